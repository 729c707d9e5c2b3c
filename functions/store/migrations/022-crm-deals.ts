import type { Migration } from "./migration";

export default {
  version: 22,
  name: "deals in the broker's CRM, their status and the CRM's rate limits",
  statements: [
    // The deal a lead became in a CRM: a row before the first attempt to create it (deal_id
    // null), so a retry after an answer that never came looks for the deal before making
    // another; the deal's id once the CRM answers. The status the CRM last reported, and the
    // CRM's own time of it, so an older status never overwrites a newer stage. Gone with its lead.
    `CREATE TABLE crm_deals (
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        crm text NOT NULL,
        deal_id text,
        status text,
        status_at timestamptz,
        settled_amount numeric,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (lead_id, crm)
      )`,
    "CREATE UNIQUE INDEX crm_deals_deal ON crm_deals (crm, deal_id) WHERE deal_id IS NOT NULL",
    // A CRM's word that a deal changed, come before we knew the deal (its creation's answer
    // still on its way): applied once the deal is linked to its lead. Holds no personal data.
    `CREATE TABLE crm_status_hints (
        crm text NOT NULL,
        deal_id text NOT NULL,
        received_at timestamptz NOT NULL,
        PRIMARY KEY (crm, deal_id)
      )`,
    // One token bucket per CRM limit, shared by every process: `tokens` as of `at`, refilled
    // at the limit's rate; `paused_until` set when the CRM said to wait (429 or 503 with
    // Retry-After), so no process calls it before then.
    `CREATE TABLE crm_rate_buckets (
        name text PRIMARY KEY,
        tokens double precision NOT NULL,
        at timestamptz NOT NULL,
        paused_until timestamptz
      )`,
  ],
} satisfies Migration;
