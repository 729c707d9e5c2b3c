import type { Queryable } from "../database/sql";
import { type CampaignFilter, campaignConditions } from "../desk/filter";

/*
 * The report's leads, counted from the leads stored (spam left out) and how far the desk moved
 * them: never from a page's beacons, which anyone can send and a leaving page may never send.
 */

/** Which touch a lead's campaign and source are read from. */
export const TOUCH_MODELS = ["last", "first"] as const;
export type TouchModel = (typeof TOUCH_MODELS)[number];

/** A group's stored leads and how many reached contacted, qualified and settled. */
export interface LeadTotals {
  leads: number;
  contacted: number;
  qualified: number;
  settled: number;
}

export interface LeadGroup extends LeadTotals {
  value: string;
}

/** A range's stored leads summed the ways the report shows them. */
export interface LeadCounts {
  byDay: LeadGroup[];
  byCampaign: LeadGroup[];
  bySource: LeadGroup[];
  byPath: LeadGroup[];
  byWidget: (LeadGroup & { widget: string; variant: string })[];
}

/** One experiment arm's stored leads. */
export interface ArmLeads extends LeadTotals {
  experiment: string;
  arm: string;
}

export interface LeadReportStore {
  /**
   * The stored leads of `from` to `to` inclusive (`YYYY-MM-DD`, days in `timeZone`, an IANA
   * name) by day, campaign and source (of the `model`'s touch), page and widget with variant;
   * with `filter`, only those whose touch matches it.
   */
  leadCounts(
    from: string,
    to: string,
    options: { model: TouchModel; timeZone: string; filter?: CampaignFilter },
  ): Promise<LeadCounts>;
  /** The stored leads of the range per experiment arm they were sent with. */
  armLeads(from: string, to: string, timeZone: string): Promise<ArmLeads[]>;
}

/** Stages at or past each outcome the report shows. */
const PAST = {
  contacted: ["contacted", "booked", "qualified", "applied", "approved", "settled"],
  qualified: ["qualified", "applied", "approved", "settled"],
  settled: ["settled"],
} as const;

const reached = (stages: readonly string[]) =>
  `EXISTS (SELECT 1 FROM lead_stage_changes c WHERE c.lead_id = l.id
     AND c.stage IN (${stages.map((stage) => `'${stage}'`).join(", ")}))`;

/** The range's leads as rows of `l`: `$1` from, `$2` to, `$3` the time zone. */
const IN_RANGE = `NOT l.is_spam
  AND l.created_at >= ($1::date::timestamp AT TIME ZONE $3)
  AND l.created_at < (($2::date + 1)::timestamp AT TIME ZONE $3)`;

const TOTALS = `count(*)::float8 AS leads,
  count(*) FILTER (WHERE contacted)::float8 AS contacted,
  count(*) FILTER (WHERE qualified)::float8 AS qualified,
  count(*) FILTER (WHERE settled)::float8 AS settled`;

const STAGES = `${reached(PAST.contacted)} AS contacted, ${reached(PAST.qualified)} AS qualified,
  ${reached(PAST.settled)} AS settled`;

const totalsOf = (row: Record<string, unknown>): LeadTotals => ({
  leads: Number(row.leads),
  contacted: Number(row.contacted),
  qualified: Number(row.qualified),
  settled: Number(row.settled),
});

export function createLeadReportStore(sql: Queryable): LeadReportStore {
  return {
    async leadCounts(from, to, { model, timeZone, filter = {} }) {
      // The first touch is the last where the visit had only one.
      const touch =
        model === "first"
          ? "coalesce(l.payload->'attribution'->'firstTouch', l.payload->'attribution')"
          : "l.payload->'attribution'";
      const params: unknown[] = [from, to, timeZone];
      const matching = campaignConditions(
        filter,
        (key) => `${touch}->>'${key}'`,
        (value) => `$${params.push(value)}`,
      ).map((condition) => ` AND ${condition}`);
      const rows = await sql.query(
        `WITH l AS (
           SELECT to_char((l.created_at AT TIME ZONE $3)::date, 'YYYY-MM-DD') AS day,
             coalesce(${touch}->>'utm_campaign', '') AS campaign,
             coalesce(${touch}->>'utm_source', '') AS source,
             coalesce(l.payload->'page'->>'path', '') AS path,
             coalesce(l.payload->'page'->>'widget', '') AS widget,
             coalesce(l.payload->'page'->>'variant', '') AS variant,
             ${STAGES}
           FROM leads l WHERE ${IN_RANGE}${matching.join("")})
         SELECT GROUPING(day, campaign, source, path, widget) AS grouping,
           day, campaign, source, path, widget, variant, ${TOTALS}
         FROM l GROUP BY GROUPING SETS ((day), (campaign), (source), (path), (widget, variant))`,
        params,
      );
      const counts: LeadCounts = {
        byDay: [],
        byCampaign: [],
        bySource: [],
        byPath: [],
        byWidget: [],
      };
      // GROUPING(...) has a bit set for each column left out, the first column highest.
      const lists: Record<number, [LeadGroup[], string]> = {
        15: [counts.byDay, "day"],
        23: [counts.byCampaign, "campaign"],
        27: [counts.bySource, "source"],
        29: [counts.byPath, "path"],
      };
      for (const row of rows) {
        const grouping = Number(row.grouping);
        if (grouping === 0b11110) {
          const widget = String(row.widget);
          const variant = String(row.variant);
          counts.byWidget.push({
            value: variant ? `${widget} ${variant}` : widget,
            widget,
            variant,
            ...totalsOf(row),
          });
          continue;
        }
        const [list, column] = lists[grouping] ?? [];
        if (list && column) list.push({ value: String(row[column]), ...totalsOf(row) });
      }
      counts.byDay.sort((a, b) => a.value.localeCompare(b.value));
      return counts;
    },

    async armLeads(from, to, timeZone) {
      const rows = await sql.query(
        `WITH l AS (SELECT l.id, l.payload, ${STAGES} FROM leads l WHERE ${IN_RANGE})
         SELECT arm.key AS experiment, arm.value AS arm, ${TOTALS}
         FROM l, jsonb_each_text(CASE WHEN jsonb_typeof(l.payload->'page'->'arms') = 'object'
           THEN l.payload->'page'->'arms' ELSE '{}'::jsonb END) AS arm
         GROUP BY 1, 2 ORDER BY 1, 2`,
        [from, to, timeZone],
      );
      return rows.map((row) => ({
        experiment: String(row.experiment),
        arm: String(row.arm),
        ...totalsOf(row),
      }));
    },
  };
}
