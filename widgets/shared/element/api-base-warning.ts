/*
 * A developer who bundles our modules into an app of their own (Vite, webpack) and leaves out
 * `api-base` would have every lead sent to the app's own origin, which has no `/api/…`: the
 * visitor sees a failure and nothing is stored. The console says so, once per page, naming the
 * attribute. On another site's page our script's origin is not the page's, so leads reach us: no
 * warning; nor on our own pages.
 */
import { bundledByTheApp, widgetOrigin } from "./widget-origin";

let warned = false;

/** Warns once per page when `<tag>` has no `api-base` and would send its leads to the app itself. */
export function warnWithoutApiBase(
  tag: string,
  apiBase: string | null | undefined,
  scriptUrl: string = import.meta.url,
): void {
  if (warned || apiBase?.trim() || typeof location === "undefined") return;
  if (widgetOrigin(scriptUrl) !== location.origin || !bundledByTheApp(scriptUrl)) return;
  warned = true;
  console.warn(
    `<${tag}> has no api-base attribute, so its leads would go to this page's own origin ` +
      `(${location.origin}/api/…), where no lead is stored: set api-base="https://YOUR-HOST" ` +
      "(the server the widgets come from) on every element.",
  );
}
