import { DEFAULT_BUSINESS_TIME_ZONE } from "../../settings/business-time-zone";
import { afterCondition } from "./order";
import type { InboxCursor, InboxFilter, InboxSort } from "./types";

const isDay = (value: Date | string): value is string => typeof value === "string";

/** `%`, `_` and `\` stand for themselves in a search. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A campaign value as the filters compare it: lower case, without spaces, hyphens and
 * underscores, so `Spring Sale` finds `spring-sale` and `Google` finds `google`.
 */
export const campaignText = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, "");

/** The attribution key each campaign filter reads. */
export const CAMPAIGN_KEYS = {
  campaign: "utm_campaign",
  campaignSource: "utm_source",
  campaignMedium: "utm_medium",
} as const;
export type CampaignKey = (typeof CAMPAIGN_KEYS)[keyof typeof CAMPAIGN_KEYS];

/** Text typed in the campaign filters (`InboxFilter`'s names): the inbox's and the report's. */
export type CampaignFilter = Pick<InboxFilter, keyof typeof CAMPAIGN_KEYS>;

/**
 * The SQL conditions of `filter`: the text `column(key)` gives for each attribution key holds
 * the typed text anywhere (`consol` finds `debt-consol`), compared as `campaignText` reads both;
 * `param` adds each pattern as a parameter and names it.
 */
export function campaignConditions(
  filter: CampaignFilter,
  column: (key: CampaignKey) => string,
  param: (value: unknown) => string,
): string[] {
  const parts: string[] = [];
  for (const [name, key] of Object.entries(CAMPAIGN_KEYS)) {
    const typed = filter[name as keyof CampaignFilter];
    if (typed === undefined) continue;
    const text = campaignText(typed);
    // A lead without the value compares '', which only empty text finds: saying so lets the
    // campaign filter read its index, which leaves such leads out (migration 28).
    const value = `regexp_replace(lower(coalesce(${column(key)}, '')), '[[:space:]_-]+', '', 'g')`;
    const like = `${value} LIKE ${param(`%${likeEscaped(text)}%`)}`;
    parts.push(text ? `${column(key)} IS NOT NULL AND ${like}` : like);
  }
  return parts;
}

/** A WHERE clause and its parameters, numbered from `$1`. */
export interface Where {
  sql: string;
  params: unknown[];
}

/**
 * The SQL condition on `leads` (no alias) for `filter`; spam never matches. `withStage: false`
 * leaves the stage out (the counts per stage), `after` starts a page after that lead in `sort`'s
 * order (newest first unless given).
 */
export function inboxWhere(
  filter: InboxFilter,
  {
    withStage = true,
    after,
    sort = "newest",
  }: { withStage?: boolean; after?: InboxCursor; sort?: InboxSort } = {},
): Where {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts = ["NOT is_spam"];
  // The broker's days: a filter by day counts from midnight in this zone.
  const zone = () => param(filter.timeZone ?? DEFAULT_BUSINESS_TIME_ZONE);
  if (filter.kinds && filter.kinds.length > 0) {
    parts.push(`kind = ANY(${param(filter.kinds)}::text[])`);
  }
  if (withStage && filter.stage) parts.push(`stage = ${param(filter.stage)}`);
  if (filter.from !== undefined) {
    const from = filter.from;
    parts.push(
      isDay(from)
        ? `created_at >= (${param(from)}::date::timestamp AT TIME ZONE ${zone()})`
        : `created_at >= ${param(from.toISOString())}::timestamptz`,
    );
  }
  if (filter.to !== undefined) {
    const to = filter.to;
    parts.push(
      isDay(to)
        ? `created_at < ((${param(to)}::date + 1)::timestamp AT TIME ZONE ${zone()})`
        : `created_at <= ${param(to.toISOString())}::timestamptz`,
    );
  }
  parts.push(...campaignConditions(filter, (key) => `payload->'attribution'->>'${key}'`, param));
  for (const text of filter.search?.text ?? []) {
    parts.push(`search LIKE ${param(`%${likeEscaped(text)}%`)}`);
  }
  if (filter.search?.digits) {
    parts.push(`search LIKE ${param(`%${filter.search.digits}%`)}`);
  }
  if (filter.overdueAt) {
    parts.push(
      `follow_up_at <= ${param(filter.overdueAt.toISOString())}::timestamptz`,
      "stage NOT IN ('settled', 'lost')",
    );
  }
  if (filter.dueWithin) {
    parts.push(
      `follow_up_at >= ${param(filter.dueWithin.from.toISOString())}::timestamptz`,
      `follow_up_at < ${param(filter.dueWithin.to.toISOString())}::timestamptz`,
      "stage NOT IN ('settled', 'lost')",
    );
  }
  if (after) parts.push(afterCondition(after, sort, param));
  return { sql: parts.join(" AND "), params };
}
