import type { Migration } from "./migration";

export default {
  version: 25,
  name: "each stage's count and value kept by kind too",
  statements: [
    // The inbox filtered by kind (Debt, Pre-approval…) added its stages' totals up from every
    // lead of those kinds (about 230 ms with 100,000 on PGlite): migration 24's totals are kept
    // by kind as well, and the inbox with no filter adds the kinds up.
    "LOCK TABLE leads IN SHARE ROW EXCLUSIVE MODE",
    "ALTER TABLE lead_stage_totals ADD COLUMN kind text NOT NULL DEFAULT ''",
    "ALTER TABLE lead_stage_totals ALTER COLUMN kind DROP DEFAULT",
    "DELETE FROM lead_stage_totals",
    `INSERT INTO lead_stage_totals (stage, kind, n, total)
        SELECT stage, kind, count(*), sum(value) FROM leads WHERE NOT is_spam GROUP BY stage, kind`,
    `CREATE OR REPLACE FUNCTION lead_stage_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO lead_stage_totals (stage, kind, n, total)
            SELECT stage, kind, count(*), sum(value) FROM added_leads WHERE NOT is_spam
            GROUP BY stage, kind;
          RETURN NULL;
        END $$`,
    `CREATE OR REPLACE FUNCTION lead_stage_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO lead_stage_totals (stage, kind, n, total)
            SELECT stage, kind, -count(*), -sum(value) FROM removed_leads WHERE NOT is_spam
            GROUP BY stage, kind;
          RETURN NULL;
        END $$`,
    `CREATE OR REPLACE FUNCTION lead_stage_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO lead_stage_totals (stage, kind, n, total)
            SELECT stage, kind, sum(n), sum(total) FROM (
              SELECT stage, kind, 1 AS n, value AS total FROM new_leads WHERE NOT is_spam
              UNION ALL
              SELECT stage, kind, -1, -value FROM old_leads WHERE NOT is_spam
            ) AS moved
            GROUP BY stage, kind HAVING sum(n) <> 0 OR sum(total) <> 0;
          RETURN NULL;
        END $$`,
  ],
} satisfies Migration;
