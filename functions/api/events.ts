import { z } from "zod";
import { experiments } from "../../src/content/experiments";
import { siteFor } from "../../src/site/detect";
import { FUNNEL_EVENTS } from "../../src/tracking/funnel";
import { addressKey } from "../address-key";
import { dayIn } from "../business-days";
import { type FunctionHandler, jsonError, mediaTypeOf, parseJson } from "../context";
import { type FunnelDimensions, OTHER } from "../store";
import { createClientBudget } from "./events-budget";

/** The largest batch body: a page's events of a few seconds, each a few dozen bytes. */
export const EVENTS_BODY_MAX_BYTES = 4 * 1024;
/** Longest value of any dimension. */
const MAX_VALUE_CHARS = 64;
/** Events one batch may carry: a page has a few widgets, each with four steps. */
const MAX_EVENTS = 40;
/** Places (origin, path, site) remembered per process; the memory is cleared past it. */
const MAX_PLACES = 1000;

const value = z.string().max(MAX_VALUE_CHARS);

/** The body `funnelBatch` (src/tracking/funnel.ts) sends. Unknown fields are ignored. */
const batchSchema = z.object({
  path: value.startsWith("/"),
  subdomain: value.nullish(),
  utm_source: value.nullish(),
  utm_medium: value.nullish(),
  utm_campaign: value.nullish(),
  experiment: value.nullish(),
  arm: value.nullish(),
  events: z
    .array(
      z.object({
        name: z.enum(FUNNEL_EVENTS),
        widget: value.optional(),
        variant: value.optional(),
      }),
    )
    .min(1)
    .max(MAX_EVENTS),
});

/**
 * User agents that are not a person's browser: crawlers, link previews, scripts and headless
 * or audit browsers. A bot that runs no script never sends an event in the first place.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|webdriver|facebookexternalhit|embedly|preview|curl\/|wget|python|java\/|go-http|node-fetch|axios|okhttp|libwww|httpclient/i;

/** Whether the request comes from an obvious bot, whose events are not counted. */
export function isBot(userAgent: string | null): boolean {
  return !userAgent?.trim() || BOT_AGENT.test(userAgent);
}

/** Whether `arm` is an arm of the experiment `id` of this build. */
const isArm = (id: string, arm: string) =>
  experiments.some(
    (experiment) => experiment.id === id && experiment.arms.some((a) => a.id === arm),
  );

/** Finds the page a path of a site is counted as, or null for a path no page has. */
export type PageLookup = (site: "main" | "debt", path: string) => string | null;

/**
 * `POST /api/events`: a page's batch of funnel events (`navigator.sendBeacon`, so `text/plain`
 * JSON, or `application/json`), added to the day's counters. Answers 204, also for a bot's batch,
 * which is not counted. A batch that is not what `funnelBatch` sends (unknown event, value over
 * 64 characters, too many events) answers 400 and nothing of it is counted. The page's path is
 * counted only when it is one of ours (`pageOf`), else as "other"; so is every path of a page of
 * another origin, whose site is counted as "embed". An experiment and arm this build does not
 * run are left out.
 *
 * A client's share is small (`createClientBudget`): a few events of each name per page view,
 * a bounded number of rows a day, and a campaign, source, widget or variant of its own is
 * "other" until several clients sent it or a stored lead carries it (`countFunnel`). Its
 * address is stored only as a hash keyed by a salt of the day, deleted two days later.
 */
export function createEvents(pageOf: PageLookup): FunctionHandler {
  const places = new Map<string, { site: string; path: string }>();
  const budget = createClientBudget();
  return async (req, ctx) => {
    const type = mediaTypeOf(req);
    if (type !== "text/plain" && type !== "application/json") {
      return jsonError(415, "unsupported_media_type", "Send the events as JSON.");
    }
    const json = parseJson(await req.text(), "The events are not JSON.");
    if ("refusal" in json) return json.refusal;
    const parsed = batchSchema.safeParse(json.data);
    if (!parsed.success) {
      return jsonError(400, "invalid_events", "These are not funnel events this server counts.", {
        issues: parsed.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      });
    }
    if (isBot(req.headers.get("user-agent"))) return new Response(null, { status: 204 });

    const batch = parsed.data;
    // A site's few pages send nearly every batch: each origin, path and site is read once.
    // (An absent Origin and a sandboxed page's "null" stay apart.)
    const origin = req.headers.get("origin");
    const placeKey = JSON.stringify([req.url, origin, batch.path, batch.subdomain ?? null]);
    let place = places.get(placeKey);
    if (!place) {
      place = placeOf(req, batch.path, batch.subdomain ?? undefined, pageOf, ctx.config);
      if (places.size >= MAX_PLACES) places.clear();
      places.set(placeKey, place);
    }
    const { site, path } = place;
    const day = dayIn(ctx.options.businessTimeZone, ctx.clock());
    const address = ctx.clientAddress?.();
    const client = address ? addressKey(address) : "unknown";
    const experiment = isArm(batch.experiment ?? "", batch.arm ?? "") ? batch.experiment : "";
    // The page sends each event once per page view: a batch repeating one is counted once.
    const seen = new Set<string>();
    for (const event of batch.events) {
      const once = JSON.stringify([event.name, event.widget, event.variant]);
      if (seen.has(once)) continue;
      seen.add(once);
      const dimensions: FunnelDimensions = {
        site,
        path,
        utm_source: batch.utm_source ?? "",
        utm_medium: batch.utm_medium ?? "",
        utm_campaign: batch.utm_campaign ?? "",
        widget: event.name === "view" ? "" : (event.widget ?? ""),
        variant: event.name === "view" ? "" : (event.variant ?? ""),
        experiment: experiment ?? "",
        arm: experiment ? (batch.arm ?? "") : "",
      };
      const verdict = budget(day, client, event.name, JSON.stringify(dimensions));
      if (verdict === "drop") continue;
      // Past its rows, a client's events share a few rows per site: a view's, a widget's.
      if (verdict === "other") {
        Object.assign(dimensions, {
          path: OTHER,
          utm_source: OTHER,
          utm_medium: OTHER,
          utm_campaign: OTHER,
          widget: dimensions.widget && OTHER,
          variant: dimensions.variant && OTHER,
          experiment: "",
          arm: "",
        });
      }
      ctx.store.countFunnel(day, dimensions, event.name, client);
    }
    return new Response(null, { status: 204 });
  };
}

/**
 * The site and page a batch is counted under. A page of ours sends from our origin (the
 * request's own, or a configured site origin): its site is read as the pages' own is, host and
 * `subdomain`; any other origin is a page a widget was pasted into.
 */
function placeOf(
  req: Request,
  path: string,
  subdomain: string | undefined,
  pageOf: PageLookup,
  config: { siteOrigin: string; debtOrigin: string },
): { site: string; path: string } {
  const own = new URL(req.url).origin;
  const origin = req.headers.get("origin") ?? own;
  if (origin !== own && origin !== config.siteOrigin && origin !== config.debtOrigin) {
    return { site: "embed", path: OTHER };
  }
  const page = new URL(origin);
  page.pathname = path;
  if (subdomain) page.searchParams.set("subdomain", subdomain);
  const site = siteFor(page);
  return { site, path: pageOf(site, page.pathname) ?? OTHER };
}
