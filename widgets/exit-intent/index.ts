/*
 * The exit-intent offer's entry: plain DOM code, no React, so a page pays a few kilobytes for a
 * popup most visitors never see, and it opens at once when they do.
 */
import { navigationTarget } from "../../src/site/links";
import type { EventMapOf } from "../shared/element/declaration";
import { dispatch } from "../shared/element/events";
import { deepActiveElement, isDialogOpen, isFillingInField } from "../shared/element/page-state";
import type { PlainAttributes } from "../shared/element/plain-attributes";
import { styleInto } from "../shared/element/stylesheet";
import type { ExitIntentCloseDetail, ExitIntentOpenDetail, exitIntent } from "./declaration";
import { markShown, wasShown } from "./session-flag";
import { exitIntentStyles } from "./styles";
import { exitIntentView } from "./view";

declare global {
  interface HTMLElementTagNameMap {
    "exit-intent": ExitIntentElement;
  }
  interface WidgetEventMap extends EventMapOf<typeof exitIntent> {}
}

/** The declared attributes, written in by the build (`../shared/element/plain-attributes.ts`). */
declare const __EXIT_INTENT__: PlainAttributes<typeof exitIntent>;
/** Each property and its attribute. */
const attributeOf = __EXIT_INTENT__.attributeOf;

const DEFAULT_HREF = "/debt-calculator";
/** The default resolved against this script's origin, so a host page's own paths never apply. */
const ourCalculator = new URL(DEFAULT_HREF, import.meta.url).href;
/** The pointer must leave within this many pixels of the top of the viewport. */
const EXIT_EDGE_PX = 5;

/** A boolean attribute: present means true, except the literal "false"; absent, undefined. */
const flag = (text: string | null): boolean | undefined =>
  text === null ? undefined : text.trim().toLowerCase() !== "false";

/**
 * The `<exit-intent>` element; its attributes, events, parts and custom properties are declared in
 * `./declaration.ts` (and published in custom-elements.json).
 */
export class ExitIntentElement extends HTMLElement {
  static get observedAttributes(): string[] {
    return Object.values(attributeOf);
  }

  /** Where 'Try the Calculator Now' goes (the `href` attribute). */
  declare href: string | undefined;
  /** While true the popup does not arm itself (the `disabled` attribute). */
  declare disabled: boolean | undefined;
  /** The session flag's key (the `storage-key` attribute). */
  declare storageKey: string | undefined;
  /** Reflects whether the popup is open; setting it opens or closes it. */
  declare open: boolean | undefined;

  // Set by the constructor, whose closures hold the element's state. Declared, not initialised
  // here: class-field initialisers compile to a helper that lives in the shared React chunk.
  /** Brings the view and the exit listener in line with the attributes and the page. */
  declare private readonly _update: () => void;
  declare private readonly _disconnect: () => void;

