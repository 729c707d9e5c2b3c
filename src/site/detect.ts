/*
 * Which of the two sites a request or page belongs to.
 *
 * - `?subdomain=debt` chooses the debt site on every host (case-insensitive value).
 * - Otherwise the host decides: its first label is `debt` (debt.example.com). This holds on
 *   local hosts too, which is how a developer (and the end-to-end suite, with
 *   `Host: debt.localhost`) reaches the debt site without query strings: `debt.localhost` and
 *   `debt.mybox.local` are names someone chose on purpose.
 * - Preview hosts are the exception: their labels are project, branch or deployment names the
 *   platform makes up (`debt.<project>.pages.dev` is the preview of a git branch called "debt",
 *   `debt.vercel.app` a project called "debt"), so there the host name is ignored and only the
 *   query counts.
 */

/** Hosting platforms whose subdomains name previews, not our sites. */
const previewHostSuffixes = [
  ".vercel.app",
  ".netlify.app",
  ".pages.dev",
  ".workers.dev",
  ".lovable.app",
  ".lovableproject.com",
  ".onrender.com",
  ".fly.dev",
  ".github.io",
];

/** The two sites one build makes: the main brokerage site and the debt-focused site. */
export type Site = "main" | "debt";

/** Lower-case host without port, trailing dot or anything after a comma (forwarded lists). */
function normaliseHost(host: string): string {
  const first = (host.split(",")[0] ?? "").trim().toLowerCase();
  const withoutPort = first.startsWith("[")
    ? first.slice(0, first.indexOf("]") + 1)
    : first.replace(/:\d*$/, "");
  return withoutPort.replace(/\.$/, "");
}

function isPreviewHost(host: string): boolean {
  return previewHostSuffixes.some((suffix) => host.endsWith(suffix));
}

function toUrl(url: URL | string): URL | null {
  if (url instanceof URL) return url;
  try {
    // Servers may hand over just the path and query; the host then comes from `hostHeader`.
    return new URL(url, "http://localhost");
  } catch {
    return null;
  }
}

/**
 * True when the debt site should answer. `hostHeader` (the request's Host, or the first
 * X-Forwarded-Host a trusted proxy set) wins over the URL's own host when given.
 */
export function isDebtSite(url: URL | string, hostHeader?: string): boolean {
  const parsed = toUrl(url);
  if (!parsed) return false;
  if (parsed.searchParams.get("subdomain")?.toLowerCase() === "debt") return true;
  const host = normaliseHost(hostHeader?.trim() ? hostHeader : parsed.host);
  if (isPreviewHost(host)) return false;
  return host.split(".")[0] === "debt";
}

export function siteFor(url: URL | string, hostHeader?: string): Site {
  return isDebtSite(url, hostHeader) ? "debt" : "main";
}
