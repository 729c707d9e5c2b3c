import { type Env, text } from "./env";
import { setting } from "./schema";
import { originOf } from "./variables/broker";

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

export function deskOptions(env: Env): DeskOptions {
  // `SITE_ORIGIN` is the site's (`src/config`, the site table of docs/settings.md), read by the same rule.
  const origin = setting(env, "DESK_ORIGIN") ?? originOf(text(env, "SITE_ORIGIN"), "SITE_ORIGIN");
  const rpId = setting(env, "DESK_RP_ID");
  if (rpId && origin && !`.${new URL(origin).hostname}`.endsWith(`.${rpId}`)) {
    throw new Error(
      `DESK_RP_ID must be the desk's host (DESK_ORIGIN, else SITE_ORIGIN) or a parent domain of it, got "${rpId}"`,
    );
  }
  return { origin, rpId, signInRateLimit: setting(env, "DESK_SIGN_IN_RATE_LIMIT") };
}
