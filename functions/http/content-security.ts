/**
 * The security headers of pages and functions, through Hono's `secure-headers`.
 *
 * Pages: a Content-Security-Policy that runs scripts from this origin only (plus the ad pixel's
 * host where a page loads it), never inline script or `eval`, and inline styles only by the
 * hashes the page build recorded in `dist/site/csp.json` (the widgets' pre-rendered shadow roots
 * and the few style attributes), or any inline style where the scheduler's embed writes its own
 * (Cal.com's); frames only from the map, video and scheduling hosts the pages
 * embed; framed only by this origin. Violations are reported to `/api/csp-report`.
 * Functions answer data, never a document: `default-src 'none'`, framed by no one.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { z } from "zod";
import type { Site } from "../../src/site";
import type { SchedulerEmbed } from "../settings/scheduler";
import { parseBuildManifest } from "./build-manifest";

/** What one site's pages need beyond this origin, as CSP source expressions. */
export interface CspSources {
  scriptSrc: string[];
  /** Hashes of `<style>` elements. */
  styleSrc: string[];
  /** Hashes of `style` attributes. */
  styleSrcAttr: string[];
  frameSrc: string[];
  imgSrc: string[];
  connectSrc: string[];
  /**
   * Any inline style, element or attribute (`'unsafe-inline'`, and then no hash, which would
   * switch it off): only for a scheduler whose embed writes styles of its own (Cal.com's).
   */
  inlineStyles?: boolean;
}

/** `dist/site/csp.json`, written by the page build (tooling/csp.ts). */
export type CspManifest = Record<Site, CspSources>;

export const CSP_REPORT_PATH = "/api/csp-report";

// Hashes, scheme-and-host origins and quoted keywords: nothing that could end a directive.
const source = z.string().regex(/^('sha256-[A-Za-z0-9+/]+={0,2}'|https?:\/\/[\w.:-]+)$/);
const sourcesSchema = z.object({
  scriptSrc: z.array(source),
  styleSrc: z.array(source),
  styleSrcAttr: z.array(source),
  frameSrc: z.array(source),
  imgSrc: z.array(source),
  connectSrc: z.array(source),
});
const manifestSchema = z.object({ main: sourcesSchema, debt: sourcesSchema });

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** No sources beyond the site's own: what a page that embeds no widget needs. */
export const NONE: CspSources = {
  scriptSrc: [],
  styleSrc: [],
  styleSrcAttr: [],
  frameSrc: [],
  imgSrc: [],
  connectSrc: [],
};

/**
 * The manifest from the text of csp.json. No text (a build without one) allows nothing inline:
 * pages still work, less their inline styles. A manifest that cannot be read stops the server.
 */
export function loadCspManifest(text: string | undefined): CspManifest {
  if (text === undefined) return { main: NONE, debt: NONE };
  return parseBuildManifest(text, "csp.json", manifestSchema);
}

/**
 * What the broker's scheduler's documented inline embed needs of a page, beyond this origin:
 * - Cal.com (`embed.js`, packages/embeds/embed-core in calcom/cal.com): its script; frames of its
 *   booking pages at `CAL_ORIGIN` (which its script turns from `https://cal.com` into
 *   `https://app.cal.com`); and inline styles, as it appends a `<style>` to the page's head,
 *   writes `<cal-inline style="…">` and a `<style>` into the container, and fills `<cal-inline>`'s
 *   shadow root with `<style>` elements (its Tailwind CSS, different with each of its releases,
 *   so no hash can stand for them) and a loader with `style` attributes. Blocked, its loader and
 *   its error line ("Something went wrong.") lose the styles that place and hide them.
 * - Calendly (`widget.js`, `Calendly.initInlineWidget`): its script and frames of the scheduling
 *   page's origin; called so, it writes no style (its `widget.css` is for the pop-up and badge
 *   embeds, which are not used) and reads nothing from elsewhere.
 */
function schedulerNeeds(embed: SchedulerEmbed) {
  const script = new URL(embed.script).origin;
  if (embed.name === "calendly") {
    return { script, frame: new URL(embed.url).origin, inlineStyles: false };
  }
  const origin = new URL(embed.origin).origin;
  return {
    script,
    frame: origin === "https://cal.com" ? "https://app.cal.com" : origin,
    inlineStyles: true,
  };
}

