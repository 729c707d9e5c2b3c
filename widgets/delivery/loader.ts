/**
 * The one script a page needs: `<script type="module" src="/widgets/loader.js"></script>`.
 * It imports a widget's module (`./<tag>.js`, next to it: `./loading.ts`) only when the page has
 * that element and it is about to matter, by one strategy per element, as Astro's `client:*`:
 * - idle (`./idle.ts`): `exit-intent` and `broker-chat` as soon as the browser is idle;
 * - trigger (`./trigger.ts`): a modal `lead-form` warmed once the page has loaded and is idle;
 * - visible (`./visible.ts`): any other element when it nears the viewport, showing its view
 *   module first where its attributes have one, and warming its module once that was seen;
 * and for all of them, intent (`./intent.ts`): the pointer over it or over a trigger of it, a
 * touch or focus there imports its module at once; replay (`./replay.ts`): a click or a key
 * that comes before the element is ready is held and given to it once it is; outbox
 * (`./outbox.ts`): while leads an earlier page could not deliver wait, the page's lead forms
 * are imported once it is idle, so those leads go without the visitor touching a form.
 * Until its view or module has rendered it, each element holds the room its first view will
 * take (`./reserve.ts`), so the host page does not shift. Elements added later are picked up
 * too. A tag already defined (say by another script) is left alone. A standalone script
 * (`tooling/standalone.ts`) imports this file for its own tag: unless the page pasted the
 * loader itself, it then serves only the tags of the standalone scripts; once the page is parsed,
 * or a script is added, it looks again (a loader pasted at the end of the body, after a standalone
 * script in the head brought it in). Another copy of the loader (another address) hands its
 * page over to the copy already running, so each tag is registered once.
 * No dependencies, and built on its own (`tooling/widgets.ts`), so what it imports is in
 * this one file: it is all the page pays before a widget is needed.
 */

import {
  type ConsentWindow,
  createConsentApi,
  initialStatus,
} from "../../src/tracking/consent-stub";
import { onIdle, warmUp, whenIdle } from "./idle";
import { onInteraction } from "./intent";
import { load, pastedLoader, requested, serveEveryTag, tags } from "./loading";
import { sendWaitingLeads } from "./outbox";
import { replayClick, replayKey } from "./replay";
import { reserveFirstView } from "./reserve";
import { onTrigger } from "./trigger";
import { approach, visibility } from "./visible";

/** `window.ebwStandalone` once a loader runs: standalone scripts' tags, and other copies. */
interface LoaderApi {
  push(...tags: string[]): unknown;
  serveEveryTag(): void;
}
const page = window as unknown as { ebwStandalone?: unknown };
const running = page.ebwStandalone as Partial<LoaderApi> | undefined;

let selector = "";
const seen = new WeakSet<Element>();

function register(element: Element): void {
  if (seen.has(element)) return;
  seen.add(element);
  reserveFirstView(element);
  const tag = element.localName;
  if (requested.has(tag) || customElements.get(tag)) return;
  if (element.matches(onIdle)) whenIdle(() => load(tag));
  else if (element.matches(onTrigger)) warmUp(() => load(tag));
  else if (visibility) visibility.observe(element);
  else approach(element);
  sendWaitingLeads(element);
}

function scan(root: ParentNode): void {
  if (!selector) return;
  if (root instanceof Element && tags.has(root.localName)) register(root);
  for (const element of root.querySelectorAll(selector)) register(element);
}

/** Takes in tags served from now on, and looks for their elements once the page is parsed. */
function served(more: Iterable<string> = []): void {
  for (const tag of more) if (__WIDGET_TAGS__.includes(tag)) tags.add(tag);
  selector = [...tags].join(",");
  if (document.readyState !== "loading") scan(document);
}

function start(): void {
  if (pastedLoader()) serveEveryTag();
  served();
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLScriptElement && pastedLoader()) {
          serveEveryTag();
          served();
        } else if (node instanceof Element) scan(node);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  const options = { capture: true, passive: true };
  for (const type of ["pointerover", "focusin", "touchstart"]) {
    document.addEventListener(type, onInteraction, options);
  }
  // Captured (`true`): held before the page's own listeners hear them.
  document.addEventListener("click", replayClick, true);
  document.addEventListener("keydown", replayKey, true);
}

/** Once the page is parsed (or now, if it is). */
function whenParsed(run: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
  else run();
}

if (running && !Array.isArray(running) && typeof running.serveEveryTag === "function") {
  // Another copy of the loader (from another address: a pinned version, say) already serves
  // this page: it registers every tag once; this copy only says whether the page pasted it.
  const other = running as LoaderApi;
  whenParsed(() => {
    if (pastedLoader()) other.serveEveryTag();
  });
} else {
  // So a page's consent banner can answer before any widget module has loaded.
  (window as ConsentWindow).ebwConsent ??= createConsentApi(initialStatus(document), window);
  // More standalone scripts, run after this file: their tags are served too.
  page.ebwStandalone = {
    push: (...more: string[]) => served(more),
    serveEveryTag: () => {
      serveEveryTag();
      served();
    },
  } satisfies LoaderApi;
  selector = [...tags].join(",");
  whenParsed(start);
}
