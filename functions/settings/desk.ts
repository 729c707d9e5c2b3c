import { type Env, text, wholeNumberFromEnv } from "./env";

/** Sign-in and enrolment requests a client may make a minute, unless `DESK_SIGN_IN_RATE_LIMIT` says. */
const DEFAULT_SIGN_IN_RATE_LIMIT = 20;

/** Where the desk is served and how hard it may be tried, read once at start. */
export interface DeskOptions {
  /**
   * `DESK_ORIGIN`: the origin passkeys are bound to and state-changing requests must come from;
   * unset, `SITE_ORIGIN`'s; undefined when neither is set (the site's default origin then
   * applies, and the command line's invites point to the local server). Requests to 127.0.0.1
   * or localhost use their own origin instead.
   */
  origin: string | undefined;
  /** `DESK_RP_ID`: the passkeys' relying party, the origin's host unless set (a parent domain). */
  rpId: string | undefined;
  /** `DESK_SIGN_IN_RATE_LIMIT`: sign-in and enrolment requests per client a minute; 0: none. */
  signInRateLimit: number;
}

/**
 * The origin of `name`'s URL, undefined when unset, and an error naming the variable for
 * anything else.
 */
function originFrom(env: Env, name: "DESK_ORIGIN" | "SITE_ORIGIN"): string | undefined {
  const raw = text(env, name);
  if (!raw) return undefined;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name} must be an origin such as https://www.example.com, got "${raw}"`);
  }
}

export function deskOptions(env: Env): DeskOptions {
  const origin = originFrom(env, "DESK_ORIGIN") ?? originFrom(env, "SITE_ORIGIN");
  const rpId = env.DESK_RP_ID?.trim() || undefined;
  if (rpId && origin && !`.${new URL(origin).hostname}`.endsWith(`.${rpId}`)) {
    throw new Error(
      `DESK_RP_ID must be the desk's host (DESK_ORIGIN, else SITE_ORIGIN) or a parent domain of it, got "${rpId}"`,
    );
  }
  return {
    origin,
    rpId,
    signInRateLimit: wholeNumberFromEnv(
      env,
      "DESK_SIGN_IN_RATE_LIMIT",
      DEFAULT_SIGN_IN_RATE_LIMIT,
      "requests per minute",
    ),
  };
}
