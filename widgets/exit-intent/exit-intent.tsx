import { type MouseEvent, useEffect, useRef } from "react";
import { navigationTarget } from "../../src/site/links";
import { consentedStorage } from "../../src/tracking/consent";
import { hostOf, type OpenableElement, type WidgetProps } from "../shared/element/define-element";
import { dispatch } from "../shared/element/events";
import { isDialogOpen, isFillingInField } from "../shared/element/page-state";
import { Dialog, type DialogCloseReason } from "../shared/ui/dialog";

export interface ExitIntentProps {
  href?: string;
  disabled?: boolean;
  storageKey?: string;
  open?: boolean;
}

/** `show()` opens the popup now, even if it was already shown this session; `hide()` closes it. */
export type ExitIntentElement = OpenableElement & Omit<ExitIntentProps, "open">;

/** `exit` when the pointer left through the top edge; `manual` for show() or the attribute. */
export interface ExitIntentOpenDetail {
  trigger: "exit" | "manual";
}

export interface ExitIntentCloseDetail {
  reason: DialogCloseReason | "cta" | "manual";
}

const DEFAULT_HREF = "/debt-calculator";
const DEFAULT_STORAGE_KEY = "exit-intent-shown";
/** The pointer must leave within this many pixels of the top of the viewport. */
const EXIT_EDGE_PX = 5;

// Storage can be unavailable (privacy modes, sandboxed frames) or not yet consented to; then the
// popup still shows at most once per page view.
const shownWithoutStorage = new Set<string>();

function wasShown(key: string): boolean {
  try {
    return (consentedStorage("sessionStorage")?.getItem(key) ?? null) !== null;
  } catch {
    return shownWithoutStorage.has(key);
  }
}

function markShown(key: string): void {
  try {
    const storage = consentedStorage("sessionStorage");
    if (!storage) throw new Error("no storage");
    storage.setItem(key, "1");
  } catch {
    shownWithoutStorage.add(key);
  }
}

/**
 * Exit-intent popup: once per browser session, when the pointer leaves the page through the top
 * edge, it offers the debt calculator to visitors who are not ready to book a call. Place it on
 * the pages where it should run (the debt-consolidation landing pages). It never interrupts: while
 * a dialog is open on the page (say the lead form's modal) or the visitor is filling in a field
 * (in any widget too), an exit is ignored and the popup waits for the next one. Its events
 * bubble, cross the shadow boundary and are pushed to `window.dataLayer` when present.
 *
 * @customElement exit-intent
 *
 * @attr href - Where 'Try the Calculator Now' goes. Default `/debt-calculator`. Absolute http(s)
 *   links are followed with a full navigation; other schemes are ignored.
 * @attr disabled - Boolean. While present the popup does not arm itself (show() still works).
 * @attr storage-key - sessionStorage key of the "already shown" flag. Default
 *   `exit-intent-shown`. While the flag exists the popup never opens by itself.
 * @attr open - Boolean, reflects whether the popup is open; setting it opens the popup.
 *
 * @method show - Opens the popup now (and sets the session flag).
 * @method hide - Closes the popup.
 *
 * @fires exit-intent-open - The popup opened. `detail: { trigger: "exit" | "manual" }`.
 * @fires exit-intent-close - The popup closed. `detail: { reason: "escape" | "close-button" |
 *   "backdrop" | "cta" | "manual" }`.
 * @fires widget-error - `{ tag, message }` when the element's code fails; it then shows the
 *   broker's phone and e-mail instead (`::part(fallback)`). Bubbles, composed.
 *
 * @csspart dialog - The native <dialog>.
 * @csspart panel - The dialog's inner box.
 * @csspart title - The heading.
 * @csspart description - The paragraph about the calculator.
 * @csspart highlight - The highlighted phrase in that paragraph.
 * @csspart savings - The 'You Could Save' line.
 * @csspart cta - The 'Try the Calculator Now' link.
 * @csspart close-button - The close button.
 *
 * @cssprop --ebw-accent - Call-to-action and savings colour. Default `#15803d`.
 * @cssprop --ebw-accent-contrast - Text on the call to action. Default `#ffffff`.
 * @cssprop --ebw-highlight - Background of the highlighted phrase. Default `#dcfce7`.
 * @cssprop --ebw-font - Shared by every widget (widgets/shared/element/base.css).
 * @cssprop --ebw-radius - Shared by every widget (widgets/shared/element/base.css).
 */
export function ExitIntentWidget({
  container,
  href,
  disabled,
  storageKey,
  open,
}: ExitIntentProps & WidgetProps) {
  const host = hostOf<ExitIntentElement>(container);
  const key = storageKey?.trim() || DEFAULT_STORAGE_KEY;
  const trigger = useRef<ExitIntentOpenDetail["trigger"]>("manual");
  const reason = useRef<ExitIntentCloseDetail["reason"]>("manual");
  const wasOpen = useRef(false);

  useEffect(() => {
    if (disabled || wasShown(key)) return;
    const onMouseOut = (event: globalThis.MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > EXIT_EDGE_PX) return;
      if (isDialogOpen() || isFillingInField()) return;
      document.removeEventListener("mouseout", onMouseOut);
      if (wasShown(key) || host.open) return;
      trigger.current = "exit";
      host.open = true;
    };
    document.addEventListener("mouseout", onMouseOut);
    return () => document.removeEventListener("mouseout", onMouseOut);
  }, [disabled, key, host]);

  useEffect(() => {
    const isOpen = open === true;
    if (isOpen === wasOpen.current) return;
    wasOpen.current = isOpen;
    if (isOpen) {
      markShown(key);
      dispatch(host, "exit-intent-open", { trigger: trigger.current });
      trigger.current = "manual";
    } else {
      dispatch(host, "exit-intent-close", { reason: reason.current });
      reason.current = "manual";
    }
  }, [open, key, host]);

  const close = (why: ExitIntentCloseDetail["reason"]) => {
    reason.current = why;
    host.open = false;
  };

  const destination = navigationTarget(href, DEFAULT_HREF, document.baseURI);

  const followCta = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab and download gestures.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    close("cta");
    window.location.assign(destination.href);
  };

  return (
    <Dialog
      open={open === true}
      onOpenChange={(next, why) => (next ? undefined : close(why))}
      className="exit-intent"
      title="Not Ready to Book a Call?"
      description={
        <>
          Use our debt calculator to see how much you could save by{" "}
          <mark className="exit-intent__highlight" part="highlight">
            rolling your debts into one simplified repayment
          </mark>{" "}
          &ndash; no sign-up required.
        </>
      }
    >
      <p className="exit-intent__savings" part="savings">
        You Could Save $1,000's per month
      </p>
      <a
        className="ebw-button exit-intent__cta"
        data-variant="accent"
        data-size="lg"
        data-block=""
        part="cta"
        href={destination.href}
        onClick={followCta}
      >
        Try the Calculator Now
      </a>
    </Dialog>
  );
}
