import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newLead, T0 } from "../../../tests/fixtures/new-lead";
import { suiteStore } from "../../../tests/fixtures/suite-store";
import { storeBackends } from "../../../tests/fixtures/test-databases";
import type { Sql } from "../database/sql";
import { openSql } from "../index";
import { createStore } from "../store";
import type { Store } from "../types";
import type { InboxFilter } from "./types";

const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

for (const backend of storeBackends()) {
  describe.skipIf(!backend.enabled)(`the inbox on ${backend.name}`, { timeout: 30_000 }, () => {
    let sql: Sql;
    let store: Store;
    let env: Record<string, string>;
    suiteStore(
      backend,
      (ready) => {
        ({ sql, store, env } = ready);
      },
      ["leads", "deliveries", "payments", "contacts", "contact_downloads"],
    );

    const names = async (filter: InboxFilter) =>
      (await store.listInbox(filter, { limit: 100 })).map((lead) => lead.payload.name);

    it("lists every lead but spam, newest first, with its deliveries", async () => {
      await store.insertLead(newLead({ payload: { name: "Older" }, createdAt: at(1) }), [
        { target: "form", status: "pending" },
      ]);
      await store.insertLead(
        newLead({ payload: { name: "Bot" }, isSpam: true, createdAt: at(2) }),
        [],
      );
      await store.insertLead(newLead({ payload: { name: "Newer" }, createdAt: at(3) }), []);

      const leads = await store.listInbox({}, { limit: 10 });

      expect(leads.map((lead) => lead.payload.name)).toEqual(["Newer", "Older"]);
      expect(leads[1]?.deliveries).toEqual([
        expect.objectContaining({ target: "form", status: "pending" }),
      ]);
      expect(leads[0]?.stage).toBe("new");
    });

    it("finds a phone number typed in any form, and a name or e-mail in any case", async () => {
      await store.insertLead(
        newLead({ payload: { name: "Jane Smith", phone: "0412 345 678" } }),
        [],
      );
      await store.insertLead(
        newLead({
          kind: "pre-approval",
          payload: { name: "Raj Patel", mobile: "+61412345679", email: "Raj@Example.com" },
        }),
        [],
      );
      await store.insertLead(
        newLead({ payload: { name: "Other Person", phone: "0298 765 432" } }),
        [],
      );

      const digits = (d: string) => ({ search: { text: [], digits: d } });
      expect(await names(digits("0412345"))).toEqual(
        expect.arrayContaining(["Jane Smith", "Raj Patel"]),
      );
      expect(await names(digits("0412345"))).toHaveLength(2);
      expect(await names(digits("0412345679"))).toEqual(["Raj Patel"]);
      expect(await names({ search: { text: ["smith"], digits: null } })).toEqual(["Jane Smith"]);
      expect(await names({ search: { text: ["raj@example"], digits: null } })).toEqual([
        "Raj Patel",
      ]);
      expect(await names({ search: { text: ["jane", "patel"], digits: null } })).toEqual([]);
      // A % typed is a percent sign, not "anything".
      expect(await names({ search: { text: ["%"], digits: null } })).toEqual([]);
    });

    it("pages through leads stored at the same instant without a gap or a repeat", async () => {
      for (let i = 0; i < 7; i++) {
        await store.insertLead(newLead({ payload: { name: `Same ${i}` }, createdAt: at(5) }), []);
      }
      await store.insertLead(newLead({ payload: { name: "Earlier" }, createdAt: at(1) }), []);
      const seen: string[] = [];
      let after: { createdAt: Date; id: string } | undefined;
      for (;;) {
        const page = await store.listInbox({}, { after, limit: 3 });
        seen.push(...page.map((lead) => lead.id));
        const last = page.at(-1);
        if (page.length < 3 || !last) break;
        after = { createdAt: last.createdAt, id: last.id };
      }
      expect(seen).toHaveLength(8);
      expect(new Set(seen).size).toBe(8);
      expect((await store.listInbox({}, { limit: 100 })).map((lead) => lead.id)).toEqual(seen);
    });

    it("filters by kind, days, campaign and source, and counts each stage of the filter", async () => {
      const google = { utm_source: "google", utm_campaign: "spring" };
      const first = newLead({ payload: { name: "A", attribution: google }, createdAt: at(0) });
      await store.insertLead(first, []);
      await store.insertLead(
        newLead({
          kind: "contact",
          payload: { name: "B", attribution: google },
          createdAt: at(60 * 24),
        }),
        [],
      );
      await store.insertLead(
        newLead({
          payload: { name: "C", attribution: { utm_source: "facebook" } },
          createdAt: at(60 * 24),
        }),
        [],
      );
      const by = { id: "u1", name: "Broker", at: at(60 * 48) };
      await store.setLeadStage(first.id, { stage: "contacted", lostReason: null }, by);

      expect(await names({ kinds: ["contact"] })).toEqual(["B"]);
      expect(await names({ campaign: "spring", campaignSource: "google" })).toEqual(["B", "A"]);
      expect(await names({ from: "2030-01-03" })).toEqual([]);
      expect(await names({ campaignSource: "facebook" })).toEqual(["C"]);
      // T0 is 11:00 on 1 January in Sydney; a day later is the 2nd there.
      expect((await names({ from: "2030-01-02", to: "2030-01-02" })).sort()).toEqual(["B", "C"]);
      expect(await names({ to: at(0) })).toEqual(["A"]);
      expect(await names({ stage: "contacted" })).toEqual(["A"]);

      const counts = await store.countInbox(
        { stage: "contacted", campaignSource: "google" },
        at(0),
      );
      expect(counts).toEqual({
        new: 1,
        contacted: 1,
        booked: 0,
        qualified: 0,
        applied: 0,
        approved: 0,
        settled: 0,
        lost: 0,
        overdue: 0,
      });
    });

    it("lists overdue follow-ups only when asked, and counts them", async () => {
      const due = newLead({ payload: { name: "Due" } });
      const later = newLead({ payload: { name: "Later" } });
      const settled = newLead({ payload: { name: "Settled" } });
      for (const lead of [due, later, settled]) await store.insertLead(lead, []);
      await store.setFollowUp(due.id, at(60));
      await store.setFollowUp(later.id, at(600));
      await store.setFollowUp(settled.id, at(60));
      await store.setLeadStage(
        settled.id,
        { stage: "settled", lostReason: null },
        { id: "u", name: "B", at: at(1) },
      );

      expect(await names({ overdueAt: at(120) })).toEqual(["Due"]);
      expect((await store.countInbox({}, at(120))).overdue).toBe(1);
    });

    it("forgets a lead's notes and stage history with the lead when a person is erased", async () => {
      const lead = newLead({ payload: { name: "Gone", phone: "0400 999 888" } });
      await store.insertLead(lead, []);
      const by = { id: "u1", name: "Broker", at: at(1) };
      await store.addLeadNote(lead.id, "Rang them", by);
      await store.setLeadStage(lead.id, { stage: "contacted", lostReason: null }, by);

      await store.erasePerson({ phone: "0400999888" }, { actor: "test", at: at(2) });

      const [left] = await sql.query(
        `SELECT (SELECT count(*)::int FROM lead_notes WHERE lead_id = $1) AS notes,
           (SELECT count(*)::int FROM lead_stage_changes WHERE lead_id = $1) AS changes`,
        [lead.id],
      );
      expect(left).toEqual({ notes: 0, changes: 0 });
    });

    it("tells a listener of each lead stored afterwards, however it was stored, but not spam", async () => {
      const heard: string[] = [];
      const stop = await store.onNewLead((id) => heard.push(id));
      const lead = newLead();
      await store.insertLead(lead, []);
      await store.insertLead(newLead({ isSpam: true }), []);
      const contact = newLead({ kind: "resource-download", payload: { email: "r@example.com" } });
      await store.recordResourceRequest(
        {
          idempotencyKey: randomUUID(),
          bodyHash: "h",
          email: "r@example.com",
          name: "",
          leadMagnet: "guide",
          fileName: "g.pdf",
          source: "lead-magnet-guide",
          createdAt: T0,
          lead: contact,
        },
        [],
      );
      await expect.poll(() => heard).toEqual([lead.id, contact.id]);
      await stop();
    });

    it("tells a listener of each lead whose forwarding changes status, but not of a device's push", async () => {
      const heard: string[] = [];
      const stop = await store.onLeadChanged((id) => heard.push(id));
      const pushed = newLead({ createdAt: at(0) });
      await store.insertLead(pushed, [{ target: "push:lead:device-1", status: "pending" }]);
      const mailed = newLead({ createdAt: at(0) });
      await store.insertLead(mailed, [{ target: "form", status: "pending" }]);
      // The push first: news comes in the order it was committed, so its news would come first.
      const claims = await store.claimDue({ now: at(1), leaseMs: 60_000, limit: 1_000 });
      for (const lead of [pushed, mailed]) {
        for (const claim of claims.filter((one) => one.lead.id === lead.id)) {
          await store.finishDelivery(claim, { status: "delivered", at: at(1) });
        }
      }
      await expect.poll(() => heard).toEqual([mailed.id]);
      await stop();
    });

    it("tells a listener of a lead booked in the scheduler or given a call-back time, but not twice for one booking", async () => {
      const heard: string[] = [];
      const stop = await store.onLeadChanged((id) => heard.push(id));
      const booked = newLead({ createdAt: at(0) });
      await store.insertLead(booked, []);
      const token = await store.issueBookingToken(booked.id);
      const booking = {
        scheduler: "cal" as const,
        ref: "cal-uid-1",
        eventType: "30 min call",
        startsAt: at(60),
      };
      await store.recordBooking({ leadId: booked.id, token }, booking, "embed", at(1));
      await store.recordBooking({ leadId: booked.id, token }, booking, "webhook", at(2));
      const calledBack = newLead({ createdAt: at(0) });
      await store.insertLead(calledBack, []);
      const its = await store.issueBookingToken(calledBack.id);
      await store.setCallbackTime(calledBack.id, its, "today-morning");
      await store.setCallbackTime(calledBack.id, its, "today-morning");
      await expect.poll(() => heard).toEqual([booked.id, calledBack.id]);
      await stop();
    });

    it.skipIf(backend.name !== "PostgreSQL")(
      "tells a desk connected to another process of a lead this one stored",
      async () => {
        const other = createStore(await openSql(env));
        try {
          const heard: string[] = [];
          const stop = await other.onNewLead((id) => heard.push(id));
          const lead = newLead();
          await store.insertLead(lead, []);
          await expect.poll(() => heard).toEqual([lead.id]);
          await stop();
        } finally {
          await other.close();
        }
      },
    );
  });
}
