/**
 * A first view whose element's code could not be imported (an ad blocker, a policy, a dropped
 * connection, or code that threw as it ran). The loader (`./loading.ts`) then imports this file,
 * built on its own as `first-view/fallback.js` (`tooling/first-views.ts`), and hands it the tag:
 * - each view of that tag says so, with the broker's phone and e-mail, and a "Try again" that
 *   imports the code again (the element then takes its view over as ever,
 *   `../shared/element/hand-over/take-over.ts`: what this file added is taken out first, so the
 *   markup is the view's own again);
 * - its form is sent by `fetch`, as JSON, to the function the widget itself sends to
 *   (`/api/submit-lead` or `/api/collect-lead`, named by the form's `action`), with the body our
 *   form function would make of the same form (`functions/api/form-post.ts`), under a key of the
 *   view's own: the lead is stored once, the visitor stays on the page and is thanked in place
 *   (or goes to the element's `redirect`). The browser's own post of the form is left to a page
 *   without script.
 * No conversion is reported from here: the page's tags are the widget's code's to call.
 */
import { siteConfig } from "../../src/config";
import {
  contactForm,
  debtLeadForm,
  preApprovalForm,
  rateLimitedMessage,
  resourceDownloadForm,
} from "../../src/content/forms";
import { leadMagnets } from "../../src/content/lead-magnets";
import { widgetFallback } from "../../src/content/widget-fallback";
import { leadSourceSlug } from "../../src/schemas/lead-source";
import { navigationTarget } from "../../src/site/links";
import { startDownload } from "../../src/site/start-download";
import { FALLBACK_ADDED } from "./keys";

const copy = widgetFallback.firstView;

const ADDED = FALLBACK_ADDED;

interface Thanks {
  title: string;
  description?: string;
}

/** What each form says in place once its lead is stored. */
const thanksOf = new Map<string, Thanks>([
  ["lead-form", { title: debtLeadForm.success }],
  ["preapproval-form", preApprovalForm.successToast],
  ["contact-form", contactForm.successToast],
  ["resource-download", { title: resourceDownloadForm.downloadedHeading }],
]);

/** An element with its attributes and children (text or nodes). */
function node(
  name: string,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElement {
  const made = document.createElement(name);
  for (const [attribute, value] of Object.entries(attributes)) made.setAttribute(attribute, value);
  made.append(...children);
  return made;
}

/** `lead` and the broker's phone and e-mail, as the widgets' own alternative says them. */
function callLine(lead: string): (Node | string)[] {
  const { phoneTel, phoneDisplay, email } = siteConfig;
  return [
    `${lead} `,
    node("a", { href: `tel:${phoneTel}` }, phoneDisplay),
    ` ${widgetFallback.email} `,
    node("a", { href: `mailto:${email}` }, email),
    ` ${widgetFallback.closing}`,
  ];
}

/** Takes out of `root` whatever this file added to it. */
function takeOut(root: ShadowRoot): void {
  for (const added of root.querySelectorAll(`[${ADDED}]`)) added.remove();
}

/** Says, in `form`, what stopped it being sent: before its button, in place of the last word. */
function sayInForm(form: HTMLFormElement, ...words: (Node | string)[]): void {
  form.querySelector(`[${ADDED}="error"]`)?.remove();
  const said = node("p", { class: "ebw-notice", role: "alert", [ADDED]: "error" }, ...words);
  const button = form.querySelector("button[type=submit]");
  if (button) button.before(said);
  else form.append(said);
}

/** A 32-bit FNV-1a hash of `text` in base 36: tells one body from another, no secret. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The body our form function makes of `form`: its filled fields and what its action adds. */
function bodyOf(host: Element, form: HTMLFormElement, action: URL): Record<string, unknown> {
  // Without a prototype: a field named `__proto__` is a field like any other.
  const body: Record<string, unknown> = Object.create(null);
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value !== "") body[name] = value;
  }
  for (const [name, value] of action.searchParams) {
    if (name !== "to" && name !== "key") body[name] = value;
  }
  const source = typeof body.source === "string" ? leadSourceSlug(body.source, "") : "";
  if (source) body.source = source;
  else delete body.source;
  body.page = {
    path: location.pathname,
    widget: host.localName,
    variant: host.getAttribute("variant") ?? "",
  };
  return body;
}

