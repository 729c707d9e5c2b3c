import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDeskContext, testDeskUser } from "../../../tests/fixtures/desk-context";
import { newLead } from "../../../tests/fixtures/new-lead";
import { suiteStore } from "../../../tests/fixtures/suite-store";
import { storeBackends } from "../../../tests/fixtures/test-databases";
import type { Sql, Store } from "../../store";
import { correctPerson, erasePerson, viewPerson } from "./person";

const BASE = "http://127.0.0.1:8080/desk/api/people";

const post = (path: string, body: unknown) =>
  new Request(`${BASE}/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** A phone and e-mail of a person no other test uses, so the suites can share one database. */
function somebody() {
  const n = Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, "0");
  return { phone: `04${n}`, email: `p-${randomUUID()}@example.com` };
}

for (const backend of storeBackends()) {
  describe.skipIf(!backend.enabled)(
    `a person's data from the desk, on ${backend.name}`,
    { timeout: 30_000 },
    () => {
      let sql: Sql;
      let store: Store;
      suiteStore(backend, (ready) => {
        ({ sql, store } = ready);
      });

      const contextWith = () => testDeskContext({ store });

      async function personWithTwoLeads() {
        const who = somebody();
        const debt = newLead({
          payload: { name: "Sam Lee", phone: who.phone, debtAmount: "$50,000+" },
        });
        const contact = newLead({
          kind: "contact",
          payload: { name: "Sam Lee", email: who.email, phone: who.phone, message: "Call me" },
        });
        await store.insertLead(debt, [{ target: "form", status: "pending" }]);
        await store.insertLead(contact, [{ target: "form", status: "pending" }]);
        return { ...who, debt, contact };
      }

      it("never shows the visitor's address and browser, which the lead's page hides too", async () => {
        const who = somebody();
        const lead = newLead({
          payload: {
            name: "Kept Private",
            phone: who.phone,
            debtAmount: "$50,000+",
            website: "",
            client: { ip: "203.0.113.9", userAgent: "Mozilla/5.0 (iPhone; private)" },
          },
        });
        await store.insertLead(lead, []);

        const response = await viewPerson(
          new Request(`${BASE}?phone=${encodeURIComponent(who.phone)}`),
          contextWith(),
        );

        const text = await response.text();
        expect(text).toContain("Kept Private");
        expect(text).not.toContain("203.0.113.9");
        expect(text).not.toContain("Mozilla");
        expect(JSON.parse(text).leads[0].payload).not.toHaveProperty("website");
      });

      it("shows everything stored for a phone written another way, and audits only how many", async () => {
        const sam = await personWithTwoLeads();
        const ctx = contextWith();
        const international = `+61 ${sam.phone.slice(1, 4)} ${sam.phone.slice(4)}`;

        const response = await viewPerson(
          new Request(`${BASE}?phone=${encodeURIComponent(international)}`),
          ctx,
        );

        expect(response.status).toBe(200);
        const body = await response.json();
        expect(body.leads.map((lead: { id: string }) => lead.id).sort()).toEqual(
          [sam.debt.id, sam.contact.id].sort(),
        );
        expect(body.leads[0].deliveries).toEqual([
          expect.objectContaining({ target: "form", status: "pending" }),
        ]);
        expect(body.contacts).toEqual([]);
        expect(body.payments).toEqual([]);
        expect(body.counts).toEqual({ lead: 2, delivery: 2, contact: 0, download: 0, payment: 0 });
        expect(ctx.audited).toEqual([
          {
            action: "view_person",
            detail: { count: 4, note: "lead 2, delivery 2, contact 0, download 0, payment 0" },
          },
        ]);
        expect(JSON.stringify(ctx.audited)).not.toContain(sam.phone.slice(2));
        const [audit] = await sql.query(
          "SELECT actor, action FROM privacy_audit WHERE actor = $1 ORDER BY id DESC LIMIT 1",
          [`desk:${testDeskUser.id}`],
        );
        expect(audit).toEqual({ actor: `desk:${testDeskUser.id}`, action: "find" });
      });

      it.each([
        ["neither", "", "person_required"],
        ["both", "?email=a%40example.com&phone=0412345678", "person_required"],
        ["a malformed e-mail", "?email=sam%40", "validation"],
        ["a malformed phone", "?phone=call%20me", "validation"],
      ])("given %s, answers 400 and looks nothing up", async (_, query, error) => {
        const ctx = contextWith();

        const response = await viewPerson(new Request(`${BASE}${query}`), ctx);

        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          ok: false,
          error,
          message: expect.any(String),
        });
        expect(ctx.audited).toEqual([]);
      });

      it("corrects a person's name and e-mail wherever a record holds them", async () => {
        const sam = await personWithTwoLeads();
        const ctx = contextWith();
        const newEmail = `new-${randomUUID()}@example.com`;

        const response = await correctPerson(
          post("correct", { phone: sam.phone, set: { name: "Samantha Lee", email: newEmail } }),
          ctx,
        );

        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          counts: { lead: 2, delivery: 0, contact: 0, download: 0, payment: 0 },
        });
        const leads = (await store.listLeads()).filter((lead) =>
          [sam.debt.id, sam.contact.id].includes(lead.id),
        );
        expect(leads.map((lead) => lead.payload.name)).toEqual(["Samantha Lee", "Samantha Lee"]);
        // Only the record that held an e-mail gets the new one.
        expect(leads.find((lead) => lead.id === sam.contact.id)?.payload.email).toBe(newEmail);
        expect(leads.find((lead) => lead.id === sam.debt.id)?.payload.email).toBeUndefined();
        expect(ctx.audited).toEqual([
          { action: "correct_person", detail: { count: 2, note: expect.any(String) } },
        ]);
        expect(JSON.stringify(ctx.audited)).not.toContain(newEmail);
      });

      it("refuses a correction with a bad or missing new value, changing nothing", async () => {
        const sam = await personWithTwoLeads();
        const ctx = contextWith();

        const bad = await correctPerson(
          post("correct", { phone: sam.phone, set: { phone: "12" } }),
          ctx,
        );
        const none = await correctPerson(post("correct", { phone: sam.phone, set: {} }), ctx);
        const notJson = await correctPerson(post("correct", "{phone:"), ctx);

        expect(bad.status).toBe(400);
        expect((await bad.json()).fields).toEqual({
          "set.phone": "Please enter a valid phone number",
        });
        expect(none.status).toBe(400);
        expect((await none.json()).error).toBe("correction_required");
        expect(notJson.status).toBe(400);
        expect(ctx.audited).toEqual([]);
      });

      it("erases nothing without confirm: true, and everything of the person with it", async () => {
        const sam = await personWithTwoLeads();
        const other = await personWithTwoLeads();
        const ctx = contextWith();

        const stray = await erasePerson(post("erase", { email: sam.email }), ctx);

        expect(stray.status).toBe(400);
        expect((await stray.json()).error).toBe("confirm_required");
        expect((await store.listLeads()).some((lead) => lead.id === sam.contact.id)).toBe(true);
        expect(ctx.audited).toEqual([]);

        const erased = await erasePerson(post("erase", { phone: sam.phone, confirm: true }), ctx);

        expect(erased.status).toBe(200);
        expect(await erased.json()).toEqual({
          counts: { lead: 2, delivery: 2, contact: 0, download: 0, payment: 0 },
        });
        const left = (await store.listLeads()).map((lead) => lead.id);
        expect(left).not.toContain(sam.debt.id);
        expect(left).not.toContain(sam.contact.id);
        expect(left).toContain(other.debt.id);
        expect(ctx.audited).toEqual([
          { action: "erase_person", detail: { count: 4, note: expect.any(String) } },
        ]);
        expect(JSON.stringify(ctx.audited)).not.toContain(sam.phone.slice(2));
      });
    },
  );
}