/**
 * The manifest with the broker's scheduler (a run-time setting the build cannot know) allowed on
 * every page, as its documented embed needs (`schedulerNeeds`); the thank-you step of any lead
 * form and `/schedule-call` load it. No scheduler, nothing is added.
 */
export function withScheduler(
  manifest: CspManifest,
  embed: SchedulerEmbed | undefined,
): CspManifest {
  if (!embed) return manifest;
  const needs = schedulerNeeds(embed);
  const add = (sources: CspSources): CspSources => ({
    ...sources,
    scriptSrc: [...new Set([...sources.scriptSrc, needs.script])],
    frameSrc: [...new Set([...sources.frameSrc, needs.frame])],
    ...(needs.inlineStyles ? { inlineStyles: true } : {}),
  });
  return { main: add(manifest.main), debt: add(manifest.debt) };
}

/** Features no page uses: denied to the pages and to every frame they embed. */
const PERMISSIONS_POLICY: SecureHeadersOptions["permissionsPolicy"] = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  magnetometer: [],
  gyroscope: [],
  accelerometer: [],
  displayCapture: [],
  browsingTopics: [],
};

const REPORT_GROUP = "csp";

/** The policy of one site's pages, as `secure-headers` directives. */
export function pagePolicy(
  sources: CspSources,
): NonNullable<SecureHeadersOptions["contentSecurityPolicy"]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...sources.scriptSrc],
    styleSrc: sources.inlineStyles
      ? ["'self'", "'unsafe-inline'"]
      : ["'self'", ...sources.styleSrc],
    styleSrcAttr: sources.inlineStyles
      ? ["'unsafe-inline'"]
      : sources.styleSrcAttr.length
        ? ["'unsafe-hashes'", ...sources.styleSrcAttr]
        : ["'none'"],
    imgSrc: ["'self'", "data:", ...sources.imgSrc],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...sources.connectSrc],
    frameSrc: sources.frameSrc.length ? sources.frameSrc : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    reportUri: CSP_REPORT_PATH,
    reportTo: REPORT_GROUP,
  };
}

const headersOfSite = (sources: CspSources): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: pagePolicy(sources),
    permissionsPolicy: PERMISSIONS_POLICY,
    reportingEndpoints: [{ name: REPORT_GROUP, url: CSP_REPORT_PATH }],
    // Pages link out and embed video; the default no-referrer breaks embeds and analytics.
    referrerPolicy: "strict-origin-when-cross-origin",
  });

/** The headers of a page of either site; `siteOf` tells which site a request is for. */
export function pageSecurityHeaders(
  manifest: CspManifest,
  siteOf: (url: URL, host: string | undefined) => Site,
): MiddlewareHandler {
  const bySite: Record<Site, MiddlewareHandler> = {
    main: headersOfSite(manifest.main),
    debt: headersOfSite(manifest.debt),
  };
  return (c, next) => bySite[siteOf(new URL(c.req.url), c.req.header("host"))](c, next);
}

/**
 * The security headers a page of `site` is sent, by name (lower case), for a host that serves
 * the pages without this server (a CDN's header rules): taken from the same middleware, so the
 * two cannot drift apart.
 */
export async function pageHeaderValues(
  manifest: CspManifest,
  site: Site,
): Promise<Record<string, string>> {
  const app = new Hono();
  app.get("*", headersOfSite(manifest[site]), (c) => c.body(null, 204));
  const response = await app.request("http://localhost/");
  return Object.fromEntries(response.headers);
}

/**
 * The headers of every function's answer. Public functions are `cross-origin`: widgets on other
 * sites read their answers (CORS decides who may). The desk's answers hold people's data and are
 * read by the desk's own pages only: `same-origin`, so no other site can even load them.
 */
export const functionSecurityHeaders = (
  readBy: "cross-origin" | "same-origin" = "cross-origin",
): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginResourcePolicy: readBy,
    xFrameOptions: "DENY",
  });
