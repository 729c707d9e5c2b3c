import type { Migration } from "./migration";

export default {
  version: 13,
  name: "leads counted by their page, first touch and experiment arms",
  statements: [
    // A lead's page (path, site, widget, variant, experiment arms) and its first touch are in
    // its payload beside the last touch (`page`, `attribution.firstTouch`). The report reads a
    // range of days through `leads_inbox`; these serve a campaign's or an arm's leads alone.
    `CREATE INDEX leads_first_campaign ON leads
        ((coalesce(payload->'attribution'->'firstTouch', payload->'attribution')->>'utm_campaign'))
        WHERE NOT is_spam`,
    "CREATE INDEX leads_arms ON leads USING gin ((payload->'page'->'arms')) WHERE NOT is_spam",
  ],
} satisfies Migration;
