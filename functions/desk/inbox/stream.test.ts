import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { enrolledSession } from "../../../tests/fixtures/desk-session";
import { newLead } from "../../../tests/fixtures/new-lead";
import type { Store } from "../../store";
import { openStore } from "../../store";
import { SESSION_IDLE_MS } from "../session";
import { endLiveStreams, leadStream, streamLeads } from "./stream";

let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 30_000);
afterAll(() => store.close());

/** Reads the stream until it holds `text`; resolves to everything read. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string) {
  const decoder = new TextDecoder();
  let read = "";
  while (!read.includes(text)) {
    const { done, value } = await reader.read();
    if (done) break;
    read += decoder.decode(value, { stream: true });
  }
  return read;
}

describe("the inbox's live stream", () => {
  it("sends each lead stored after connecting as an event, not spam, and stops listening on close", async () => {
    let listening = 0;
    const counted: Store = {
      ...store,
      onNewLead: async (onLead) => {
        listening++;
        const stop = await store.onNewLead(onLead);
        return async () => {
          listening--;
          await stop();
        };
      },
    };
    const abort = new AbortController();
    const { sessionId } = await enrolledSession(store);
    const response = await streamLeads(
      new Request("http://127.0.0.1/desk/api/leads/stream", { signal: abort.signal }),
      testDeskContext({ store: counted, sessionId }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect(await readUntil(reader, ": connected")).toContain(": connected");

    await store.insertLead(newLead({ isSpam: true, payload: { name: "Bot" } }), []);
    const lead = newLead({ payload: { name: "Live Lead", phone: "0400 123 456" } });
    await store.insertLead(lead, [{ target: "form", status: "pending" }]);

    // Hono writes an event's id line last.
    const events = (await readUntil(reader, `id: ${lead.id}\n\n`))
      .split("\n\n")
      .filter((block) => block.startsWith("event: lead"));
    expect(events).toHaveLength(1);
    const data = JSON.parse(events[0]?.match(/^data: (.*)$/m)?.[1] ?? "null");
    expect(data).toMatchObject({
      id: lead.id,
      name: "Live Lead",
      phone: "0400 123 456",
      stage: "new",
      deliveries: [{ target: "form", status: "pending" }],
    });

    expect(listening).toBe(1);
    await reader.cancel();
    await expect.poll(() => listening).toBe(0);
  });
});

describe("the inbox's live stream follows each lead's forwarding", () => {
  it("sends a lead again as `change` when its e-mail goes, with the status its row now shows", async () => {
    const { sessionId } = await enrolledSession(store);
    const response = await leadStream()(
      new Request("http://127.0.0.1/desk/api/leads/stream"),
      testDeskContext({ store, sessionId }),
    );
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, ": connected");
    const lead = newLead({ payload: { name: "Forwarded Lead" } });
    await store.insertLead(lead, [{ target: "form", status: "pending" }]);
    await readUntil(reader, `id: ${lead.id}\n\n`);

    // Every lead of the fixture is stored in 2030.
    const later = new Date("2031-01-01T00:00:00Z");
    const claims = await store.claimDue({ now: later, leaseMs: 60_000, limit: 1_000 });
    const claim = claims.find((one) => one.lead.id === lead.id && one.target === "form");
    expect(claim).toBeDefined();
    if (claim) await store.finishDelivery(claim, { status: "delivered", at: later });

    const change = (await readUntil(reader, `"status":"delivered"`))
      .split("\n\n")
      .find((block) => block.startsWith("event: change"));
    const data = JSON.parse(change?.match(/^data: (.*)$/m)?.[1] ?? "null");
    expect(data).toMatchObject({
      id: lead.id,
      name: "Forwarded Lead",
      deliveries: [{ target: "form", status: "delivered" }],
    });
    await reader.cancel();
  });
});

/** Reads the stream to its end; resolves to everything read. */
async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const decoder = new TextDecoder();
  let read = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return read;
    read += decoder.decode(value, { stream: true });
  }
}

