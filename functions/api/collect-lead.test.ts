import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import type { FunctionContext } from "../context";
import { parseServerOptions } from "../options";
import { createApp } from "../server/app";
import type { Store } from "../store";
import { openStore } from "../store";
import { collectLead } from "./collect-lead";

let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 120_000);
afterAll(() => store.close());

const contextWith = (overrides: Partial<FunctionContext> = {}) =>
  testContext({ store, ...overrides });

function post(body: unknown, key: string = randomUUID()): Request {
  return new Request("http://127.0.0.1:8080/api/collect-lead", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(body),
  });
}

const guide = {
  name: "",
  source: "lead-magnet-guide",
  leadMagnet: "first-home-buyers-guide",
};
const checklist = {
  name: "",
  source: "lead-magnet-checklist",
  leadMagnet: "investment-property-checklist",
};

/** A fresh e-mail per test, so tests sharing the store do not meet each other's contacts. */
const newEmail = () => `visitor-${randomUUID().slice(0, 8)}@example.com`;

async function contactFor(email: string) {
  return (await store.listContacts()).find((contact) => contact.email === email.toLowerCase());
}

async function leadsOf(email: string) {
  return (await store.listLeads()).filter(
    (lead) => String(lead.payload.email).toLowerCase() === email.toLowerCase(),
  );
}

