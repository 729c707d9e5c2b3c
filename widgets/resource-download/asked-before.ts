import { consentedStorage } from "../../src/tracking/consent";

/**
 * Whether this browser asked for a free resource before: the widget's own memory, behind its
 * "Welcome back!". The server answers a known e-mail exactly as a new one (else anyone could ask
 * it whether an address is a contact), so only the visitor's own browser can know. Kept where
 * the page's consent allows (until then in this page only, moved to the browser once given) and
 * holding no address: one mark for the browser.
 */
export const ASKED_BEFORE_KEY = "ebw.resourceRequested";

export function askedBefore(): boolean {
  try {
    const storage = consentedStorage("localStorage");
    return storage ? storage.getItem(ASKED_BEFORE_KEY) !== null : false;
  } catch {
    return false;
  }
}

export function rememberAsked(): void {
  try {
    consentedStorage("localStorage")?.setItem(ASKED_BEFORE_KEY, "1");
  } catch {
    // Full or blocked storage: the next request is thanked as a first one.
  }
}
