/*
 * Where a link or a widget sends the visitor. On local and preview hosts the debt site is chosen
 * by `?subdomain=debt` alone, so a same-site destination has to carry that choice along or the
 * next page would be the main site's (the thank-you page would offer the wrong button).
 */

const SITE_PARAM = "subdomain";

function chosenByQuery(current: URL): string | null {
  const value = current.searchParams.get(SITE_PARAM);
  return value?.toLowerCase() === "debt" ? value : null;
}

/** True when the page's address itself chose the debt site. */
export function siteChosenByQuery(current: URL): boolean {
  return chosenByQuery(current) !== null;
}

/** `target` with the page's `?subdomain=debt` added when it stays on the same origin. */
export function keepSiteChoice(target: URL, current: URL): URL {
  const choice = chosenByQuery(current);
  if (!choice || target.origin !== current.origin || target.searchParams.has(SITE_PARAM)) {
    return target;
  }
  const kept = new URL(target);
  kept.searchParams.set(SITE_PARAM, choice);
  return kept;
}

/**
 * A destination a widget may navigate to: `href` resolved against the page, followed only when it
 * is http(s) (a `javascript:` or malformed value falls back), keeping the page's site choice.
 */
export function navigationTarget(href: string | undefined, fallback: string, page: string): URL {
  const current = new URL(page);
  let target: URL;
  try {
    target = new URL(href?.trim() || fallback, current);
    if (target.protocol !== "http:" && target.protocol !== "https:") {
      target = new URL(fallback, current);
    }
  } catch {
    target = new URL(fallback, current);
  }
  return keepSiteChoice(target, current);
}
