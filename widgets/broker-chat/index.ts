/*
 * The chat's entry: plain DOM code, no React, so a page pays only for a round button until the
 * visitor reaches for it. The panel (React) is imported once the page has loaded and is idle, as
 * the loader warms the other widgets (`../delivery/idle.ts`: not on Save-Data or 2G), or else when the
 * button is hovered, focused or touched; it is shown when the button is pressed, or at once when
 * the visitor had it open on the previous page.
 */

import { chatButtonCopy } from "../../src/content/chat-button";
import type { EventMapOf } from "../shared/element/declaration";
import type { PlainAttributes } from "../shared/element/plain-attributes";
import { type Stylesheet, styleInto } from "../shared/element/stylesheet";
import type { brokerChat } from "./declaration";
import launcherCss from "./launcher.css?inline";
import { CHAT_SESSION_KEY } from "./session-key";

declare global {
  interface HTMLElementTagNameMap {
    "broker-chat": BrokerChatElement;
  }
  interface WidgetEventMap extends EventMapOf<typeof brokerChat> {}
}

/** The declared attributes, written in by the build (`../shared/element/plain-attributes.ts`). */
declare const __BROKER_CHAT__: PlainAttributes<typeof brokerChat>;

const launcherStyles: Stylesheet = { css: launcherCss };

const icon =
  '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 3C6.5 3 2 6.6 2 11c0 2.1 1 4 2.7 5.4L4 21l4.6-2.5c1.1.3 2.2.5 3.4.5 5.5 0 10-3.6 10-8s-4.5-8-10-8z"/></svg>';

const loadPanel = () => import("./after-intent");

// One load for every button on the page; a failed one is tried again on the next press.
let panelModule: ReturnType<typeof loadPanel> | undefined;
function load(): ReturnType<typeof loadPanel> {
  panelModule ??= loadPanel().catch((error) => {
    panelModule = undefined;
    throw error;
  });
  return panelModule;
}

/**
 * The panel warmed once for the page, by the first button connected, on the loader's rule
 * (`../delivery/idle.ts`): after the page's `load` event, when the browser is idle, never on Save-Data
 * or 2G; a failure waits for the next press. The rule is written again here, not imported: the
 * module build would make that file a chunk both this entry and loader.js fetch before `load`.
 */
let warming = false;
function warm(): void {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (warming || connection?.saveData || /2g/.test(connection?.effectiveType ?? "")) return;
  warming = true;
  const idle = () => {
    const panel = () => void load().catch(() => {});
    if ("requestIdleCallback" in window) requestIdleCallback(panel, { timeout: 3000 });
    else setTimeout(panel, 200);
  };
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

/**
 * Whether the session's record says the panel was left open. Only a hint, read without the
 * session's code: the panel's module reads the record again, as consent allows, before reopening.
 */
function leftOpen(): boolean {
  try {
    return /"open":true/.test(sessionStorage.getItem(CHAT_SESSION_KEY) ?? "");
  } catch {
    return false;
  }
}

/**
 * The `<broker-chat>` element; its attributes, events, parts and custom properties are declared in
 * `./declaration.ts` (and published in custom-elements.json).
 */
export class BrokerChatElement extends HTMLElement {
  static get observedAttributes(): readonly string[] {
    return __BROKER_CHAT__.observed;
  }

  // Declared, not initialised here: class-field initialisers compile to a helper that lives in
  // the shared React chunk, which this entry must not import.
  declare private _open: boolean;
  declare private readonly _button: HTMLButtonElement;
  declare private readonly _slot: HTMLDivElement;
  declare private readonly _corner: HTMLDivElement;

  constructor() {
    super();
    this._open = false;
    const root = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    // The corner is a popover shown for as long as the element is connected: in the top layer,
    // so no ancestor's transform, filter or overflow on the host page can move or clip the
    // button and the panel (each fixed to the viewport inside it), and nothing on the page
    // covers them. Manual: it never closes by itself; the panel handles Escape as before.
    root.innerHTML = `<div class="corner" popover="manual"><div class="ebw-root"><div class="panel-slot"></div><button type="button" class="launcher" part="launcher" aria-expanded="false" aria-label="${chatButtonCopy.open}">${icon}</button></div></div>`;
    styleInto(root, launcherStyles);
    this._corner = root.querySelector(".corner") as HTMLDivElement;
    this._slot = root.querySelector(".panel-slot") as HTMLDivElement;
    this._button = root.querySelector(".launcher") as HTMLButtonElement;
    this._button.addEventListener("click", () => (this._open ? this.hide() : this.show()));
    // Fetch the panel's code while the pointer or focus is on its way to pressing the button.
    for (const type of ["pointerenter", "focus", "touchstart"]) {
      this._button.addEventListener(type, () => void load().catch(() => {}), {
        once: true,
        passive: true,
      });
    }
  }

  connectedCallback(): void {
    if (!this.dataset.state) this.dataset.state = "closed";
    this._takeSide();
    // A browser without popovers keeps the corner in the page, fixed as before.
    if (this._corner.showPopover && !this._corner.matches(":popover-open"))
      this._corner.showPopover();
    // So that a first tap is answered by the panel, not held while React downloads.
    warm();
    // Reopened as the visitor left it, when the last page (or an element of this page whose
    // panel has loaded) had it open.
    if (!this._open && (panelModule || leftOpen())) void this._render("restore");
  }

  attributeChangedCallback(): void {
    if (panelModule) void this._render("update");
  }

  show(): void {
    this._takeSide();
    this._setOpen(true);
  }

  /**
   * The corner at the end of the page's lines: bottom right, or bottom left on a right-to-left
   * page (Arabic, Hebrew), where a visitor looks for it. Read from the parent: the element's own
   * direction is reset with everything else it inherits.
   */
  private _takeSide(): void {
    const page = this.parentElement ?? document.documentElement;
    this._corner.dataset.side = getComputedStyle(page).direction === "rtl" ? "left" : "right";
  }

  hide(): void {
    this._setOpen(false);
  }

  private _setOpen(open: boolean): void {
    if (open === this._open) return;
    this._show(open);
    void this._render("visitor");
    if (!open) this._button.focus();
  }

  /** The open state as the button and the page see it. */
  private _show(open: boolean): void {
    this._open = open;
    this.dataset.state = open ? "open" : "closed";
    this._button.setAttribute("aria-expanded", String(open));
  }

  private async _render(how: "visitor" | "restore" | "update"): Promise<void> {
    try {
      const { renderChatPanel, readChatSession, saveChatSession } = await load();
      if (how === "restore") {
        // The session's record, read as consent allows, has the last word.
        if (this._open || !this.isConnected || !readChatSession().open) return;
        this._show(true);
      } else if (how === "visitor") {
        saveChatSession({ open: this._open });
      }
      renderChatPanel(this._slot, {
        host: this,
        open: this._open,
        openedBy: how,
        apiBase: this.getAttribute(__BROKER_CHAT__.attributeOf.apiBase),
        onClose: () => this.hide(),
      });
    } catch (error) {
      // The button stays; the next press tries to load the panel again.
      console.error("<broker-chat>: the chat failed to load", error);
      this._show(false);
    }
  }
}

if (!customElements.get("broker-chat")) customElements.define("broker-chat", BrokerChatElement);
