/*
 * Where this widget's code came from. A widget pasted into another site (a marketer's landing
 * page) must still send visitors to our pages, not to the host's: the defaults that name a page
 * of ours (the privacy policy, the thank-you pages, the files) resolve against this origin.
 */

/** The origin of the widget's script; null where it has none (pre-render, opaque origins). */
export function widgetOrigin(scriptUrl: string = import.meta.url): string | null {
  try {
    const { origin } = new URL(scriptUrl);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a module at `scriptUrl` was bundled into the page's own app (Vite, webpack) rather than
 * served by us: one we serve lives under `/widgets/` (pinned or not, from our server or a copy of
 * `dist/widgets`); bundled into an app's build, or served from its `node_modules`, it does not.
 */
export function bundledByTheApp(scriptUrl: string = import.meta.url): boolean {
  try {
    const { pathname } = new URL(scriptUrl);
    return !pathname.includes("/widgets/") || pathname.includes("/node_modules/");
  } catch {
    return false;
  }
}

/**
 * True on a page that is not ours: of another origin than the widget's script (the widget is
 * embedded), or a developer's app that bundled the widget (its origin is then the app's).
 */
export function onForeignPage(scriptUrl: string = import.meta.url): boolean {
  const origin = widgetOrigin(scriptUrl);
  if (typeof location === "undefined" || origin === null) return false;
  return origin !== location.origin || bundledByTheApp(scriptUrl);
}

/**
 * One of our own pages or files as an address the page can use: the path as it is on our own
 * pages (as the pre-rendered markup has it), the full address on another origin's page.
 */
export function ourUrl(path: string, scriptUrl: string = import.meta.url): string {
  const origin = widgetOrigin(scriptUrl);
  return origin && onForeignPage(scriptUrl) ? new URL(path, origin).href : path;
}
