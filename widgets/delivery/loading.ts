/**
 * What the loader serves and how it imports a widget's module (`./<tag>.js`, next to the
 * loader): one at a time, each in a task of its own, and once per tag. An import that fails
 * fires `widget-error` on each element of that tag (`./widget-error.ts`), its views offer the
 * broker's phone and a retry and still send their forms (`./view-fallback.ts`), and a later
 * approach tries again.
 */

import { reportFailure } from "./widget-error";

/**
 * The loader's own address, read without `import.meta`, which a classic script cannot even
 * parse: a tag manager's "custom HTML" pastes `<script src="…/loader.js">` without
 * `type="module"`, and the loader then runs as a classic script. A stack trace's first address
 * is the running file's, module or classic.
 */
function ownAddress(): string {
  return /(https?:\/\/[^\s()]+?\.js)(?::\d+)+/.exec(new Error().stack ?? "")?.[1] ?? location.href;
}

export const moduleBase = ownAddress();

// Every tag, unless only standalone scripts brought the loader in: then the tags those scripts
// push to `window.ebwStandalone` (an array until the loader runs, an object after: `./loader.ts`).
// A standalone script in the head may import the loader before the parser has reached the
// loader the page pasted at the end of its body (two snippets pasted at different times): the
// loader asks again once the page is parsed, and whenever a script is added (`pastedLoader`).
const queued = (window as unknown as { ebwStandalone?: unknown }).ebwStandalone;
export const tags = new Set<string>(Array.isArray(queued) ? (queued as string[]) : []);

/** Whether the page pasted this loader itself, so that it serves every tag. */
export function pastedLoader(): boolean {
  return [...document.scripts].some((script) => script.src === moduleBase);
}

/** Serves every tag from now on. */
export function serveEveryTag(): void {
  for (const tag of __WIDGET_TAGS__) tags.add(tag);
}

if (!Array.isArray(queued) || pastedLoader()) serveEveryTag();

// Funnel counts (src/tracking/funnel.ts) wait in this list until a widget module takes it over
// and sends them: the loader carries no counting code. An element near the viewport is noted
// (its first view is shown), and so is the tag an intent loads (it is engaged).
const funnelWindow = window as unknown as { ebwFunnelWaiting?: unknown[] };
funnelWindow.ebwFunnelWaiting ??= [];
export const noted = funnelWindow.ebwFunnelWaiting;

export const requested = new Map<string, Promise<unknown>>();
// Tags whose module could not be imported the last time it was wanted: a press in their first
// view is no longer held, as the view sends its form itself (`./view-fallback.ts`).
export const failed = new Set<string>();

/** Resolves in a later task, letting the browser paint and answer input in between. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Widget modules are imported one after another, each after a yield: a module defines its
// element, which renders every element of that tag at once, so several widgets wanted together
// never make one long task.
let queue: Promise<unknown> = Promise.resolve();

function importInTurn(tag: string): Promise<unknown> {
  const next = queue
    .then(yieldToMain)
    .then(() => import(/* @vite-ignore */ new URL(`./${tag}.js`, moduleBase).href));
  queue = next.catch(() => {});
  return next;
}

export function load(tag: string): Promise<unknown> {
  const pending = requested.get(tag);
  if (pending) return pending;
  const loading = customElements.get(tag)
    ? Promise.resolve()
    : importInTurn(tag).then(
        () => failed.delete(tag),
        (error) => {
          reportFailure(tag, error);
          // The views of `tag` say so and send their forms by `fetch` (`./view-fallback.ts`);
          // a press held meanwhile is let go only once they can. Without even that file, the
          // browser posts a form itself rather than lose the lead.
          return import(/* @vite-ignore */ new URL("./first-view/fallback.js", moduleBase).href)
            .then(
              (fallback: typeof import("./view-fallback")) =>
                fallback.holdViews(
                  tag,
                  () => load(tag),
                  () => requested.set(tag, Promise.resolve()),
                ),
              () => {},
            )
            .then(() => {
              // Let a later approach try again (a flaky network should not kill the widget).
              requested.delete(tag);
              failed.add(tag);
            });
        },
      );
  requested.set(tag, loading);
  return loading;
}
