import { type Env, wholeNumberFromEnv } from "./env";

/** Sign-in and enrolment requests a client may make a minute, unless `DESK_SIGN_IN_RATE_LIMIT` says. */
const DEFAULT_SIGN_IN_RATE_LIMIT = 20;

/** Where the desk is served and how hard it may be tried, read once at start. */
export interface DeskOptions {
  /**
   * `DESK_ORIGIN`: the origin passkeys are bound to and state-changing requests must come from;
   * unset, `SITE_ORIGIN`'s. Requests to 127.0.0.1 or localhost use their own origin instead.
   */
  origin: string | undefined;
  /** `DESK_RP_ID`: the passkeys' relying party, the origin's host unless set (a parent domain). */
  rpId: string | undefined;
  /** `DESK_SIGN_IN_RATE_LIMIT`: sign-in and enrolment requests per client a minute; 0: none. */
  signInRateLimit: number;
}

export function deskOptions(env: Env): DeskOptions {
  const raw = env.DESK_ORIGIN?.trim();
  let origin: string | undefined;
  if (raw) {
    try {
      origin = new URL(raw).origin;
    } catch {
      throw new Error(
        `DESK_ORIGIN must be an origin such as https://www.example.com, got "${raw}"`,
      );
    }
  }
  const rpId = env.DESK_RP_ID?.trim() || undefined;
  if (rpId && origin && !`.${new URL(origin).hostname}`.endsWith(`.${rpId}`)) {
    throw new Error(
      `DESK_RP_ID must be DESK_ORIGIN's host or a parent domain of it, got "${rpId}"`,
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
