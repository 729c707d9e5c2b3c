/**
 * The strategy session's checkout: every `button[data-checkout]` (the navbar's and the page's)
 * asks the server for the provider's checkout page and goes there. While that runs every such
 * button reads 'Processing...' and is disabled; on any failure they return to idle, focus goes
 * back to the button that was pressed (disabling it had dropped focus to the page) and a
 * 'Payment Error' toast says so. Loaded only on pages that have such a button.
 */
import { newIdempotencyKey, postJson } from "../../src/api/client";
import { strategyCheckout } from "../../src/content/strategy";
import { browserStorage } from "../../src/site/storage";
import { attributionOfPage, keptVisit } from "../../src/tracking/visit";

const SELECTOR = "button[data-checkout]";

/** The visitor's attribution as the page script kept it; the server validates it. */
function visitAttribution(win: Window): unknown {
  return (
    keptVisit(browserStorage("localStorage"), Date.now())?.visit ??
    attributionOfPage(win.location, win.document.referrer)
  );
}

/**
 * The page's consent as the visitor goes to pay (see `leadConsent`, not imported: it would bring
 * the widgets' storage into every page): a page that asks first and has no grant is `denied`.
 */
function pageConsent(win: Window): string {
  const status = (win as unknown as { ebwConsent?: { status?: string } }).ebwConsent?.status;
  if (status !== undefined && status !== "granted") return "denied";
  const asks = win.document.querySelector('script[data-consent="required" i]') !== null;
  if (asks) return status === "granted" ? "granted" : "denied";
  return "not_required";
}

export function initCheckout(win: Window): void {
  const doc = win.document;
  const idle = new Map<HTMLButtonElement, Node[]>();
  let busy = false;

  const setBusy = (on: boolean) => {
    busy = on;
    for (const button of doc.querySelectorAll<HTMLButtonElement>(SELECTOR)) {
      if (on) {
        idle.set(button, [...button.childNodes]);
        button.textContent = strategyCheckout.processingLabel;
      } else {
        button.replaceChildren(...(idle.get(button) ?? [strategyCheckout.buttonLabel]));
      }
      button.disabled = on;
      button.dataset.state = on ? "processing" : "idle";
    }
    if (!on) idle.clear();
  };

  doc.addEventListener("click", async (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>(SELECTOR) : null;
    if (!button || busy) return;
    setBusy(true);
    // A fresh key per click: the server makes one session per key, so a retry of this request
    // can never open a second checkout.
    const result = await postJson<{ url?: unknown }>(
      `${win.location.origin}/api/create-checkout-session`,
      { attribution: visitAttribution(win), consent: pageConsent(win) },
      { idempotencyKey: newIdempotencyKey() },
    );
    const url = result.ok ? result.data.url : undefined;
    if (typeof url === "string" && /^https?:\/\//.test(url)) {
      win.location.assign(url);
      return;
    }
    setBusy(false);
    button.focus();
    // The toast's code comes only with a failure.
    void import("./toast").then(({ showToast }) =>
      showToast(doc, {
        title: strategyCheckout.errorTitle,
        description: strategyCheckout.errorDescription,
        variant: "destructive",
        dismissLabel: strategyCheckout.dismissLabel,
        avoid: button,
      }),
    );
  });

  // Coming back from the provider with the Back button restores this page as it was left.
  win.addEventListener("pageshow", (event) => {
    if (event.persisted && busy) setBusy(false);
  });
}
