import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import { memoryStore } from "../../tests/fixtures/memory-store";
import type { FunctionContext } from "../context";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { submitLead } from "./submit-lead";

let store: Store;
memoryStore((ready) => {
  store = ready.store;
});

const contextWith = (overrides: Partial<FunctionContext> = {}) =>
  testContext({ store, ...overrides });

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://127.0.0.1:8080/api/submit-lead", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": randomUUID(),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const debtLead = {
  kind: "debt",
  name: "Jane Citizen",
  phone: "0400 111 222",
  debtAmount: "$10,000 - $30,000",
  source: "debt-inline",
  attribution: { utm_source: "facebook", landingPage: "https://debt.example.com/" },
  website: "",
};

async function storedLead(id: string) {
  return (await store.listLeads()).find((lead) => lead.id === id);
}

describe("POST /api/submit-lead", () => {
  it("stores a debt lead, answers 201 with its id and wakes the forwarder", async () => {
    const ctx = contextWith();

    const response = await submitLead(post(debtLead), ctx);

    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      ok: true,
      id: expect.any(String),
      booking: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), scheduler: null },
    });
    const lead = await storedLead(body.id);
    expect(lead).toMatchObject({
      kind: "debt",
      source: "debt-inline",
      isSpam: false,
      payload: { name: "Jane Citizen", phone: "0400 111 222", debtAmount: "$10,000 - $30,000" },
      createdAt: new Date("2030-03-14T09:30:00.000Z"),
    });
    expect(lead?.payload.attribution).toEqual(debtLead.attribution);
    expect(lead?.deliveries).toEqual([
      expect.objectContaining({ target: "form", status: "pending" }),
    ]);
    expect(ctx.nudgeForwarder).toHaveBeenCalledTimes(1);
  });

  it("queues the lead for the webhook too when LEAD_WEBHOOK_URL is set", async () => {
    const ctx = contextWith({
      options: parseServerOptions({ LEAD_WEBHOOK_URL: "https://crm.example.com/hooks/leads" }),
    });

    const response = await submitLead(post(debtLead), ctx);

    const { id } = await response.json();
    const lead = await storedLead(id);
    expect(lead?.deliveries.map((d) => [d.target, d.status])).toEqual([
      ["form", "pending"],
      ["webhook", "pending"],
    ]);
  });

  it("stores pre-approval and contact enquiries as their own kinds", async () => {
    const preApproval = await submitLead(
      post({
        kind: "pre-approval",
        name: "Sam Buyer",
        mobile: "0412 345 678",
        email: "sam@example.com",
        loanType: "purchase",
        loanAmount: "$850,000",
      }),
      contextWith(),
    );
    const contact = await submitLead(
      post({ kind: "contact", name: "Alex", email: "alex@example.com", message: "Call me" }),
      contextWith(),
    );

    expect(preApproval.status).toBe(201);
    expect(contact.status).toBe(201);
    expect(await storedLead((await preApproval.json()).id)).toMatchObject({
      kind: "pre-approval",
      source: "pre-approval",
    });
    expect(await storedLead((await contact.json()).id)).toMatchObject({ kind: "contact" });
  });

  it("names every invalid debt-form field with the form's own message, storing nothing", async () => {
    const before = (await store.listLeads()).length;

    const response = await submitLead(
      post({ kind: "debt", name: "J", phone: "12345", debtAmount: "", source: "debt-modal" }),
      contextWith(),
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      error: "validation",
      message: expect.any(String),
      fields: {
        name: "Name must be at least 2 characters",
        phone: "Please enter a valid phone number",
        debtAmount: "Please select your debt amount",
      },
    });
    expect(await store.listLeads()).toHaveLength(before);
  });

  it("stores a calculator lead's debts, rate and figures in its payload as sent", async () => {
    const calculator = {
      debts: [
        { type: "credit-card", balance: 12_000, rate: 19.99 },
        { type: "personal-loan", balance: 5_000, rate: 0, rateUnknown: true },
      ],
      refinanceRate: 6,
      termYears: 30,
      monthlyNow: 317.87,
      monthlyAfter: 101.93,
      monthlySaving: 215.94,
      yearlySaving: 2591.28,
    };

    const response = await submitLead(
      post({ ...debtLead, source: "debt-calculator-slider", calculator }),
      contextWith(),
    );

    expect(response.status).toBe(201);
    const lead = await storedLead((await response.json()).id);
    expect(lead?.payload.calculator).toEqual(calculator);
  });

  it("refuses a calculator lead with figures out of bounds, naming them, storing nothing", async () => {
    const before = (await store.listLeads()).length;
    const calculator = {
      debts: [{ type: "credit-card", balance: 20_000_000, rate: 19.99 }],
      refinanceRate: 6,
      monthlyNow: 1,
      monthlyAfter: 1,
      monthlySaving: 0,
      yearlySaving: 0,
    };

    const response = await submitLead(post({ ...debtLead, calculator }), contextWith());

    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      "calculator.debts.0.balance": "A debt's amount must be between $0 and $10,000,000",
    });
    expect(await store.listLeads()).toHaveLength(before);
  });

  it("names every invalid pre-approval field with the form's own message", async () => {
    const response = await submitLead(
      post({ kind: "pre-approval", name: "S", mobile: "0412", email: "sam@", loanAmount: "" }),
      contextWith(),
    );

    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fields).toEqual({
      name: "Name must be at least 2 characters",
      mobile: "Please enter a valid mobile number",
      email: "Please enter a valid email address",
      loanType: "Please select a loan type",
      loanAmount: "Please enter a loan amount",
    });
  });

  it("answers 400 when the body is not JSON", async () => {
    const response = await submitLead(post('{"kind": "debt", "name": '), contextWith());

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: "invalid_json" });
  });

  it("answers 415 when the body is sent as a form rather than JSON", async () => {
    const response = await submitLead(
      post("name=Jane&phone=0400111222", { "Content-Type": "application/x-www-form-urlencoded" }),
      contextWith(),
    );

    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ ok: false, error: "unsupported_media_type" });
  });

  it("accepts JSON with a charset", async () => {
    const response = await submitLead(
      post(debtLead, { "Content-Type": "application/json; charset=utf-8" }),
      contextWith(),
    );

    expect(response.status).toBe(201);
  });

  it("asks for an Idempotency-Key when there is none", async () => {
    const request = post(debtLead);
    request.headers.delete("Idempotency-Key");

    const response = await submitLead(request, contextWith());

    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ ok: false, error: "idempotency_key_missing" });
    expect(body.message).toMatch(/Idempotency-Key header is required/);
  });

  it.each([
    ["too short", "abc123"],
    ["with a space", "not a valid key"],
    ["too long", "k".repeat(201)],
  ])("rejects an Idempotency-Key that is %s", async (_, key) => {
    const response = await submitLead(post(debtLead, { "Idempotency-Key": key }), contextWith());

    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ ok: false, error: "idempotency_key_invalid" });
    expect(body.message).toMatch(/8 to 200 letters, digits/);
  });

  it("given a retry with the same key and body, answers the same 201 and keeps one lead", async () => {
    const key = randomUUID();
    const ctx = contextWith();

    const first = await submitLead(post(debtLead, { "Idempotency-Key": key }), ctx);
    const retry = await submitLead(post(debtLead, { "Idempotency-Key": key }), ctx);

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    const { id } = await first.json();
    expect(await retry.json()).toMatchObject({ ok: true, id });
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    const withKey = (await store.listLeads()).filter((lead) => lead.idempotencyKey === key);
    expect(withKey).toHaveLength(1);
    expect(ctx.nudgeForwarder).toHaveBeenCalledTimes(1);
  });

  it("given the same key with a different lead, answers 409 and keeps the first", async () => {
    const key = randomUUID();
    const first = await submitLead(post(debtLead, { "Idempotency-Key": key }), contextWith());

    const other = await submitLead(
      post({ ...debtLead, name: "Someone Else" }, { "Idempotency-Key": key }),
      contextWith(),
    );

    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ ok: false, error: "idempotency_conflict" });
    const lead = await storedLead((await first.json()).id);
    expect(lead?.payload.name).toBe("Jane Citizen");
  });

  it("thanks a bot that filled in the honeypot, keeping its lead as spam that is never forwarded", async () => {
    const ctx = contextWith({
      options: parseServerOptions({ LEAD_WEBHOOK_URL: "https://crm.example.com/hooks/leads" }),
    });

    const response = await submitLead(post({ ...debtLead, website: "https://spam.example" }), ctx);

    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(id).toEqual(expect.any(String));
    const lead = await storedLead(id);
    expect(lead?.isSpam).toBe(true);
    expect(lead?.deliveries.map((d) => d.status)).toEqual(["skipped", "skipped"]);
    expect(ctx.nudgeForwarder).not.toHaveBeenCalled();
  });
});
