import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CHAT_LEAD_CONVERSATION_MAX } from "../../src/schemas/limits";
import { testContext } from "../../tests/fixtures/function-context";
import { memoryStore } from "../../tests/fixtures/memory-store";
import type { Store } from "../store";
import { submitLead } from "./submit-lead";

let store: Store;
memoryStore((ready) => {
  store = ready.store;
});

function post(body: unknown): Request {
  return new Request("http://127.0.0.1:8080/api/submit-lead", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify(body),
  });
}

const chatLead = {
  kind: "chat",
  name: "Sam",
  phone: "0466 555 666",
  email: "",
  preferredTime: "after 5",
  conversation: ["what's an offset account?", "Please call me back on 0466 555 666"],
  website: "",
};

describe("POST /api/submit-lead with a chat call-back", () => {
  it("stores it as a chat lead with the visitor's messages", async () => {
    const response = await submitLead(post(chatLead), testContext({ store }));

    expect(response.status).toBe(201);
    const { id } = await response.json();
    const lead = (await store.listLeads()).find((stored) => stored.id === id);
    expect(lead).toMatchObject({
      kind: "chat",
      source: "chat",
      payload: {
        name: "Sam",
        phone: "0466 555 666",
        preferredTime: "after 5",
        conversation: chatLead.conversation,
      },
    });
  });

  it("refuses one with neither a phone nor an e-mail, naming the phone", async () => {
    const response = await submitLead(
      post({ ...chatLead, phone: "", email: "" }),
      testContext({ store }),
    );

    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      phone: "Please enter a phone number or an email address",
    });
  });

  it("keeps the latest messages up to the cap rather than refuse a long conversation", async () => {
    const long = Array.from({ length: 20 }, (_, i) => `${i} ${"x".repeat(400)}`);
    const response = await submitLead(
      post({ ...chatLead, conversation: long }),
      testContext({ store }),
    );

    expect(response.status).toBe(201);
    const { id } = await response.json();
    const lead = (await store.listLeads()).find((stored) => stored.id === id);
    const kept = lead?.payload.conversation as string[];
    expect(kept.join("").length).toBeLessThanOrEqual(CHAT_LEAD_CONVERSATION_MAX);
    expect(kept.at(-1)).toBe(long.at(-1));
  });
});