/** The lead stored: thanks in place of the form, or on to the element's `redirect`. */
function thank(host: Element, form: HTMLFormElement, body: Record<string, unknown>): void {
  const redirect = host.getAttribute("redirect")?.trim();
  const magnet = leadMagnets.find((candidate) => candidate.id === body.leadMagnet);
  if (magnet) startDownload(magnet, import.meta.url, () => {});
  if (redirect && redirect.toLowerCase() !== "none") {
    window.location.assign(navigationTarget(redirect, location.href, document.baseURI).href);
    return;
  }
  const { title, description } = thanksOf.get(host.localName) ?? { title: debtLeadForm.success };
  const status = node(
    "p",
    {
      class: "ebw-form-status",
      "data-variant": "success",
      role: "status",
      "aria-live": "polite",
      tabindex: "-1",
      part: "success",
    },
    node("strong", {}, title),
    description ? ` ${description}` : "",
  );
  const root = form.getRootNode() as ShadowRoot;
  takeOut(root);
  form.replaceWith(status);
  status.focus();
}

/** The function `form`'s action names (`?to=`), if it is one of ours. */
function functionOf(form: HTMLFormElement): string | undefined {
  const to = new URL(form.action).searchParams.get("to");
  return to === "submit-lead" || to === "collect-lead" ? to : undefined;
}

/** Sends `form` of `host` by `fetch`; `settle` keeps its code from taking the view over later. */
async function send(host: Element, form: HTMLFormElement, settle: () => void): Promise<void> {
  const action = new URL(form.action);
  const to = functionOf(form) as string;
  const body = bodyOf(host, form, action);
  const json = JSON.stringify(body);
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.textContent ?? "";
  if (button) {
    button.disabled = true;
    button.textContent = copy.sending;
  }
  try {
    const answer = await fetch(new URL(to, action), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": `view-${action.searchParams.get("key") ?? "page"}-${hashOf(json)}`,
      },
      body: json,
    });
    if (answer.ok) {
      // Sent: the view stays as it is now, thanks and all, rather than become the form again.
      settle();
      sent.add(host);
      thank(host, form, body);
      return;
    }
    const reply = (await answer.json().catch(() => ({}))) as { fields?: Record<string, string> };
    if (answer.status === 400 && reply.fields) {
      // One line per field the server refused.
      const lines = Object.values(reply.fields).flatMap((line) => [node("br", {}), line]);
      sayInForm(form, ...lines.slice(1));
    } else if (answer.status === 429) sayInForm(form, rateLimitedMessage);
    else sayInForm(form, ...callLine(copy.notSent));
  } catch {
    sayInForm(form, ...callLine(copy.notSent));
  } finally {
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
  }
}

const heard = new WeakSet<HTMLFormElement>();
/** Elements whose form was sent from here: their thanks stay as they are. */
const sent = new WeakSet<Element>();

/**
 * Each view of `tag` on the page says its code could not load, offers `retry` (which imports it
 * again) and sends its form itself; `settle` is called once a form was sent.
 */
export function holdViews(tag: string, retry: () => unknown, settle: () => void): void {
  for (const host of document.querySelectorAll(tag)) {
    const root = host.shadowRoot;
    if (!root || sent.has(host) || root.querySelector(`[${ADDED}="notice"]`)) continue;
    const form = root.querySelector("form");
    const again = node("button", { type: "button", class: "ebw-button" }, copy.retry);
    // Through the CSSOM, which a strict policy allows where a style attribute is refused.
    again.style.marginTop = "8px";
    again.addEventListener("click", () => {
      for (const other of document.querySelectorAll(tag)) {
        if (other.shadowRoot) takeOut(other.shadowRoot);
      }
      retry();
    });
    const notice = node(
      "p",
      { class: "ebw-notice", role: "status", part: "fallback", [ADDED]: "notice" },
      ...callLine(form ? copy.form : copy.other),
      node("br", {}),
      again,
    );
    if (form) form.before(notice);
    else {
      // Above the tool's own header, apart from it.
      notice.style.margin = "0 0 16px";
      (root.querySelector("[part~=root]") ?? root).prepend(notice);
    }
    for (const each of root.querySelectorAll("form")) {
      if (heard.has(each)) continue;
      heard.add(each);
      each.addEventListener("submit", (event) => {
        // Once the element's code runs, the form is its own; a form not ours goes as it would.
        if (customElements.get(tag) || !functionOf(each)) return;
        event.preventDefault();
        void send(host, each, settle);
      });
    }
  }
}
