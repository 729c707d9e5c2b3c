import type { Sql } from "../../functions/store";

const LEADS = 100_000;

/** The bench's present: the leads arrived over the year before it. */
export const INBOX_NOW = new Date("2030-06-01T00:00:00Z");

/*
 * 100,000 leads over a year: 60 first names × 80 surnames, phones typed three ways, a fifth with a
 * campaign, stages spread, 2% spam. Written in one statement (the notify trigger off meanwhile:
 * no desk is listening to a bulk load).
 */
const FILL = `
  WITH n AS (
    SELECT i,
      (ARRAY['Jane','John','Raj','Mei','Liam','Olivia','Noah','Ava','Jack','Isla','Aarav','Chloe',
        'Lucas','Mia','Ethan','Zoe','Oscar','Ruby','Leo','Grace','Henry','Ella','Max','Sophie',
        'Harry','Amelia','James','Charlotte','William','Lily','Thomas','Emily','Samuel','Hannah',
        'Daniel','Sarah','Ben','Lucy','Adam','Anna','Ali','Fatima','Wei','Priya','Tom','Kate',
        'Sam','Jess','Nick','Emma','Luke','Amy','Josh','Laura','Matt','Kim','Dev','Nina','Omar','Tara']
      )[1 + i % 60] AS first,
      (ARRAY['Smith','Jones','Williams','Brown','Wilson','Taylor','Johnson','White','Martin',
        'Anderson','Thompson','Nguyen','Thomas','Walker','Harris','Lee','Ryan','Robinson','Kelly',
        'King','Davis','Wright','Evans','Roberts','Green','Hall','Wood','Jackson','Clarke','Patel',
        'Khan','Lewis','James','Phillips','Mitchell','Turner','Campbell','Young','Hill','Scott',
        'Moore','Cooper','Ward','Morris','Baker','Cook','Edwards','Bell','Murphy','Hughes','Price',
        'Bailey','Parker','Collins','Stewart','Chen','Wang','Li','Zhang','Singh','Kumar','Sharma',
        'Tran','Le','Pham','Murray','Kennedy','Graham','Reid','Ross','Hamilton','Gray','Watson',
        'Fraser','Morrison','Russell','Duncan','Ferguson','Bruce','Grant']
      )[1 + (i / 60) % 80] AS last,
      lpad(((i * 7919) % 100000000)::text, 8, '0') AS digits
    FROM generate_series(1, ${LEADS}) AS i
  )
  INSERT INTO leads (id, idempotency_key, kind, payload, body_hash, source, is_spam, created_at,
    stage, follow_up_at)
  SELECT gen_random_uuid(), 'bench-' || i,
    (ARRAY['debt','debt','debt','pre-approval','contact','resource-download','payment'])[1 + i % 7],
    jsonb_build_object(
      'name', first || ' ' || last,
      'email', lower(first) || '.' || lower(last) || i || '@example.com',
      CASE WHEN i % 7 = 3 THEN 'mobile' ELSE 'phone' END,
      CASE i % 3
        WHEN 0 THEN '04' || substr(digits, 1, 2) || ' ' || substr(digits, 3, 3) || ' ' || substr(digits, 6, 3)
        WHEN 1 THEN '+614' || digits
        ELSE '04' || digits END,
      'attribution', CASE WHEN i % 5 = 0
        THEN jsonb_build_object('utm_source', 'google', 'utm_campaign', 'campaign-' || (i % 40),
          'landingPage', 'https://debt.example.com/')
        ELSE '{}'::jsonb END),
    'bench', 'bench', i % 50 = 0, $1::timestamptz - (i || ' minutes')::interval * 5,
    (ARRAY['new','new','new','contacted','qualified','applied','approved','settled','lost'])[1 + i % 9],
    CASE WHEN i % 97 = 0 THEN $1::timestamptz + ((i % 11) - 5 || ' days')::interval END
  FROM n`;

/** Fills an empty, migrated store with the 100,000 leads. */
export async function fillInbox(sql: Sql): Promise<void> {
  await sql.query("ALTER TABLE leads DISABLE TRIGGER leads_notify_desk");
  await sql.query(FILL, [INBOX_NOW.toISOString()]);
  await sql.query("ALTER TABLE leads ENABLE TRIGGER leads_notify_desk");
  // What autovacuum leaves a table in use with: statistics, and a visibility map that lets the
  // counts per stage read the stage index alone. Right after a bulk load one pass marks only
  // part of the table all-visible; the second marks the rest.
  await sql.query("VACUUM ANALYZE leads");
  await sql.query("VACUUM leads");
}
