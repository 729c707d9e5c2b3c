/*
 * The ad platforms' click ids, each as a visit's query brings it: the page script keeps the
 * latest of each, every lead carries them, and the server tells each platform its own. No
 * validation library here: the page script imports this.
 */

/** Every click id a visit keeps (a platform with a click id of its own adds it here). */
export const CLICK_IDS = [
  "gclid",
  "fbclid",
  // Google's click ids on iOS (app and web), where `gclid` is not set.
  "gbraid",
  "wbraid",
  // Microsoft Advertising's.
  "msclkid",
] as const;

export type ClickId = (typeof CLICK_IDS)[number];

/** Longest click id kept. */
export const CLICK_ID_MAX = 500;
