import { keepSiteChoice, siteChosenByQuery } from "../../src/site/links";

/**
 * On local and preview hosts the debt site is chosen by `?subdomain=debt`; links on such a page
 * carry that choice so the visitor stays on the debt site from page to page. Links inside widgets
 * (shadow roots) are fixed up as they are clicked.
 */
export function keepSiteChoiceOnLinks(doc: Document, win: Window): void {
  const current = new URL(win.location.href);
  if (!siteChosenByQuery(current)) return;
  const fix = (anchor: HTMLAnchorElement) => {
    const raw = anchor.getAttribute("href");
    if (!raw || raw.startsWith("#")) return;
    const kept = keepSiteChoice(new URL(anchor.href), current);
    // Same-origin only, so the path form is enough and reads as the page wrote it.
    if (kept.href !== anchor.href)
      anchor.setAttribute("href", kept.pathname + kept.search + kept.hash);
  };
  for (const anchor of doc.querySelectorAll<HTMLAnchorElement>("a[href]")) fix(anchor);
  doc.addEventListener(
    "click",
    (event) => {
      const anchor = event
        .composedPath()
        .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
      if (anchor?.hasAttribute("href")) fix(anchor);
    },
    true,
  );
}