  constructor() {
    super();
    const root = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    root.innerHTML = exitIntentView;
    styleInto(root, exitIntentStyles);
    const dialog = root.querySelector("dialog") as HTMLDialogElement;
    const cta = root.querySelector("[part~=cta]") as HTMLAnchorElement;
    /** Whether the dialog was last shown open: the events tell changes only. */
    let wasOpen = false;
    let trigger: ExitIntentOpenDetail["trigger"] = "manual";
    let reason: ExitIntentCloseDetail["reason"] = "manual";
    let restoreFocus: HTMLElement | null = null;
    let pressedOnBackdrop = false;

    const key = () => this.storageKey?.trim() || __EXIT_INTENT__.defaults.storageKey;
    const destination = () => navigationTarget(this.href, ourCalculator, document.baseURI).href;
    const close = (why: ExitIntentCloseDetail["reason"]) => {
      reason = why;
      this.open = false;
    };
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > EXIT_EDGE_PX) return;
      if (isDialogOpen() || isFillingInField()) return;
      document.removeEventListener("mouseout", onMouseOut);
      if (wasShown(key()) || this.open) return;
      trigger = "exit";
      this.open = true;
    };

    this._update = () => {
      cta.href = destination();
      const open = this.open === true;
      if (this.isConnected && open !== wasOpen) {
        wasOpen = open;
        dialog.dataset.state = open ? "open" : "closed";
        if (open) {
          if (!dialog.open) {
            restoreFocus = deepActiveElement();
            dialog.showModal();
            // The first focusable element of the content, as in every modal of the widgets.
            cta.focus();
          }
          markShown(key());
          dispatch(this, "exit-intent-open", { trigger });
          trigger = "manual";
        } else {
          if (dialog.open) dialog.close();
          dispatch(this, "exit-intent-close", { reason });
          reason = "manual";
        }
      }
      // Listens for an exit while on the page, enabled and not yet shown this session.
      document.removeEventListener("mouseout", onMouseOut);
      if (this.isConnected && !this.disabled && !wasShown(key())) {
        document.addEventListener("mouseout", onMouseOut);
      }
    };
    this._disconnect = () => {
      document.removeEventListener("mouseout", onMouseOut);
      // Taken off the page: the dialog goes with it, with no event; put back, it opens again.
      wasOpen = false;
      if (dialog.open) dialog.close();
    };

    dialog.addEventListener("cancel", (event) => {
      // Escape: the `open` attribute decides, so the page hears why it closed.
      event.preventDefault();
      close("escape");
    });
    dialog.addEventListener("close", () => {
      if (restoreFocus?.isConnected) restoreFocus.focus();
      restoreFocus = null;
      // The browser may close the dialog itself (a repeated Escape ignores preventDefault).
      if (this.open && this.isConnected) close("escape");
    });
    dialog.addEventListener("pointerdown", (event) => {
      pressedOnBackdrop = event.target === dialog;
    });
    dialog.addEventListener("click", (event) => {
      // The panel fills the dialog box, so a click whose target is the <dialog> itself landed
      // on the ::backdrop.
      if (pressedOnBackdrop && event.target === dialog) close("backdrop");
      pressedOnBackdrop = false;
    });
    root
      .querySelector("[part~=close-button]")
      ?.addEventListener("click", () => close("close-button"));
    cta.addEventListener("click", (event) => {
      // Let the browser handle new-tab and download gestures.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      const target = destination();
      close("cta");
      window.location.assign(target);
    });

    // A property set before the element was upgraded sits on the instance and hides the
    // accessor: move it to the attribute.
    const self = this as unknown as Record<string, unknown>;
    for (const name of Object.keys(attributeOf)) {
      if (Object.hasOwn(this, name)) {
        const value = self[name];
        delete self[name];
        self[name] = value;
      }
    }
    cta.href = destination();
  }

  /** Opens the popup now, even if it was already shown this session. */
  show(): void {
    this.open = true;
  }

  /** Closes the popup. */
  hide(): void {
    this.open = false;
  }

  connectedCallback(): void {
    this._update();
  }

  disconnectedCallback(): void {
    this._disconnect();
  }

  attributeChangedCallback(_name: string, old: string | null, value: string | null): void {
    if (old !== value) this._update();
  }
}

// A property per attribute; a boolean one reads as `flag` does.
for (const [name, attribute] of Object.entries(attributeOf)) {
  const boolean = (__EXIT_INTENT__.booleans as readonly string[]).includes(name);
  Object.defineProperty(ExitIntentElement.prototype, name, {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement) {
      const text = this.getAttribute(attribute);
      return boolean ? flag(text) : (text ?? undefined);
    },
    set(this: HTMLElement, value: unknown) {
      if (value === undefined || value === null || value === false) this.removeAttribute(attribute);
      else this.setAttribute(attribute, value === true ? "" : String(value));
    },
  });
}

// A script pasted twice on a page is harmless.
if (!customElements.get("exit-intent")) customElements.define("exit-intent", ExitIntentElement);
