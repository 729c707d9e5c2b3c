import type { Migration } from "./migration";

export default {
  version: 24,
  name: "each stage's count and value kept as leads change",
  statements: [
    // The inbox shows each stage's count and value on every first page; added up from 100,000
    // leads that took 150-330 ms a page. Kept instead as rows of changes (no row is updated, so
    // leads stored together never wait on one another), added up as the inbox reads them and
    // folded into one row a stage now and then (`compactStageTotals`). Spam is never counted.
    `CREATE TABLE lead_stage_totals (
      stage text NOT NULL,
      n bigint NOT NULL,
      total numeric NOT NULL
    )`,
    // Once a statement, whatever the number of leads it wrote (a batch of leads is one).
    `CREATE FUNCTION lead_stage_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO lead_stage_totals (stage, n, total)
            SELECT stage, count(*), sum(value) FROM added_leads WHERE NOT is_spam GROUP BY stage;
          RETURN NULL;
        END $$`,
    `CREATE FUNCTION lead_stage_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO lead_stage_totals (stage, n, total)
            SELECT stage, -count(*), -sum(value) FROM removed_leads WHERE NOT is_spam GROUP BY stage;
          RETURN NULL;
        END $$`,
    // Most updates (a follow-up, a booking, a correction) move nothing and write nothing.
    `CREATE FUNCTION lead_stage_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO lead_stage_totals (stage, n, total)
            SELECT stage, sum(n), sum(total) FROM (
              SELECT stage, 1 AS n, value AS total FROM new_leads WHERE NOT is_spam
              UNION ALL
              SELECT stage, -1, -value FROM old_leads WHERE NOT is_spam
            ) AS moved
            GROUP BY stage HAVING sum(n) <> 0 OR sum(total) <> 0;
          RETURN NULL;
        END $$`,
    `CREATE FUNCTION lead_stage_totals_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM lead_stage_totals;
          RETURN NULL;
        END $$`,
    `CREATE TRIGGER leads_stage_totals_added AFTER INSERT ON leads
        REFERENCING NEW TABLE AS added_leads
        FOR EACH STATEMENT EXECUTE FUNCTION lead_stage_totals_added()`,
    `CREATE TRIGGER leads_stage_totals_removed AFTER DELETE ON leads
        REFERENCING OLD TABLE AS removed_leads
        FOR EACH STATEMENT EXECUTE FUNCTION lead_stage_totals_removed()`,
    `CREATE TRIGGER leads_stage_totals_changed AFTER UPDATE ON leads
        REFERENCING OLD TABLE AS old_leads NEW TABLE AS new_leads
        FOR EACH STATEMENT EXECUTE FUNCTION lead_stage_totals_changed()`,
    `CREATE TRIGGER leads_stage_totals_emptied AFTER TRUNCATE ON leads
        FOR EACH STATEMENT EXECUTE FUNCTION lead_stage_totals_emptied()`,
    // The leads stored so far; the triggers above hold back every other writer until this commits.
    `INSERT INTO lead_stage_totals (stage, n, total)
        SELECT stage, count(*), sum(value) FROM leads WHERE NOT is_spam GROUP BY stage`,
  ],
} satisfies Migration;
