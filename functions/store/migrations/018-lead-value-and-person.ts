import type { Migration } from "./migration";

export default {
  version: 18,
  name: "what a lead is worth, and whose it is",
  statements: [
    // A lead's value in whole dollars, as `leadWant` (functions/desk/inbox/lead-value.ts) reads
    // it; the store suite holds the two to the same answers. A debt lead: the calculator's
    // debts added up, else its band's midpoint (the open top band its floor); a pre-approval:
    // the first number of the loan amount as typed, `k` and `m` counted; anything else: none.
    // Every read is guarded (a type checked before a cast, a number matched before it is read),
    // so a payload of any shape gives a value or none and a lead is never refused for its value;
    // no exception handler, which would open a subtransaction for every lead stored.
    `CREATE FUNCTION lead_value(kind text, payload jsonb) RETURNS numeric
        LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
        DECLARE
          total numeric;
          found text[];
        BEGIN
          IF kind = 'debt' THEN
            IF jsonb_typeof(payload->'calculator'->'debts') = 'array' THEN
              SELECT sum((debt->>'balance')::numeric) INTO total
                FROM jsonb_array_elements(payload->'calculator'->'debts') AS debt
                WHERE jsonb_typeof(debt->'balance') = 'number';
              IF total > 0 THEN RETURN round(least(total, 1000000000)); END IF;
            END IF;
            RETURN CASE payload->>'debtAmount'
              WHEN '$0 - $10,000' THEN 5000
              WHEN '$10,000 - $30,000' THEN 20000
              WHEN '$30,000 - $50,000' THEN 40000
              WHEN '$50,000+' THEN 50000
            END;
          ELSIF kind = 'pre-approval' THEN
            found := regexp_match(
              regexp_replace(lower(payload->>'loanAmount'), '[[:space:],$]', '', 'g'),
              '([0-9]+(?:\\.[0-9]+)?)(thousand|million|mil|k|m)?');
            IF found IS NULL THEN RETURN NULL; END IF;
            RETURN round(least(found[1]::numeric * CASE
                WHEN found[2] IN ('k', 'thousand') THEN 1000
                WHEN found[2] IN ('m', 'mil', 'million') THEN 1000000
                ELSE 1
              END, 1000000000));
          END IF;
          RETURN NULL;
        END $$`,
    // The value (0 for none, so it sorts last) and the person's two keys: the phone or mobile
    // in its one Australian form (`au_phone_key`) and the e-mail in lower case. Leads sharing
    // either are one person's.
    `ALTER TABLE leads
        ADD COLUMN value numeric NOT NULL GENERATED ALWAYS AS (coalesce(lead_value(kind, payload), 0)) STORED,
        ADD COLUMN phone_key text GENERATED ALWAYS AS (
          coalesce(au_phone_key(payload->>'phone'), au_phone_key(payload->>'mobile'))
        ) STORED,
        ADD COLUMN email_key text GENERATED ALWAYS AS (nullif(lower(btrim(payload->>'email')), '')) STORED`,
    // The counts and total values per stage, still from one narrow index.
    "DROP INDEX leads_stage",
    "CREATE INDEX leads_stage ON leads (stage) INCLUDE (value) WHERE NOT is_spam",
    // The inbox by value, and by the follow-up due first (leads without one after them).
    "CREATE INDEX leads_by_value ON leads (value DESC, id DESC) WHERE NOT is_spam",
    `CREATE INDEX leads_by_follow_up ON leads
        ((coalesce(follow_up_at, 'infinity'::timestamptz)), id) WHERE NOT is_spam`,
    "CREATE INDEX leads_phone_key ON leads (phone_key) WHERE phone_key IS NOT NULL AND NOT is_spam",
    "CREATE INDEX leads_email_key ON leads (email_key) WHERE email_key IS NOT NULL AND NOT is_spam",
  ],
} satisfies Migration;
