/** Local-storage key of a path saved by an earlier page to be opened on the next load. */
const SAVED_REDIRECT_KEY = "redirect";

type Here = Pick<Location, "origin" | "pathname" | "search" | "hash">;

/**
 * The address to move to for a saved value, or null to stay. Only paths on this site are
 * followed, so a value planted in storage cannot send the visitor to another site.
 */
export function savedRedirectTarget(saved: string | null, here: Here): string | null {
  const value = saved?.trim();
  if (!value?.startsWith("/")) return null;
  let target: URL;
  try {
    target = new URL(value, here.origin);
  } catch {
    return null;
  }
  // "//host" and "/\host" parse as other origins, which is exactly what must not be followed.
  if (target.origin !== here.origin) return null;
  const path = target.pathname + target.search + target.hash;
  return path === here.pathname + here.search + here.hash ? null : path;
}

/** Consumes the saved redirect once: it is removed first, then the address is replaced. */
export function consumeSavedRedirect(storage: Storage | undefined, location: Location): void {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(SAVED_REDIRECT_KEY) ?? null;
    if (saved !== null) storage?.removeItem(SAVED_REDIRECT_KEY);
  } catch {
    return;
  }
  const target = savedRedirectTarget(saved, location);
  // Each page is its own pre-rendered file, so replacing the address means loading that file.
  if (target) location.replace(target);
}
