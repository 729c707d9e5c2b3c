import { describe, expect, it } from "vitest";
import { newLead } from "../../../tests/fixtures/new-lead";
import { suiteStore } from "../../../tests/fixtures/suite-store";
import { storeBackends } from "../../../tests/fixtures/test-databases";
import type { Sql } from "../database/sql";
import type { Store } from "../types";
import { inboxWhere } from "./filter";

for (const backend of storeBackends()) {
  describe.skipIf(!backend.enabled)(
    `the campaign filter's index on ${backend.name}`,
    { timeout: 30_000 },
    () => {
      let sql: Sql;
      let store: Store;
      suiteStore(
        backend,
        (ready) => {
          ({ sql, store } = ready);
        },
        ["leads", "deliveries"],
      );

      /** Index entries waiting in the GIN index's pending list, emptied by the call. */
      const pendingPages = async () =>
        Number(
          (await sql.query("SELECT gin_clean_pending_list('leads_campaign_text') AS n"))[0]?.n,
        );

      it("a lead that came without a campaign adds nothing to the campaign index", async () => {
        await pendingPages();

        await store.insertLead(newLead({ payload: { name: "Direct" } }), []);

        expect(await pendingPages()).toBe(0);
        await store.insertLead(
          newLead({ payload: { name: "Ad", attribution: { utm_campaign: "Spring Sale" } } }),
          [],
        );
        expect(await pendingPages()).toBe(1);
      });

      it("typed campaign text is found through the index, and empty text finds every lead", async () => {
        await store.insertLead(newLead({ payload: { name: "Direct" } }), []);
        await store.insertLead(
          newLead({ payload: { name: "Ad", attribution: { utm_campaign: "Spring Sale" } } }),
          [],
        );
        const names = async (campaign: string) =>
          (await store.listInbox({ campaign }, { limit: 10 })).map((lead) => lead.payload.name);

        expect(await names("spring-sa")).toEqual(["Ad"]);
        expect((await names(" - ")).sort()).toEqual(["Ad", "Direct"]);

        // Enough leads of other campaigns that reading them all costs more than the index.
        await sql.query(
          `INSERT INTO leads (id, idempotency_key, kind, payload, body_hash, source, is_spam, created_at)
           SELECT gen_random_uuid(), 'other-' || i, 'debt',
             jsonb_build_object('attribution', jsonb_build_object('utm_campaign', 'autumn-' || i)),
             'hash', 'debt-inline', false, now()
           FROM generate_series(1, 2000) AS i`,
        );
        await pendingPages();
        await sql.query("ANALYZE leads");
        const where = inboxWhere({ campaign: "spring" });
        const plan = await sql.transaction(async (tx) => {
          // A table this small is still cheaper to read whole; the question is whether the index can serve.
          await tx.query("SET LOCAL enable_seqscan = off");
          return tx.query(`EXPLAIN SELECT id FROM leads WHERE ${where.sql}`, where.params);
        });
        expect(plan.map((row) => Object.values(row).join("")).join("\n")).toContain(
          "leads_campaign_text",
        );
      });
    },
  );
}
