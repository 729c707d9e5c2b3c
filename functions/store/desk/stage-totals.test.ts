import { describe, expect, it } from "vitest";
import { newLead, T0 } from "../../../tests/fixtures/new-lead";
import { suiteStore } from "../../../tests/fixtures/suite-store";
import { storeBackends } from "../../../tests/fixtures/test-databases";
import type { Sql } from "../database/sql";
import type { Store } from "../types";

/*
 * The inbox with no filter reads each stage's count and value from the totals the database
 * keeps as leads change (migration 24); a filter that holds every lead adds them up from the
 * leads themselves. Whatever happens to the leads, both must say the same.
 */

const NOW = new Date("2030-06-01T00:00:00.000Z");
/** Every lead, added up from the leads: the arrival of each is after 1970. */
const EVERY_LEAD = { from: new Date(0) };
const debt = (debtAmount: string) => ({ name: "Tot", phone: "0400 000 000", debtAmount });

for (const backend of storeBackends()) {
  describe.skipIf(!backend.enabled)(
    `each stage's totals on ${backend.name}`,
    { timeout: 60_000 },
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

      const totals = async () => {
        const kept = await store.tallyInbox({}, NOW);
        expect(kept).toEqual(await store.tallyInbox(EVERY_LEAD, NOW));
        return kept;
      };

      it("stay those of the leads as they arrive, move, turn out spam, are corrected and erased", async () => {
        const ids: string[] = [];
        for (const amount of ["$10,000 - $30,000", "$30,000 - $50,000", "$50,000+"]) {
          const lead = newLead({ payload: debt(amount) });
          ids.push(lead.id);
          await store.insertLead(lead, []);
        }
        // Several at once, as the group commit writes them: one statement.
        await Promise.all(
          Array.from({ length: 4 }, () =>
            store.insertLead(newLead({ payload: debt("$50,000+") }), []),
          ),
        );
        await store.insertLead(newLead({ isSpam: true, payload: debt("$50,000+") }), []);
        const arrived = await totals();
        expect(arrived.counts.new).toBe(7);
        expect(arrived.values.new).toBeGreaterThan(0);

        await sql.query("UPDATE leads SET stage = 'qualified' WHERE id = ANY($1::uuid[])", [
          ids.slice(0, 2),
        ]);
        await sql.query("UPDATE leads SET follow_up_at = $2 WHERE id = $1", [ids[2], T0]);
        await sql.query("UPDATE leads SET is_spam = true WHERE id = $1", [ids[2]]);
        await sql.query(
          `UPDATE leads SET payload = payload || '{"debtAmount": "$50,000+"}'::jsonb WHERE id = $1`,
          [ids[0]],
        );
        const moved = await totals();
        expect([moved.counts.new, moved.counts.qualified]).toEqual([4, 2]);

        await sql.query("DELETE FROM leads WHERE id = $1", [ids[1]]);
        expect((await totals()).counts.qualified).toBe(1);
      });

      it("are kept by kind too: a kind's totals stay those of its leads as they arrive, move, change kind and are erased", async () => {
        const byKind = async (kinds: string[]) => {
          const kept = await store.tallyInbox({ kinds }, NOW);
          expect(kept).toEqual(await store.tallyInbox({ kinds, ...EVERY_LEAD }, NOW));
          return kept;
        };
        const ids: string[] = [];
        for (const kind of ["debt", "debt", "pre-approval", "contact"]) {
          const lead = newLead({ kind, payload: debt("$30,000 - $50,000") });
          ids.push(lead.id);
          await store.insertLead(lead, []);
        }
        expect((await byKind(["debt"])).counts.new).toBe(2);
        expect((await byKind(["debt", "contact"])).counts.new).toBe(3);

        await sql.query("UPDATE leads SET stage = 'contacted' WHERE id = $1", [ids[0]]);
        await sql.query("UPDATE leads SET kind = 'contact' WHERE id = $1", [ids[1]]);
        const debtNow = await byKind(["debt"]);
        expect([debtNow.counts.new, debtNow.counts.contacted]).toEqual([0, 1]);
        expect((await byKind(["contact"])).counts.new).toBe(2);

        await sql.query("DELETE FROM leads WHERE id = $1", [ids[2]]);
        expect((await byKind(["pre-approval"])).counts.new).toBe(0);
        await totals();
      });

      it("stay right past the changes folded into one row a stage, and start again from none when emptied", async () => {
        for (let i = 0; i < 230; i++) {
          await store.insertLead(newLead({ payload: debt("$10,000 - $30,000") }), []);
        }
        await sql.query(
          "UPDATE leads SET stage = 'contacted' WHERE id IN (SELECT id FROM leads LIMIT 30)",
        );
        expect((await totals()).counts).toMatchObject({ new: 200, contacted: 30 });
        const [kept] = await sql.query("SELECT count(*) AS rows FROM lead_stage_totals");
        expect(Number(kept?.rows)).toBeLessThanOrEqual(2);

        await sql.query("TRUNCATE leads CASCADE");
        expect((await totals()).counts).toMatchObject({ new: 0, contacted: 0 });
      });
    },
  );
}
