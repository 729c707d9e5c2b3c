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
