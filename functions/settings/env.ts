/**
 * The server's environment and the readers its settings share. The site configuration reads its
 * own `SITE_*` variables in `src/config`; everything else the server is told lives here and
 * beside it.
 */

/** The environment's variables by name, as the process or platform gives them. */
export type Env = Record<string, string | undefined>;

/** A variable's value trimmed, or undefined when unset or blank. */
export const text = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/**
 * A non-negative whole number from the environment (limits, retry timings), the fallback when
 * unset, and an error naming the variable for anything else. `unit` completes the message.
 */
export function wholeNumberFromEnv(
  env: Env,
  name: string,
  fallback: number,
  unit?: string,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number${unit ? ` of ${unit}` : ""}, got "${raw}"`);
  }
  return value;
}

/**
 * An http or https URL from the environment, undefined when unset, and an error naming the
 * variable for anything else. `example` shows in the message what a good one looks like.
 */
export function urlFromEnv(env: Env, name: string, example: string): URL | undefined {
  const raw = text(env, name);
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL such as ${example}, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`${name} must be an http or https URL, got "${raw}"`);
  }
  return url;
}
