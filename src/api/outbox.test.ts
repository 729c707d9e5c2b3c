import { describe, expect, it } from "vitest";
import type { SubmitLeadInput } from "../schemas";
import type { PostResult, SubmitLeadReply } from "./client";
import {
  flushOutbox,
  forgetSent,
  isFinalAnswer,
  type LeadBody,
  OUTBOX_MAX_AGE_MS,
  OUTBOX_STORAGE_KEY,
  type OutboxEntry,
  type OutboxStorage,
  readOutbox,
  rememberUnsent,
  type SendLead,
} from "./outbox";

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2025, 4, 1, 9, 0, 0);

/** localStorage as a Map; `blocked` throws on every call, `full` on writes only. */
function memoryStorage(mode: "ok" | "blocked" | "full" = "ok") {
  const items = new Map<string, string>();
  const storage: OutboxStorage = {
    getItem(key) {
      if (mode === "blocked") throw new DOMException("denied", "SecurityError");
      return items.get(key) ?? null;
    },
    setItem(key, value) {
      if (mode !== "ok") throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem(key) {
      if (mode === "blocked") throw new DOMException("denied", "SecurityError");
      items.delete(key);
    },
  };
  return { storage, items };
}

const body = (name = "Jordan Lee"): SubmitLeadInput => ({
  kind: "debt",
  name,
  phone: "0400 123 456",
  debtAmount: "$10,000 - $30,000",
  source: "debt-lead-inline",
  website: "",
});

const entry = (key: string, savedAt = T0, overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key,
  apiBase: "https://api.example.test",
  body: body(),
  savedAt,
  ...overrides,
});

type Answer = PostResult<SubmitLeadReply>;
const stored = (id: string): Answer => ({ ok: true, status: 201, data: { ok: true, id } });
const failed = (status: number, error = "http-error"): Answer => ({ ok: false, status, error });

/** Plays the server: answers in order (the last one repeats) and records what was sent. */
function fakeServer(...answers: Answer[]) {
  const calls: { apiBase: string; body: LeadBody; key: string }[] = [];
  const send: SendLead = async (apiBase, sentBody, key) => {
    calls.push({ apiBase, body: sentBody, key });
    const answer = answers[calls.length - 1] ?? answers.at(-1);
    if (!answer) throw new Error("no answer prepared");
    return answer;
  };
  return { send, calls };
}

