import { createHmac, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newLead, T0 } from "../../../tests/fixtures/new-lead";
import { newPayment } from "../../../tests/fixtures/new-payment";
import { suiteStore } from "../../../tests/fixtures/suite-store";
import { storeBackends } from "../../../tests/fixtures/test-databases";
import type { Sql } from "../database/sql";
import type { Store } from "../types";

const backends = storeBackends();
const AUDIT_KEY = "k".repeat(32);
const by = { actor: "cli:tester", at: new Date("2031-02-03T04:05:06.000Z"), auditKey: AUDIT_KEY };

function resourceRequest(email: string, minute: number) {
  const createdAt = new Date(T0.getTime() + minute * 60_000);
  return {
    idempotencyKey: randomUUID(),
    bodyHash: "a",
    email,
    name: "Sam",
    leadMagnet: "first-home-buyers-guide",
    fileName: "guide.pdf",
    source: "lead-magnet-guide",
    createdAt,
    lead: newLead({
      kind: "resource-download",
      payload: { email, name: "Sam", source: "lead-magnet-guide" },
      createdAt,
    }),
  };
}

/** A payment by `email`, made and recorded when the suites' leads arrive. */
const payment = (email: string) => newPayment({ customerEmail: email, paidAt: T0, recordedAt: T0 });

