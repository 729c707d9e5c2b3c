import { consentGiven } from "./consent";

/*
 * Apart from ./conversions.ts so that a widget which only reports its events (the exit-intent
 * popup) does not load the conversion code with it.
 */

/**
 * Pushes `{ event: name, ...params }` to the tag manager's `dataLayer` when the page has one.
 * Widgets report every event of theirs this way; a broken `push` is skipped. Nothing is pushed
 * before the page's consent (see ./consent.ts), nor replayed after it.
 */
export function pushToDataLayer(
  name: string,
  params: Record<string, unknown> = {},
  target: { dataLayer?: unknown } = globalThis as { dataLayer?: unknown },
): void {
  if (!consentGiven()) return;
  try {
    if (Array.isArray(target.dataLayer)) target.dataLayer.push({ event: name, ...params });
  } catch {
    // A tag manager that replaced push with something that throws.
  }
}
