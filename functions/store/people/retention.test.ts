import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newLead, T0 } from "../../../tests/fixtures/new-lead";
import { suiteStore } from "../../../tests/fixtures/suite-store";
import { storeBackends } from "../../../tests/fixtures/test-databases";
import type { Sql } from "../database/sql";
import { openSql } from "../index";
import { createStore } from "../store";
import type { Store } from "../types";

const backends = storeBackends();
const DAY_MS = 86_400_000;
const day = (n: number) => new Date(T0.getTime() + n * DAY_MS);
const policy = { leadDays: 730, spamDays: 30, paymentDays: 2557 };

function resourceRequest(email: string, at: Date) {
  return {
    idempotencyKey: randomUUID(),
    bodyHash: "a",
    email,
    name: "",
    leadMagnet: "first-home-buyers-guide",
    fileName: "guide.pdf",
    source: "lead-magnet-guide",
    createdAt: at,
    lead: newLead({ kind: "resource-download", payload: { email }, createdAt: at }),
  };
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(
    `the retention purge on ${backend.name}`,
    { timeout: 30_000 },
    () => {
      let env: Record<string, string>;
      let sql: Sql;
      let store: Store;
      suiteStore(
        backend,
        (ready) => {
          ({ sql, store, env } = ready);
        },
        ["leads", "deliveries", "payments", "contacts", "contact_downloads", "privacy_audit"],
      );

      const purge = (now: Date, options = {}) =>
        store.purgeExpired({ now, policy, actor: "forwarder", ...options });
      const leadIds = async () => (await store.listLeads()).map((lead) => lead.id).sort();

      it("deletes spam after 30 days and other leads after the retention period, with their deliveries", async () => {
        const spam = newLead({ isSpam: true, createdAt: T0 });
        const lead = newLead({ createdAt: T0 });
        const later = newLead({ createdAt: day(700) });
        await store.insertLead(spam, [{ target: "form", status: "skipped", note: "honeypot" }]);
        await store.insertLead(lead, [{ target: "form", status: "pending" }]);
        await store.insertLead(later, [{ target: "form", status: "pending" }]);

        expect((await purge(day(30))).counts.lead).toBe(0);
        const afterSpam = await purge(day(30.001));
        const atRetention = await purge(day(730));
        const afterRetention = await purge(day(730.001));

        expect(afterSpam).toEqual({
          counts: { lead: 1, delivery: 1, contact: 0, download: 0, payment: 0 },
          more: false,
        });
        expect(atRetention.counts.lead).toBe(0);
        expect(afterRetention.counts).toMatchObject({ lead: 1, delivery: 1 });
        expect(await leadIds()).toEqual([later.id]);
        const audit = await sql.query(
          "SELECT actor, action, record_kind, record_count, subject_hash FROM privacy_audit ORDER BY id",
        );
        expect(audit).toEqual([
          {
            actor: "forwarder",
            action: "purge",
            record_kind: "lead",
            record_count: 1,
            subject_hash: null,
          },
          {
            actor: "forwarder",
            action: "purge",
            record_kind: "delivery",
            record_count: 1,
            subject_hash: null,
          },
          {
            actor: "forwarder",
            action: "purge",
            record_kind: "lead",
            record_count: 1,
            subject_hash: null,
          },
          {
            actor: "forwarder",
            action: "purge",
            record_kind: "delivery",
            record_count: 1,
            subject_hash: null,
          },
        ]);
      });

      it("blanks a payment's personal fields at the retention period and deletes it after seven years", async () => {
        const lead = newLead({
          kind: "payment",
          payload: { name: "Sam", email: "sam@example.com", amount: "$297.00", sessionId: "cs_1" },
          createdAt: T0,
        });
        await store.recordPayment(
          {
            eventId: "evt_1",
            sessionId: "cs_1",
            amountTotal: 29700,
            currency: "usd",
            paymentStatus: "paid",
            customerEmail: "sam@example.com",
            customerName: "Sam",
            attribution: { gclid: "Cj0" },
            paidAt: T0,
            recordedAt: T0,
          },
          lead,
          [{ target: "form", status: "pending" }],
        );

        const blanked = await purge(day(731));
        const [payment] = await store.listPayments();
        const [paymentLead] = await store.listLeads();
        const again = await purge(day(2000));
        const deleted = await purge(day(2558));

        expect(blanked.counts).toMatchObject({ payment: 1, delivery: 1, lead: 0 });
        expect(payment).toMatchObject({
          amountTotal: 29700,
          paidAt: T0,
          sessionId: "cs_1",
          customerEmail: null,
          customerName: null,
          attribution: {},
          deliveries: [],
        });
        expect(paymentLead?.payload).toEqual({ amount: "$297.00", sessionId: "cs_1" });
        expect(again.counts.payment).toBe(0);
        expect(deleted.counts).toMatchObject({ payment: 1, lead: 1 });
        expect(await store.listPayments()).toEqual([]);
        expect(await store.listLeads()).toEqual([]);
      });

      it("deletes a contact unused for the period, and old downloads of a contact still in use", async () => {
        await store.recordResourceRequest(resourceRequest("old@example.com", T0), []);
        await store.recordResourceRequest(resourceRequest("kim@example.com", T0), []);
        await store.recordResourceRequest(resourceRequest("kim@example.com", day(400)), []);

        const outcome = await purge(day(731));

        expect(outcome.counts).toMatchObject({ contact: 1, download: 2 });
        const contacts = await store.listContacts();
        expect(contacts.map((contact) => contact.email)).toEqual(["kim@example.com"]);
        expect(contacts[0]?.downloads.map((d) => d.createdAt)).toEqual([day(400)]);
      });

      it("works in batches, leaving what a run's budget does not reach for the next run", async () => {
        for (let i = 0; i < 5; i++) await store.insertLead(newLead({ isSpam: true }), []);

        const first = await purge(day(31), { batchSize: 2, maxBatches: 1 });
        const second = await purge(day(31), { batchSize: 2, maxBatches: 1 });
        const third = await purge(day(31), { batchSize: 2 });

        expect([first, second, third].map((run) => [run.counts.lead, run.more])).toEqual([
          [2, true],
          [2, true],
          [1, false],
        ]);
        expect(await store.listLeads()).toEqual([]);
      });

      it("deletes each row once when two processes purge at the same time", async () => {
        for (let i = 0; i < 40; i++) await store.insertLead(newLead({ isSpam: true }), []);
        // PostgreSQL: a second process's pool on the same database; PGlite has one process.
        const other = env.DATABASE_URL ? createStore(await openSql(env)) : store;
        const options = { now: day(31), policy, actor: "forwarder", batchSize: 5 };
        const runs = await Promise.all([store.purgeExpired(options), other.purgeExpired(options)]);
        if (other !== store) await other.close();

        expect(runs[0].counts.lead + runs[1].counts.lead).toBe(40);
        const [audited] = await sql.query(
          "SELECT sum(record_count) AS n FROM privacy_audit WHERE record_kind = 'lead'",
        );
        expect(Number(audited?.n)).toBe(40);
      });
    },
  );
}
