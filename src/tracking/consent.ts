import { browserStorage } from "../site/storage";
import {
  type ConsentApi,
  type ConsentStatus,
  type ConsentWindow,
  createConsentApi,
  FOLLOWS_CONSENT_MODE,
  initialStatus,
} from "./consent-stub";

/*
 * Whether the host page lets the widgets store anything in the browser and report to its tags.
 * A page opts in to asking first with `data-consent="required"` on the script tag that loads the
 * widgets; without it the widgets behave as they always have (consent is taken as granted).
 * The decision comes from the page's consent banner, through `window.ebwConsent.grant()` /
 * `.deny()`, or from Google Consent Mode: `gtag('consent', 'default' | 'update', …)` entries in
 * the page's `dataLayer`, granted when both `analytics_storage` and `ad_storage` are.
 * An explicit `grant()` or `deny()` wins over Consent Mode.
 */

export type { ConsentApi, ConsentStatus } from "./consent-stub";
export { CONSENT_EVENT, createConsentApi, initialStatus } from "./consent-stub";

/**
 * Google Consent Mode's answer in `dataLayer`, or undefined where the page does not use it.
 * gtag pushes its `arguments`: `["consent", "default" | "update", { analytics_storage, … }]`.
 */
export function consentModeStatus(dataLayer: unknown): ConsentStatus | undefined {
  if (!Array.isArray(dataLayer)) return undefined;
  const state: Record<string, unknown> = {};
  let updated = false;
  let used = false;
  for (const entry of dataLayer as unknown[]) {
    if (typeof entry !== "object" || entry === null) continue;
    const call = entry as ArrayLike<unknown>;
    if (call[0] !== "consent" || typeof call[2] !== "object" || call[2] === null) continue;
    if (call[1] !== "default" && call[1] !== "update") continue;
    used = true;
    updated ||= call[1] === "update";
    Object.assign(state, call[2]);
  }
  if (!used) return undefined;
  if (state.analytics_storage === "granted" && state.ad_storage === "granted") return "granted";
  // Consent Mode's default is the page's question, not the visitor's answer.
  return updated ? "denied" : "pending";
}

/**
 * `window.ebwConsent`, installed if the page has none yet, with a `status` that also follows
 * Consent Mode. Null where there is no page (server, pre-render).
 */
export function consentApi(): ConsentApi | null {
  if (typeof window === "undefined" || typeof document === "undefined") return null;
  const page = window as unknown as ConsentWindow & { dataLayer?: unknown };
  page.ebwConsent ??= createConsentApi(initialStatus(document), window);
  const api = page.ebwConsent;
  const marked = api as unknown as Record<symbol, boolean>;
  if (!marked[FOLLOWS_CONSENT_MODE]) {
    let explicit = api.status;
    Object.defineProperty(api, "status", {
      configurable: true,
      enumerable: true,
      get: () =>
        explicit !== "pending" ? explicit : (consentModeStatus(page.dataLayer) ?? "pending"),
      set: (value: ConsentStatus) => {
        explicit = value;
      },
    });
    marked[FOLLOWS_CONSENT_MODE] = true;
  }
  return api;
}

/** Whether the widgets may store in the browser and report to the page's tags now. */
export function consentGiven(): boolean {
  return (consentApi()?.status ?? "granted") === "granted";
}

export type ConsentedStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Until consent, what the widgets would have stored lives in this page only. */
const heldBack = {
  localStorage: new Map<string, string>(),
  sessionStorage: new Map<string, string>(),
};

function memoryStorage(items: Map<string, string>): ConsentedStorage {
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/**
 * The browser storage the widgets may use: the real one once consent is given (what was held
 * back in this page until then moves there, so a lead waiting to be resent and the visit's
 * attribution are not lost), a store in this page's memory before.
 */
export function consentedStorage(kind: "localStorage" | "sessionStorage"): ConsentedStorage | null {
  const held = heldBack[kind];
  if (!consentGiven()) return memoryStorage(held);
  const storage = browserStorage(kind);
  if (storage && held.size > 0) {
    try {
      for (const [key, value] of held) {
        if (storage.getItem(key) === null) storage.setItem(key, value);
      }
    } catch {
      // Full or blocked storage: what was held back stays with this page.
    }
    held.clear();
  }
  return storage;
}

// A page that imports a widget module directly, without the loader, gets the API with it.
consentApi();