describe("lead outbox", () => {
  it("given the network is down, the lead waits and is sent on the next page", async () => {
    const { storage } = memoryStorage();
    // The form writes its attempt; the send gets no answer; the visitor closes the tab.
    rememberUnsent(storage, entry("key-1", T0, { apiBase: "https://broker.example.test" }));
    const offline = fakeServer(failed(0, "network"));
    const first = await flushOutbox(storage, offline.send, T0 + 1000);
    expect(first.kept.map((e) => e.key)).toEqual(["key-1"]);
    expect(readOutbox(storage, T0 + 1000)).toHaveLength(1);

    // A day later another page with a lead form opens and the server answers.
    const online = fakeServer(stored("lead-42"));
    const next = await flushOutbox(storage, online.send, T0 + DAY);

    expect(online.calls).toEqual([
      { apiBase: "https://broker.example.test", body: body(), key: "key-1" },
    ]);
    expect(next.sent).toEqual([
      {
        entry: entry("key-1", T0, { apiBase: "https://broker.example.test" }),
        id: "lead-42",
        reply: { ok: true, id: "lead-42" },
      },
    ]);
    expect(readOutbox(storage, T0 + DAY)).toEqual([]);
  });

  it("given the server rejected the lead as invalid, it is not retried forever", async () => {
    const { storage } = memoryStorage();
    rememberUnsent(storage, entry("bad"));
    const server = fakeServer(failed(400, "validation"));

    const first = await flushOutbox(storage, server.send, T0 + 1);
    const second = await flushOutbox(storage, server.send, T0 + 2);

    expect(first.rejected).toEqual([{ entry: entry("bad"), status: 400 }]);
    expect(second.ran).toBe(true);
    expect(server.calls).toHaveLength(1);
    expect(readOutbox(storage, T0 + 2)).toEqual([]);
  });

  it("given a 5xx, keeps the lead; given another final 4xx (409, 413), drops it", async () => {
    const { storage } = memoryStorage();
    rememberUnsent(storage, entry("a", T0));
    rememberUnsent(storage, entry("b", T0 + 1));
    rememberUnsent(storage, entry("c", T0 + 2));
    const server = fakeServer(failed(503), failed(409, "idempotency_conflict"), failed(413));

    const result = await flushOutbox(storage, server.send, T0 + 10);

    expect(server.calls.map((call) => call.key)).toEqual(["a", "b", "c"]);
    expect(result.kept.map((e) => e.key)).toEqual(["a"]);
    expect(result.rejected.map((r) => [r.entry.key, r.status])).toEqual([
      ["b", 409],
      ["c", 413],
    ]);
    expect(readOutbox(storage, T0 + 10).map((e) => e.key)).toEqual(["a"]);
  });

  it("given a 429, keeps that lead and the rest untried, for the next flush", async () => {
    const { storage } = memoryStorage();
    rememberUnsent(storage, entry("a", T0));
    rememberUnsent(storage, entry("b", T0 + 1));
    const server = fakeServer(failed(429, "rate_limited"), stored("lead-b"));

    const result = await flushOutbox(storage, server.send, T0 + 10);

    expect(server.calls.map((call) => call.key)).toEqual(["a"]);
    expect(result.kept.map((e) => e.key)).toEqual(["a", "b"]);
    expect(readOutbox(storage, T0 + 10).map((e) => e.key)).toEqual(["a", "b"]);
  });

  it("keeps a lead's conversion with it, and drops a malformed one as garbage", () => {
    const { storage, items } = memoryStorage();
    const conversion = { name: "SubmitApplication", params: { form_type: "pre-approval" } };
    rememberUnsent(storage, entry("a", T0, { conversion }));
    expect(readOutbox(storage, T0)).toEqual([entry("a", T0, { conversion })]);
    items.set(
      OUTBOX_STORAGE_KEY,
      JSON.stringify([{ ...entry("b", T0), conversion: { name: "", params: [] } }]),
    );
    expect(readOutbox(storage, T0)).toEqual([]);
  });

  it("counts 2xx and 4xx as final, and no answer, 5xx, 408, 429 and a non-JSON 200 as not", () => {
    expect(isFinalAnswer(stored("x"))).toBe(true);
    for (const status of [400, 404, 409, 413, 415])
      expect(isFinalAnswer(failed(status))).toBe(true);
    for (const status of [0, 408, 429, 500, 502, 503]) {
      expect(isFinalAnswer(failed(status))).toBe(false);
    }
    // A captive portal's page: the lead never reached the server.
    expect(isFinalAnswer(failed(200, "invalid-response"))).toBe(false);
  });

  it("sends each entry with its own key and api base, one at a time, oldest first", async () => {
    const { storage } = memoryStorage();
    rememberUnsent(storage, entry("old", T0, { apiBase: "https://one.example.test" }));
    rememberUnsent(storage, entry("new", T0 + 5, { apiBase: "https://two.example.test" }));
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const send: SendLead = async (apiBase, _body, key) => {
      running++;
      most = Math.max(most, running);
      order.push(`${key}@${apiBase}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return stored(`id-${key}`);
    };

    const result = await flushOutbox(storage, send, T0 + 10);

    expect(order).toEqual(["old@https://one.example.test", "new@https://two.example.test"]);
    expect(most).toBe(1);
    expect(result.sent.map((s) => s.id)).toEqual(["id-old", "id-new"]);
  });

  it("sends each lead to the function it was written for; a path that is not one is garbage", async () => {
    const { storage, items } = memoryStorage();
    rememberUnsent(storage, entry("form", T0));
    rememberUnsent(storage, entry("download", T0 + 1, { path: "/api/collect-lead" }));
    const good = JSON.parse(items.get(OUTBOX_STORAGE_KEY) ?? "[]");
    items.set(
      OUTBOX_STORAGE_KEY,
      JSON.stringify([...good, { ...entry("odd", T0 + 2), path: "https://elsewhere.test/x" }]),
    );
    const paths: string[] = [];
    const send: SendLead = async (_apiBase, _body, key, path) => {
      paths.push(`${key} ${path}`);
      return stored(key);
    };

    await flushOutbox(storage, send, T0 + 10);

    expect(paths).toEqual(["form /api/submit-lead", "download /api/collect-lead"]);
  });

  it("drops leads older than 7 days when read, unsent", async () => {
    const { storage, items } = memoryStorage();
    rememberUnsent(storage, entry("stale", T0));
    rememberUnsent(storage, entry("recent", T0 + 3 * DAY));
    const now = T0 + OUTBOX_MAX_AGE_MS + 1;
    const server = fakeServer(stored("x"));

    expect(readOutbox(storage, now).map((e) => e.key)).toEqual(["recent"]);
    await flushOutbox(storage, server.send, now);

    expect(server.calls.map((call) => call.key)).toEqual(["recent"]);
    expect(items.has(OUTBOX_STORAGE_KEY)).toBe(false);
  });

  it("keeps at most 5 leads, dropping the oldest", () => {
    const { storage } = memoryStorage();
    for (let i = 1; i <= 7; i++) rememberUnsent(storage, entry(`key-${i}`, T0 + i));

    expect(readOutbox(storage, T0 + 10).map((e) => e.key)).toEqual([
      "key-3",
      "key-4",
      "key-5",
      "key-6",
      "key-7",
    ]);
  });

  it("a retry with the same key replaces its entry instead of adding one", () => {
    const { storage } = memoryStorage();
    rememberUnsent(storage, entry("same", T0));
    rememberUnsent(storage, entry("same", T0 + 1, { body: body("Jordan Leigh") }));

    expect(readOutbox(storage, T0 + 2)).toEqual([
      entry("same", T0 + 1, { body: body("Jordan Leigh") }),
    ]);
  });

  it("forgets a lead once it was sent, leaving the others", () => {
    const { storage } = memoryStorage();
    rememberUnsent(storage, entry("a", T0));
    rememberUnsent(storage, entry("b", T0 + 1));

    forgetSent(storage, "a");
    forgetSent(storage, "not-there");

    expect(readOutbox(storage, T0 + 2).map((e) => e.key)).toEqual(["b"]);
  });

  it("never keeps a lead whose honeypot was filled in", () => {
    const { storage, items } = memoryStorage();
    const bot = entry("bot", T0, { body: { ...body(), website: "https://spam.example" } });

    expect(rememberUnsent(storage, bot)).toBe(false);
    expect(items.size).toBe(0);
  });

  it("reads garbage in its key as an empty outbox, keeps the good entries, and cleans up", async () => {
    const { storage, items } = memoryStorage();
    for (const junk of ["not json", "{}", "null", '"text"', "42", "[1,null,{}]"]) {
      items.set(OUTBOX_STORAGE_KEY, junk);
      expect(readOutbox(storage, T0)).toEqual([]);
      expect(() => forgetSent(storage, "x")).not.toThrow();
      await expect(flushOutbox(storage, fakeServer(stored("x")).send, T0)).resolves.toMatchObject({
        ran: true,
        sent: [],
      });
    }
    items.set(
      OUTBOX_STORAGE_KEY,
      JSON.stringify([
        "junk",
        { key: "", apiBase: "x", body: {}, savedAt: T0 },
        { key: "no-body", apiBase: "x", body: null, savedAt: T0 },
        { key: "no-time", apiBase: "x", body: {}, savedAt: "yesterday" },
        entry("good"),
      ]),
    );

    expect(readOutbox(storage, T0).map((e) => e.key)).toEqual(["good"]);
    const server = fakeServer(failed(0, "network"));
    await flushOutbox(storage, server.send, T0);
    expect(JSON.parse(items.get(OUTBOX_STORAGE_KEY) ?? "null")).toEqual([entry("good")]);

    items.set(OUTBOX_STORAGE_KEY, "not json");
    expect(rememberUnsent(storage, entry("fresh"))).toBe(true);
    expect(readOutbox(storage, T0).map((e) => e.key)).toEqual(["fresh"]);
  });

  it("given blocked or full storage, never throws and sends nothing", async () => {
    for (const mode of ["blocked", "full"] as const) {
      const { storage } = memoryStorage(mode);
      const server = fakeServer(stored("x"));

      expect(rememberUnsent(storage, entry("a"))).toBe(false);
      expect(() => forgetSent(storage, "a")).not.toThrow();
      expect(readOutbox(storage, T0)).toEqual([]);
      await expect(flushOutbox(storage, server.send, T0)).resolves.toMatchObject({ ran: true });
      expect(server.calls).toHaveLength(0);
    }
    expect(rememberUnsent(null, entry("a"))).toBe(false);
    await expect(flushOutbox(undefined, fakeServer(stored("x")).send, T0)).resolves.toMatchObject({
      ran: true,
      sent: [],
    });
  });

  it("given a send that throws, keeps the lead", async () => {
    const { storage } = memoryStorage();
    rememberUnsent(storage, entry("a"));
    const send: SendLead = async () => {
      throw new Error("boom");
    };

    const result = await flushOutbox(storage, send, T0 + 1);

    expect(result.kept.map((e) => e.key)).toEqual(["a"]);
    expect(readOutbox(storage, T0 + 1)).toHaveLength(1);
  });

  it("while one flush runs in the page, a second one does nothing", async () => {
    const { storage } = memoryStorage();
    rememberUnsent(storage, entry("a"));
    let answer: (result: Answer) => void = () => {};
    const calls: string[] = [];
    const send: SendLead = (_apiBase, _body, key) => {
      calls.push(key);
      return new Promise<Answer>((resolve) => (answer = resolve));
    };

    const first = flushOutbox(storage, send, T0 + 1);
    const second = await flushOutbox(storage, send, T0 + 1);

    expect(second).toEqual({ ran: false, sent: [], rejected: [], kept: [] });
    answer(stored("lead-1"));
    expect((await first).sent.map((s) => s.id)).toEqual(["lead-1"]);
    expect(calls).toEqual(["a"]);
    // Once it finished, the next flush runs again.
    await expect(flushOutbox(storage, send, T0 + 2)).resolves.toMatchObject({ ran: true });
  });

  it("leaves alone a key the page is sending right now, and one forgotten meanwhile", async () => {
    const { storage } = memoryStorage();
    rememberUnsent(storage, entry("busy", T0));
    rememberUnsent(storage, entry("a", T0 + 1));
    rememberUnsent(storage, entry("b", T0 + 2));
    const calls: string[] = [];
    const send: SendLead = async (_apiBase, _body, key) => {
      calls.push(key);
      // While "a" is on its way, the form that owns "b" gets its answer.
      forgetSent(storage, "b");
      return stored(`id-${key}`);
    };

    const result = await flushOutbox(storage, send, T0 + 3, { skip: (key) => key === "busy" });

    expect(calls).toEqual(["a"]);
    expect(result.kept.map((e) => e.key)).toEqual(["busy"]);
    expect(readOutbox(storage, T0 + 3).map((e) => e.key)).toEqual(["busy"]);
  });
});