async function recordPayment(store: Store, email: string) {
  const paid = payment(email);
  const lead = newLead({
    kind: "payment",
    payload: {
      name: "Sam Buyer",
      email,
      amount: "$297.00",
      paymentStatus: "paid",
      sessionId: paid.sessionId,
      attribution: paid.attribution,
    },
  });
  await store.recordPayment(paid, lead, [{ target: "form", status: "pending" }]);
  return { paid, lead };
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(
    `a person's data in the store on ${backend.name}`,
    { timeout: 30_000 },
    () => {
      let sql: Sql;
      let store: Store;
      suiteStore(
        backend,
        (ready) => {
          ({ sql, store } = ready);
        },
        ["leads", "deliveries", "payments", "contacts", "contact_downloads", "privacy_audit"],
      );

      const auditRows = () =>
        sql.query(
          `SELECT actor, action, record_kind, record_count, subject_hash FROM privacy_audit
           ORDER BY id`,
        );

      it("finds every lead, contact, download and payment of an e-mail however it was typed", async () => {
        const preApproval = newLead({
          kind: "pre-approval",
          payload: { name: "Sam", mobile: "0412 345 678", email: " Sam@Example.com " },
        });
        await store.insertLead(preApproval, [{ target: "form", status: "pending" }]);
        await store.recordResourceRequest(resourceRequest("sam@example.com", 1), []);
        await store.recordResourceRequest(resourceRequest("SAM@example.com", 2), []);
        const { paid } = await recordPayment(store, "SAM@EXAMPLE.COM");
        await store.insertLead(
          newLead({ payload: { name: "Other", email: "other@example.com" } }),
          [],
        );

        const found = await store.findPerson({ email: "  sam@EXAMPLE.com" }, by);

        expect(found.leads.map((lead) => lead.kind).sort()).toEqual([
          "payment",
          "pre-approval",
          "resource-download",
        ]);
        expect(found.leads.find((lead) => lead.id === preApproval.id)?.deliveries).toEqual([
          expect.objectContaining({ target: "form", status: "pending" }),
        ]);
        expect(found.contacts).toEqual([
          expect.objectContaining({ email: "sam@example.com", downloadCount: 2 }),
        ]);
        expect(found.contacts[0]?.downloads).toHaveLength(2);
        expect(found.payments).toEqual([
          expect.objectContaining({ sessionId: paid.sessionId, customerEmail: "SAM@EXAMPLE.COM" }),
        ]);
        expect(found.payments[0]?.deliveries).toEqual([
          expect.objectContaining({ target: "form" }),
        ]);
      });

      it("matches a phone number written in any Australian form, and no other number", async () => {
        const debt = newLead({ payload: { name: "Sam", phone: "0412 345 678" } });
        const preApproval = newLead({
          kind: "pre-approval",
          payload: { name: "Sam", mobile: "+61 412 345 678", email: "sam@example.com" },
        });
        const contact = newLead({
          kind: "contact",
          payload: { name: "Sam", phone: "61412345678", email: "s@example.com", message: "hi" },
        });
        const other = newLead({ payload: { name: "Kim", phone: "0412 345 679" } });
        for (const lead of [debt, preApproval, contact, other]) await store.insertLead(lead, []);

        const found = await store.findPerson({ phone: "+61 (0)412-345-678" }, by);

        expect(found.leads.map((lead) => lead.id).sort()).toEqual(
          [debt.id, preApproval.id, contact.id].sort(),
        );
        expect(found.contacts).toEqual([]);
      });

      it("audits a look-up with counts and a keyed hash of the address, never the address", async () => {
        await store.recordResourceRequest(resourceRequest("sam@example.com", 1), []);

        await store.findPerson({ email: "Sam@example.com" }, by);
        await store.findPerson({ email: "sam@example.com" }, { ...by, auditKey: undefined });

        const rows = await auditRows();
        const hash = createHmac("sha256", AUDIT_KEY).update("email:sam@example.com").digest("hex");
        expect(rows.slice(0, 5)).toEqual([
          {
            actor: "cli:tester",
            action: "find",
            record_kind: "lead",
            record_count: 1,
            subject_hash: hash,
          },
          {
            actor: "cli:tester",
            action: "find",
            record_kind: "delivery",
            record_count: 0,
            subject_hash: hash,
          },
          {
            actor: "cli:tester",
            action: "find",
            record_kind: "contact",
            record_count: 1,
            subject_hash: hash,
          },
          {
            actor: "cli:tester",
            action: "find",
            record_kind: "download",
            record_count: 1,
            subject_hash: hash,
          },
          {
            actor: "cli:tester",
            action: "find",
            record_kind: "payment",
            record_count: 0,
            subject_hash: hash,
          },
        ]);
        expect(rows.slice(5).map((row) => row.subject_hash)).toEqual([
          null,
          null,
          null,
          null,
          null,
        ]);
        expect(JSON.stringify(rows).toLowerCase()).not.toContain("sam");
      });

      it("finds and erases a payment still awaiting its money, which has no lead yet", async () => {
        const awaiting = {
          ...payment("wait@example.com"),
          paymentStatus: "awaiting_payment" as const,
        };
        await store.recordPayment(awaiting, null, []);

        const found = await store.findPerson({ email: "WAIT@example.com" }, by);
        expect(found.payments).toEqual([
          expect.objectContaining({ sessionId: awaiting.sessionId, deliveries: [] }),
        ]);
        const counts = await store.erasePerson({ email: "wait@example.com" }, by);
        expect(counts).toMatchObject({ lead: 0, payment: 1 });
        const [kept] = await store.listPayments();
        expect(kept).toMatchObject({ sessionId: awaiting.sessionId, customerEmail: null });
      });

      it("erases a person's leads, deliveries, contact and downloads, and blanks their payment", async () => {
        const preApproval = newLead({
          kind: "pre-approval",
          payload: { name: "Sam", mobile: "0412 345 678", email: "sam@example.com" },
        });
        await store.insertLead(preApproval, [
          { target: "form", status: "pending" },
          { target: "webhook", status: "pending" },
        ]);
        await store.recordResourceRequest(resourceRequest("sam@example.com", 1), [
          { target: "form", status: "pending" },
        ]);
        await store.recordResourceRequest(resourceRequest("sam@example.com", 2), []);
        const { paid, lead: paymentLead } = await recordPayment(store, "Sam@example.com");
        const other = newLead({ payload: { name: "Kim", email: "kim@example.com" } });
        await store.insertLead(other, [{ target: "form", status: "pending" }]);

        const counts = await store.erasePerson({ email: "SAM@example.com" }, by);

        expect(counts).toEqual({ lead: 2, delivery: 4, contact: 1, download: 2, payment: 1 });
        const leads = await store.listLeads();
        expect(leads.map((lead) => lead.id).sort()).toEqual([other.id, paymentLead.id].sort());
        expect(leads.find((lead) => lead.id === paymentLead.id)).toMatchObject({
          payload: { amount: "$297.00", paymentStatus: "paid", sessionId: paid.sessionId },
          deliveries: [],
        });
        expect(leads.find((lead) => lead.id === other.id)?.deliveries).toHaveLength(1);
        expect(await store.listContacts()).toEqual([]);
        expect(await store.listPayments()).toEqual([
          expect.objectContaining({
            sessionId: paid.sessionId,
            amountTotal: 29700,
            currency: "usd",
            paidAt: T0,
            customerEmail: null,
            customerName: null,
            attribution: {},
          }),
        ]);
        const found = await store.findPerson({ email: "sam@example.com" }, by);
        expect(found).toEqual({ leads: [], contacts: [], payments: [] });
        const erased = (await auditRows()).filter((row) => row.action === "erase");
        expect(erased.map((row) => [row.record_kind, row.record_count])).toEqual([
          ["lead", 2],
          ["delivery", 4],
          ["contact", 1],
          ["download", 2],
          ["payment", 1],
        ]);
      });

      it("takes a lead that arrives after an erasure as a new lead", async () => {
        await store.insertLead(newLead({ payload: { name: "Sam", phone: "0412 345 678" } }), []);
        await store.erasePerson({ phone: "0412345678" }, by);

        const again = await store.insertLead(
          newLead({ payload: { name: "Sam", phone: "0412 345 678" } }),
          [{ target: "form", status: "pending" }],
        );
        const contact = await store.recordResourceRequest(
          resourceRequest("sam@example.com", 5),
          [],
        );

        expect(again.status).toBe("created");
        expect(contact).toMatchObject({ status: "stored", isExisting: false });
        expect(await store.listLeads()).toHaveLength(2);
      });

      it("corrects a detail only where a record holds it, in leads, contacts and payments", async () => {
        const debt = newLead({ payload: { name: "Sam", phone: "0412 345 678" } });
        const contact = newLead({
          kind: "contact",
          payload: { name: "Sam", email: "sam@example.com", phone: "", message: "hi" },
        });
        await store.insertLead(debt, []);
        await store.insertLead(contact, []);
        await store.recordResourceRequest(resourceRequest("sam@example.com", 1), []);
        await recordPayment(store, "sam@example.com");

        const outcome = await store.correctPerson(
          { email: "Sam@Example.com" },
          { email: "Sam.New@example.com", phone: "0499 999 999", name: "Samantha" },
          by,
        );

        expect(outcome).toEqual({
          status: "corrected",
          counts: { lead: 3, delivery: 0, contact: 1, download: 0, payment: 1 },
        });
        const leads = await store.listLeads();
        expect(leads.find((lead) => lead.id === contact.id)?.payload).toMatchObject({
          name: "Samantha",
          email: "Sam.New@example.com",
          phone: "",
        });
        expect(leads.find((lead) => lead.id === debt.id)?.payload).toMatchObject({
          name: "Sam",
          phone: "0412 345 678",
        });
        expect((await store.listContacts())[0]).toMatchObject({
          email: "sam.new@example.com",
          name: "Samantha",
        });
        expect((await store.listPayments())[0]).toMatchObject({
          customerEmail: "Sam.New@example.com",
          customerName: "Samantha",
        });
        expect(await store.findPerson({ email: "sam@example.com" }, by)).toEqual({
          leads: [],
          contacts: [],
          payments: [],
        });
      });

      it("refuses to move a contact onto an e-mail another contact has", async () => {
        await store.recordResourceRequest(resourceRequest("sam@example.com", 1), []);
        await store.recordResourceRequest(resourceRequest("kim@example.com", 2), []);

        const outcome = await store.correctPerson(
          { email: "sam@example.com" },
          { email: "KIM@example.com" },
          by,
        );

        expect(outcome).toEqual({ status: "email_taken" });
        expect((await store.listContacts()).map((c) => c.email).sort()).toEqual([
          "kim@example.com",
          "sam@example.com",
        ]);
      });
    },
  );
}