describe("POST /api/collect-lead", () => {
  it("creates a new contact: 201, one download, and one lead queued for the broker", async () => {
    const email = newEmail();
    const ctx = contextWith();

    const response = await collectLead(post({ ...guide, email, name: "Kim Lee" }), ctx);

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const contact = await contactFor(email);
    expect(contact).toMatchObject({ email, name: "Kim Lee", downloadCount: 1 });
    expect(contact?.downloads).toEqual([
      {
        leadMagnet: "first-home-buyers-guide",
        fileName: "first-home-buyers-complete-guide.pdf",
        source: "lead-magnet-guide",
        createdAt: new Date("2030-03-14T09:30:00.000Z"),
      },
    ]);
    const leads = await leadsOf(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      id: contact?.leadId,
      kind: "resource-download",
      source: "lead-magnet-guide",
      payload: { resource: "First Home Buyer's Complete Guide" },
    });
    expect(leads[0]?.deliveries).toEqual([
      expect.objectContaining({ target: "form", status: "pending" }),
    ]);
    expect(ctx.nudgeForwarder).toHaveBeenCalledTimes(1);
  });

  it("given case and whitespace variants of one e-mail, keeps one contact and counts each download", async () => {
    const email = newEmail();
    let minute = 0;
    const ctx = contextWith({ clock: () => new Date(Date.UTC(2030, 2, 14, 9, minute++)) });

    const first = await collectLead(post({ ...guide, email }), ctx);
    const second = await collectLead(
      post({ ...checklist, email: `  ${email.toUpperCase()} ` }),
      ctx,
    );
    const third = await collectLead(post({ ...guide, email: email.replace(/^v/, "V") }), ctx);

    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    const contact = await contactFor(email);
    expect(contact?.downloadCount).toBe(3);
    expect(contact?.downloads.map((download) => [download.source, download.fileName])).toEqual([
      ["lead-magnet-guide", "first-home-buyers-complete-guide.pdf"],
      ["lead-magnet-checklist", "investment-property-checklist.pdf"],
      ["lead-magnet-guide", "first-home-buyers-complete-guide.pdf"],
    ]);
  });

  it("announces a returning contact to nobody: no second lead, no wake-up for the forwarder", async () => {
    const email = newEmail();
    const ctx = contextWith({
      options: parseServerOptions({ LEAD_WEBHOOK_URL: "https://crm.example.com/hooks/leads" }),
    });

    await collectLead(post({ ...guide, email }), ctx);
    await collectLead(post({ ...checklist, email }), ctx);

    const leads = await leadsOf(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.deliveries.map((delivery) => delivery.target)).toEqual(["form", "webhook"]);
    expect(ctx.nudgeForwarder).toHaveBeenCalledTimes(1);
  });

  it("fills in a name a returning visitor gives for the first time, and keeps one given before", async () => {
    const email = newEmail();
    const ctx = contextWith();

    await collectLead(post({ ...guide, email }), ctx);
    await collectLead(post({ ...guide, email, name: "Robin" }), ctx);
    await collectLead(post({ ...guide, email, name: "Someone Else" }), ctx);

    expect((await contactFor(email))?.name).toBe("Robin");
  });

  it("replays the first answer for the same key and body, counting the download once", async () => {
    const email = newEmail();
    const key = randomUUID();
    const ctx = contextWith();

    const first = await collectLead(post({ ...guide, email }, key), ctx);
    const again = await collectLead(post({ ...guide, email }, key), ctx);

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual({ ok: true });
    expect((await contactFor(email))?.downloadCount).toBe(1);
    expect(await leadsOf(email)).toHaveLength(1);
    expect(ctx.nudgeForwarder).toHaveBeenCalledTimes(1);
  });

  it("answers a known e-mail exactly as a new one, so no one can learn whether it is a contact", async () => {
    const known = newEmail();
    const ctx = contextWith();
    await collectLead(post({ ...guide, email: known }), ctx);

    const probe = await collectLead(post({ ...checklist, email: known }), ctx);
    const fresh = await collectLead(post({ ...checklist, email: newEmail() }), ctx);

    expect(probe.status).toBe(fresh.status);
    expect([...probe.headers]).toEqual([...fresh.headers]);
    expect(await probe.text()).toBe(await fresh.text());
    // The server still counts the known contact's download.
    expect((await contactFor(known))?.downloadCount).toBe(2);
  });

  it("replays a returning visitor's answer as it first was", async () => {
    const email = newEmail();
    const key = randomUUID();
    const ctx = contextWith();
    await collectLead(post({ ...guide, email }), ctx);

    await collectLead(post({ ...checklist, email }, key), ctx);
    const again = await collectLead(post({ ...checklist, email }, key), ctx);

    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true });
    expect((await contactFor(email))?.downloadCount).toBe(2);
  });

  it("refuses the same key with another body with 409 and stores nothing for it", async () => {
    const email = newEmail();
    const other = newEmail();
    const key = randomUUID();
    const ctx = contextWith();
    await collectLead(post({ ...guide, email }, key), ctx);

    const response = await collectLead(post({ ...guide, email: other }, key), ctx);

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ ok: false, error: "idempotency_conflict" });
    expect(await contactFor(other)).toBeUndefined();
  });

  it("answers 400 with the form's own message per field", async () => {
    const response = await collectLead(
      post({ email: "nope", name: "A", source: "lead-magnet-guide", leadMagnet: "x" }),
      contextWith(),
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      ok: false,
      error: "validation",
      fields: {
        email: "Please enter a valid email address",
        name: "Name must be at least 2 characters",
        leadMagnet: "Please choose a resource",
      },
    });
  });

  it("refuses a resource request that does not say which resource, or whose source is another type's", async () => {
    const missing = await collectLead(
      post({ email: newEmail(), name: "", source: "lead-magnet-guide" }),
      contextWith(),
    );
    const mismatched = await collectLead(
      post({ ...guide, email: newEmail(), source: "lead-magnet-spreadsheet" }),
      contextWith(),
    );

    expect(missing.status).toBe(400);
    expect((await missing.json()).fields).toEqual({ leadMagnet: "Please choose a resource" });
    expect(mismatched.status).toBe(400);
    expect((await mismatched.json()).fields).toEqual({ source: "Please choose a resource" });
  });

  it("requires an Idempotency-Key", async () => {
    const request = new Request("http://127.0.0.1:8080/api/collect-lead", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...guide, email: newEmail() }),
    });

    const response = await collectLead(request, contextWith());

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "idempotency_key_missing" });
  });

  it("thanks a bot that filled in the honeypot, keeps it as spam and creates no contact", async () => {
    const email = newEmail();
    const ctx = contextWith();

    const response = await collectLead(post({ ...guide, email, website: "spam.example" }), ctx);

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await contactFor(email)).toBeUndefined();
    const [lead] = await leadsOf(email);
    expect(lead?.isSpam).toBe(true);
    expect(lead?.deliveries).toEqual([expect.objectContaining({ status: "skipped" })]);
    expect(ctx.nudgeForwarder).not.toHaveBeenCalled();
  });

  it("is served at /api/collect-lead to widgets on other sites", async () => {
    const app = createApp(contextWith());

    const response = await app.request("/api/collect-lead", {
      method: "POST",
      headers: {
        Origin: "https://partner.example.org",
        "Content-Type": "application/json",
        "Idempotency-Key": randomUUID(),
      },
      body: JSON.stringify({ ...guide, email: newEmail() }),
    });

    expect(response.status).toBe(201);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(await response.json()).toEqual({ ok: true });
  });
});
