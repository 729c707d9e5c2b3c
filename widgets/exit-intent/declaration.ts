import type {
  DeliveryDeclaration,
  Detail,
  ElementDeclaration,
} from "../shared/element/declaration";
import type { WidgetErrorDetail } from "../shared/element/error-boundary";
import type { DialogCloseReason } from "../shared/ui/dialog";

/** `exit` when the pointer left through the top edge; `manual` for show() or the attribute. */
export interface ExitIntentOpenDetail {
  trigger: "exit" | "manual";
}

export interface ExitIntentCloseDetail {
  reason: DialogCloseReason | "cta" | "manual";
}

/**
 * Exit-intent popup: once per browser session, when the pointer leaves the page through the top
 * edge, it offers the debt calculator to visitors who are not ready to book a call. Place it on the
 * pages where it should run (the debt-consolidation landing pages). It never interrupts: while a
 * dialog is open on the page (say the lead form's modal) or the visitor is filling in a field (in
 * any widget too), an exit is ignored and the popup waits for the next one. Its events bubble,
 * cross the shadow boundary and are pushed to `window.dataLayer` when present. Its content is
 * static, plain DOM with no framework: the page pays a few kilobytes for it and the dialog opens at
 * once.
 */
export const exitIntent = {
  tag: "exit-intent",
  attributes: {
    /**
     * Where 'Try the Calculator Now' goes. Default `/debt-calculator` on the widget's own site.
     * Absolute http(s) links are followed with a full navigation; other schemes are ignored.
     */
    href: "string",
    /** Boolean. While present the popup does not arm itself (show() still works). */
    disabled: "boolean",
    /**
     * sessionStorage key of the "already shown" flag. While the flag exists the popup never opens
     * by itself.
     */
    storageKey: { kind: "string", default: "exit-intent-shown" },
    /** Boolean, reflects whether the popup is open; setting it opens the popup. */
    open: "boolean",
  },
  events: {
    /** The popup opened. `detail: { trigger: "exit" | "manual" }`. */
    "exit-intent-open": {} as Detail<ExitIntentOpenDetail>,
    /**
     * The popup closed. `detail: { reason: "escape" | "close-button" | "backdrop" | "cta" |
     * "manual" }`.
     */
    "exit-intent-close": {} as Detail<ExitIntentCloseDetail>,
    /**
     * `{ tag, message }` when the element's code failed to load (fired by the loader or the
     * standalone script); the page is left as it was, with no popup.
     */
    "widget-error": {} as Detail<WidgetErrorDetail>,
  },
  methods: {
    /** Opens the popup now (and sets the session flag). */
    show: true,
    /** Closes the popup. */
    hide: true,
  },
  parts: {
    /** The native <dialog>. */
    dialog: true,
    /** The dialog's inner box. */
    panel: true,
    /** The heading. */
    title: true,
    /** The paragraph about the calculator. */
    description: true,
    /** The highlighted phrase in that paragraph. */
    highlight: true,
    /** The 'You Could Save' line. */
    savings: true,
    /** The 'Try the Calculator Now' link. */
    cta: true,
    /** The close button. */
    "close-button": true,
  },
  cssProperties: {
    /** Call-to-action and savings colour. Default `#15803d`. */
    "--ebw-accent": true,
    /** Text on the call to action. Default `#ffffff`. */
    "--ebw-accent-contrast": true,
    /** Background of the highlighted phrase. Default `#dcfce7`. */
    "--ebw-highlight": true,
  },
} satisfies ElementDeclaration;

export const delivery = { strategy: "idle", plain: true } satisfies DeliveryDeclaration;
