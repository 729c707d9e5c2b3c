/**
 * Which web pages may call the functions from a browser: `ALLOWED_ORIGINS`, a comma-separated
 * list of exact origins (`https://www.example.com`) and patterns whose first label is `*`
 * (`https://*.example.com`, any subdomain at any depth, not the bare domain). Unset or `*`:
 * every origin, since the widgets are meant to be embedded anywhere.
 */

/** `"*"` for every origin, else a test of an `Origin` header. */
export type OriginRule = "*" | ((origin: string) => boolean);

const SCHEME = /^https?:\/\//;
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * The rule `ALLOWED_ORIGINS` states. An entry that is not an origin (a path, a wildcard
 * elsewhere than the first label, no scheme) stops the server with its reason rather than
 * quietly refusing every page.
 */
export function allowedOrigins(raw: string | undefined): OriginRule {
  const entries = (raw ?? "")
    .split(",")
    // Schemes and hosts are case-insensitive; browsers send them in lower case.
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0 || entries.includes("*")) return "*";
  const exact = new Set<string>();
  const suffixes: { scheme: string; suffix: string }[] = [];
  for (const entry of entries) {
    const wildcard = /^(https?:\/\/)\*(\.[^/]+)\/?$/.exec(entry);
    if (wildcard?.[1] && wildcard[2]) {
      const origin = parseOrigin(`${wildcard[1]}x${wildcard[2]}`, entry);
      suffixes.push({ scheme: wildcard[1], suffix: origin.slice(wildcard[1].length + 1) });
    } else {
      exact.add(parseOrigin(entry, entry));
    }
  }
  return (origin) => {
    if (exact.has(origin)) return true;
    return suffixes.some(({ scheme, suffix }) => {
      if (!origin.startsWith(scheme) || !origin.endsWith(suffix)) return false;
      const sub = origin.slice(scheme.length, origin.length - suffix.length);
      return sub.split(".").every((label) => HOST_LABEL.test(label));
    });
  };
}

/** `entry` as the browser writes an origin (lower case, no default port, no slash). */
function parseOrigin(entry: string, original: string): string {
  const invalid = (why: string) =>
    new Error(`ALLOWED_ORIGINS: "${original}" is not an origin (${why}).`);
  if (!SCHEME.test(entry)) throw invalid("it needs http:// or https://");
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw invalid("it cannot be read as a URL");
  }
  if (url.href !== `${url.origin}/`) throw invalid("only scheme, host and port; no path");
  if (url.hostname.includes("*")) throw invalid("a * may only stand for the first label");
  return url.origin;
}
