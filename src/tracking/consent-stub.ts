/**
 * `window.ebwConsent` as a page gets it before any widget module has loaded: the loader and each
 * standalone script install it (`widgets/delivery/`, whose scripts carry this file's code), so a
 * page's consent banner can answer at once; `./consent.ts`, which the widgets use, installs it
 * where neither ran and makes its `status` follow Google Consent Mode too. Nothing else here: a
 * page pays for these lines before any widget is wanted.
 */

export type ConsentStatus = "pending" | "granted" | "denied";

/** `window.ebwConsent`. */
export interface ConsentApi {
  status: ConsentStatus;
  grant(): void;
  deny(): void;
}

/** Fired on `window` when `grant()` or `deny()` is called. */
export const CONSENT_EVENT = "ebw-consent";

/** Marks the API once `./consent.ts` has made its `status` answer for Consent Mode too. */
export const FOLLOWS_CONSENT_MODE = Symbol.for("ebw.consent.mode");

/** The status a page starts with: pending when one of its scripts asks for consent first. */
export function initialStatus(doc: Pick<Document, "querySelector">): ConsentStatus {
  return doc.querySelector('script[data-consent="required" i]') ? "pending" : "granted";
}

/**
 * Whether the page lets us store in the browser now, for code that runs before `./consent.ts`
 * (the page script, the experiments' pre-paint): `window.ebwConsent`'s answer once a script
 * installed it, else the page's own question. Consent Mode is read by `./consent.ts` only.
 */
export function storageAllowed(win: Window): boolean {
  const status = (win as ConsentWindow).ebwConsent?.status;
  return status === undefined ? initialStatus(win.document) === "granted" : status === "granted";
}

/** A new `window.ebwConsent` with `status`, firing `CONSENT_EVENT` at `target`. */
export function createConsentApi(status: ConsentStatus, target: EventTarget): ConsentApi {
  return {
    status,
    grant() {
      this.status = "granted";
      target.dispatchEvent(new Event(CONSENT_EVENT));
    },
    deny() {
      this.status = "denied";
      target.dispatchEvent(new Event(CONSENT_EVENT));
    },
  };
}

/** Where the stub is installed: `window`. */
export type ConsentWindow = { ebwConsent?: ConsentApi };
