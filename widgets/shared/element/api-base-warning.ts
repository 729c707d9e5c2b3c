/*
 * A developer who bundles our modules into an app of their own (Vite, webpack) and leaves out
 * `api-base` would have every lead sent to the app's own origin, which has no `/api/…`: the
 * visitor sees a failure and nothing is stored. The console says so, once per page, naming the
 * attribute. A module we serve lives under `/widgets/` (pinned or not, from our server or a copy
 * of `dist/widgets`); bundled into an app's build, or served from its `node_modules`, it does not.
 * On another site's page our script's origin is not the page's, so leads reach us: no warning.
 */
import { widgetOrigin } from "./widget-origin";

let warned = false;

/** Whether a module at `scriptUrl` was bundled into the page's own app rather than served by us. */
function bundledByTheApp(scriptUrl: string): boolean {
  try {
    const { pathname } = new URL(scriptUrl);
    return !pathname.includes("/widgets/") || pathname.includes("/node_modules/");
  } catch {
    return false;
  }
}

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
