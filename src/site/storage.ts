/**
 * The page's localStorage or sessionStorage, or null where there is none: on the server, during
 * pre-rendering, and where merely reading the property throws (sandboxed frames, storage blocked
 * in the browser's settings).
 */
export function browserStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}
