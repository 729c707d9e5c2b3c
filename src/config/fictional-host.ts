/**
 * Whether `url` points at a name reserved for examples (RFC 2606: example.com, .net and .org and
 * their subdomains, the `.example` and `.invalid` top-level names), as the configuration's
 * defaults do. Such a host never answers, so a page must not frame it, and a production build
 * must not ship it. `.test` names are left out: the test suites use them for hosts that answer.
 */
export function isFictionalUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return false;
  }
  return /(^|\.)example\.(com|net|org)$|\.(example|invalid)$/.test(host);
}