const STREAM_URL = "http://127.0.0.1/desk/api/leads/stream";

describe("a live stream belongs to its session", () => {
  it("says `ended` and closes when its session is signed out, and sends no lead after", async () => {
    const session = await enrolledSession(store);
    const ctx = testDeskContext({ store, sessionId: session.sessionId });
    const response = await leadStream()(new Request(STREAM_URL), ctx);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, ": connected");

    await store.deleteSession(session.userId, session.sessionId);
    const rest = await readToEnd(reader);
    await store.insertLead(newLead({ payload: { name: "After Sign-out" } }), []);

    expect(rest).toContain("event: ended");
    expect(rest).not.toContain("event: lead");
  });

  it("closes when its account is revoked, however many streams it had open", async () => {
    const email = `revoked-${crypto.randomUUID()}@example.com`;
    const session = await enrolledSession(store, { email, role: "assistant" });
    const ctx = testDeskContext({ store, sessionId: session.sessionId });
    const stream = leadStream();
    const readers = await Promise.all(
      [1, 2].map(async () =>
        (
          (await stream(new Request(STREAM_URL), ctx)).body as ReadableStream<Uint8Array>
        ).getReader(),
      ),
    );
    await Promise.all(readers.map((reader) => readUntil(reader, ": connected")));

    await store.revokeUser(email, new Date());

    for (const reader of readers) expect(await readToEnd(reader)).toContain("event: ended");
  });

  it("closes once a re-check finds the session idled out, with nothing announced", async () => {
    const session = await enrolledSession(store);
    const clock = { now: new Date() };
    const ctx = testDeskContext({ store, sessionId: session.sessionId, clock: () => clock.now });
    const response = await leadStream({ recheckMs: 20 })(new Request(STREAM_URL), ctx);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, ": connected");

    clock.now = new Date(clock.now.getTime() + SESSION_IDLE_MS + 60_000);

    expect(await readToEnd(reader)).toContain("event: ended");
  });

  it("opens a handful per session: the next is refused until one closes", async () => {
    const session = await enrolledSession(store);
    const ctx = testDeskContext({ store, sessionId: session.sessionId });
    const other = testDeskContext({ store, sessionId: (await enrolledSession(store)).sessionId });
    const stream = leadStream({ perSession: 2 });
    const first = await stream(new Request(STREAM_URL), ctx);
    const second = await stream(new Request(STREAM_URL), ctx);
    const refused = await stream(new Request(STREAM_URL), ctx);
    const theirs = await stream(new Request(STREAM_URL), other);

    expect([first.status, second.status, refused.status, theirs.status]).toEqual([
      200, 200, 429, 200,
    ]);
    expect(await refused.json()).toMatchObject({ error: "too_many_streams" });
    await first.body?.cancel();
    const again = await stream(new Request(STREAM_URL), ctx);
    expect(again.status).toBe(200);
    await Promise.all([second, theirs, again].map((each) => each.body?.cancel()));
  });
});

describe("a stopping server's open streams", () => {
  it("are each told to reconnect and closed at once, rather than held until the server gives up", async () => {
    const readers = await Promise.all(
      [1, 2].map(async () => {
        // A real session each: a stream holds a place of its session's in the store.
        const { sessionId } = await enrolledSession(store);
        const response = await leadStream()(
          new Request("http://127.0.0.1/desk/api/leads/stream"),
          testDeskContext({ store, sessionId }),
        );
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        await readUntil(reader, ": connected");
        return reader;
      }),
    );

    expect(await endLiveStreams()).toBeGreaterThanOrEqual(2);

    for (const reader of readers) {
      // Read to the end: the stream is closed, not merely quiet.
      expect(await readUntil(reader, "never sent")).toContain("retry: 2000\n\n");
    }
    expect(await endLiveStreams()).toBe(0);
  });
});
