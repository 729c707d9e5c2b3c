/**
 * The server's environment and the readers its variables' declarations share. The site
 * configuration reads its own `SITE_*` variables in `src/config`; everything else the server is
 * told is declared in `functions/settings/variables/`.
 */

/** The environment's variables by name, as the process or platform gives them. */
export type Env = Record<string, string | undefined>;

/** A variable's value trimmed, or undefined when unset or blank. */
export const text = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/**
 * How one variable's value is read: from its trimmed text (undefined when unset or blank) to its
 * value, or an error naming the variable (`name`) for a value that cannot be right.
 */
export type Read<T> = (raw: string | undefined, name: string) => T;

/** The text as given, undefined when unset. */
export const optional: Read<string | undefined> = (raw) => raw;

/** The text as given, `fallback` when unset. */
export const orDefault =
  (fallback: string): Read<string> =>
  (raw) =>
    raw ?? fallback;

/**
 * A non-negative whole number (limits, timings), `fallback` when unset; `unit` completes the
 * message, and `least` is the smallest value that may be right.
 */
export const wholeNumber =
  (fallback: number, unit?: string, least = 0): Read<number> =>
  (raw, name) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) {
      throw new Error(`${name} must be a whole number${unit ? ` of ${unit}` : ""}, got "${raw}"`);
    }
    if (value < least) throw new Error(`${name} must be at least ${least}`);
    return value;
  };

/**
 * An http or https URL, undefined when unset. `example` shows in the message what a good one
 * looks like.
 */
export const httpUrl =
  (example: string): Read<URL | undefined> =>
  (raw, name) => {
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
  };

/** An http or https URL, the service's own `fallback` when unset. */
export const httpUrlOr =
  (fallback: string): Read<URL> =>
  (raw, name) =>
    httpUrl(fallback)(raw, name) ?? new URL(fallback);

/** Text matching `pattern`, undefined when unset; `rule` says in the message what it must be. */
export const matching =
  (pattern: RegExp, rule: string): Read<string | undefined> =>
  (raw, name) => {
    if (raw !== undefined && !pattern.test(raw)) throw new Error(`${name} ${rule}, got "${raw}"`);
    return raw;
  };

/** A key or secret of at least `least` characters, undefined when unset; its length, never its text, in the message. */
export const secretOf =
  (least: number): Read<string | undefined> =>
  (raw, name) => {
    if (raw !== undefined && raw.length < least) {
      throw new Error(
        `${name} must be at least ${least} characters (openssl rand -hex 32), got ${raw.length}`,
      );
    }
    return raw;
  };
