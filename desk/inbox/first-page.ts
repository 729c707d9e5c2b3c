import { api } from "../api/client";
import type { LeadPage } from "../api/types";
import { routeOf } from "../app/routes";
import { filtersFromSearch } from "./filters";
import { inboxFirstPath } from "./first-requests";

/*
 * The inbox's first rows, read as the desk learns who is signed in, so the shell and the rows
 * are drawn in one pass: the answer is already on its way (the page's `Link` header preloads
 * it), and drawing the shell first, then asking, then drawing the rows cost a phone a frame and
 * a round of effects before its first row. Kept for one address, taken once.
 */
let kept: { path: string; page: LeadPage } | null = null;

/** Reads the inbox's first page when the desk opens on the inbox; nothing elsewhere or on failure. */
export async function readFirstPage(pathname: string, search: string): Promise<void> {
  kept = null;
  if (routeOf(pathname, search).name !== "inbox") return;
  const path = inboxFirstPath(filtersFromSearch(search));
  try {
    kept = { path, page: await api<LeadPage>(path) };
  } catch {
    // The inbox asks again itself, and says why if it fails again.
  }
}

/** The first page read for the inbox's first rows at `path`, taken (null when none is kept). */
export function takeFirstPage(path: string): LeadPage | null {
  const found = kept?.path === path ? kept.page : null;
  kept = null;
  return found;
}
