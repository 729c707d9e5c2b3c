import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { newLead } from "../../../tests/fixtures/new-lead";
import { openStore } from "../../store";
import type { Store } from "../../store/types";
import { streamLeads } from "./stream";

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
    const response = await streamLeads(
      new Request("http://127.0.0.1/desk/api/leads/stream", { signal: abort.signal }),
      testDeskContext({ store: counted }),
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
