import { type InboxKind, inboxKinds } from "../../../src/content/desk-inbox";
import { looksLikePhone, nationalDigits } from "../../../src/schemas/phone";
import { addDays, dayIn, zonedMoment } from "../../business-days";
import { jsonError } from "../../context";
import type { CampaignFilter } from "../../store";
import {
  INBOX_SORTS,
  type InboxCursor,
  type InboxFilter,
  type InboxSort,
  isLeadId,
  STAGES,
  type Stage,
} from "../../store";

/*
 * The inbox's query string (`kind`, `stage`, `from`, `to`, `campaign`, `source` (the campaign's
 * source), `medium`, `q`, `overdue`, `due` (`today`: follow-ups due today on the broker's clock),
 * `sort`, `cursor`, `limit`) as a store filter, or a 400 saying which parameter is wrong. The list,
 * the counts and the export read the same one.
 */

const PAGE_SIZE = 50;
const PAGE_SIZE_MAX = 200;
const TEXT_MAX = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const bad = (message: string) => jsonError(400, "bad_filter", message);

/** A day (`2030-01-31`, kept as the day) or an instant (`2030-01-31T09:00:00Z`). */
function dateParam(value: string, name: string): Date | string | Response {
  if (DAY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value
      ? bad(`${name} is not a date: use YYYY-MM-DD or an ISO date and time`)
      : value;
  }
  const at = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : new Date(Number.NaN);
  return Number.isNaN(at.getTime())
    ? bad(`${name} is not a date: use YYYY-MM-DD or an ISO date and time`)
    : at;
}

/**
 * What a search box holds, as the store matches it. Something that reads as a phone number
 * ("0412 345", "+61 412 345") is matched by its digits in Australian form, in any part of the
 * number; anything else word by word, each in any part of the name or e-mail, in any case.
 */
export function searchOf(q: string): InboxFilter["search"] {
  const typed = q.trim().toLowerCase();
  if (typed === "") return undefined;
  if (looksLikePhone(typed)) return { text: [], digits: nationalDigits(typed) };
  return { text: typed.split(/\s+/).slice(0, 8), digits: null };
}

/** A cursor: the lead's arrival and id, and its value and follow-up (`-` for none) for the other orders. */
export const encodeCursor = (cursor: InboxCursor): string =>
  Buffer.from(
    [
      cursor.createdAt.toISOString(),
      cursor.id,
      String(cursor.value ?? 0),
      cursor.followUpAt ? cursor.followUpAt.toISOString() : "-",
    ].join("|"),
  ).toString("base64url");

function decodeCursor(value: string): InboxCursor | null {
  const [at = "", id = "", worth = "0", follow = "-", ...rest] = Buffer.from(value, "base64url")
    .toString()
    .split("|");
  const createdAt = new Date(at);
  const followUpAt = follow === "-" ? null : new Date(follow);
  const valid =
    rest.length === 0 &&
    isLeadId(id) &&
    !Number.isNaN(createdAt.getTime()) &&
    /^\d+(\.\d+)?$/.test(worth) &&
    (followUpAt === null || !Number.isNaN(followUpAt.getTime()));
  return valid ? { createdAt, id, value: Number(worth), followUpAt } : null;
}

/** The query's names of the campaign filters, the inbox's and the report's alike. */
const CAMPAIGN_PARAMS = {
  campaign: "campaign",
  campaignSource: "source",
  campaignMedium: "medium",
} as const satisfies Record<keyof CampaignFilter, string>;

/**
 * The campaign filters of a query (`campaign`, `source` (the campaign's source), `medium`), as
 * the store matches them, or a 400 naming one too long.
 */
export function readCampaignFilter(query: URLSearchParams): CampaignFilter | Response {
  const filter: CampaignFilter = {};
  for (const [key, name] of Object.entries(CAMPAIGN_PARAMS)) {
    const value = query.get(name)?.trim() ?? "";
    if (value.length > TEXT_MAX) return bad(`${name} must be ${TEXT_MAX} characters or fewer`);
    if (value) filter[key as keyof CampaignFilter] = value;
  }
  return filter;
}

export interface InboxQuery {
  filter: InboxFilter;
  after?: InboxCursor;
  limit: number;
  /** `newest` (the default), `value` or `follow-up`. */
  sort: InboxSort;
}

/**
 * The filter of `url`'s query, with `now` the instant `overdue` is judged at and `timeZone` the
 * broker's, whose days `from` and `to` name.
 */
export function readInboxQuery(url: URL, now: Date, timeZone: string): InboxQuery | Response {
  const get = (name: string) => url.searchParams.get(name)?.trim() ?? "";
  const filter: InboxFilter = { timeZone };

  const kinds = get("kind");
  if (kinds) {
    const asked = kinds.split(",").map((kind) => kind.trim());
    const unknown = asked.find((kind) => !Object.hasOwn(inboxKinds, kind));
    if (unknown !== undefined) {
      return bad(`kind must be one or more of ${Object.keys(inboxKinds).join(", ")}`);
    }
    filter.kinds = asked.map((kind) => inboxKinds[kind as InboxKind]);
  }
  const stage = get("stage");
  if (stage) {
    if (!(STAGES as readonly string[]).includes(stage)) {
      return bad(`stage must be one of ${STAGES.join(", ")}`);
    }
    filter.stage = stage as Stage;
  }
  for (const name of ["from", "to"] as const) {
    const value = get(name);
    if (!value) continue;
    const date = dateParam(value, name);
    if (date instanceof Response) return date;
    filter[name] = date;
  }
  if (get("q").length > TEXT_MAX) return bad(`q must be ${TEXT_MAX} characters or fewer`);
  const campaign = readCampaignFilter(url.searchParams);
  if (campaign instanceof Response) return campaign;
  Object.assign(filter, campaign);
  const search = searchOf(get("q"));
  if (search) filter.search = search;

  const overdue = get("overdue").toLowerCase();
  if (!["", "0", "false", "1", "true"].includes(overdue))
    return bad("overdue must be true or false");
  if (overdue === "1" || overdue === "true") filter.overdueAt = now;

  const sort = (get("sort") || "newest") as InboxSort;
  if (!INBOX_SORTS.includes(sort)) return bad(`sort must be one of ${INBOX_SORTS.join(", ")}`);
  const due = get("due").toLowerCase();
  if (due !== "" && due !== "today") return bad("due must be today");
  if (due === "today") {
    const today = dayIn(timeZone, now);
    filter.dueWithin = {
      from: zonedMoment(timeZone, today),
      to: zonedMoment(timeZone, addDays(today, 1)),
    };
  }

  let after: InboxCursor | undefined;
  const cursor = get("cursor");
  if (cursor) {
    const decoded = decodeCursor(cursor);
    if (!decoded) return bad("cursor is not one this inbox gave: start again without it");
    after = decoded;
  }
  const limitText = get("limit");
  const limit = limitText ? Number(limitText) : PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_SIZE_MAX) {
    return bad(`limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`);
  }
  return { filter, after, limit, sort };
}
