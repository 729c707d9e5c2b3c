const prefixes = ["/locations/", "/mortgage-broker-"];

/**
 * One static not-found page serves every unknown suburb, so the slug the visitor asked for is
 * read from the address and shown where the page marks it.
 */
export function showRequestedSlug(doc: Document, location: Pick<Location, "pathname">): void {
  const target = doc.querySelector<HTMLElement>("[data-requested-slug]");
  if (!target) return;
  const prefix = prefixes.find((candidate) => location.pathname.startsWith(candidate));
  if (!prefix) return;
  const raw = location.pathname.slice(prefix.length).replace(/\/+$/, "");
  try {
    target.textContent = decodeURIComponent(raw);
  } catch {
    target.textContent = raw;
  }
}
