import { consentedStorage } from "../../src/tracking/consent";

/*
 * The "already shown" flag of the popup, in sessionStorage, so it opens by itself at most once
 * per browser session. Before the page's consent it is kept in the page (see consent.ts).
 */

// Storage can be unavailable (privacy modes, sandboxed frames) or not yet consented to; then the
// popup still shows at most once per page view.
const shownWithoutStorage = new Set<string>();

export function wasShown(key: string): boolean {
  try {
    return (consentedStorage("sessionStorage")?.getItem(key) ?? null) !== null;
  } catch {
    return shownWithoutStorage.has(key);
  }
}

export function markShown(key: string): void {
  try {
    const storage = consentedStorage("sessionStorage");
    if (!storage) throw new Error("no storage");
    storage.setItem(key, "1");
  } catch {
    shownWithoutStorage.add(key);
  }
}
