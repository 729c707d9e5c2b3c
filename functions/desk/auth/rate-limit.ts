import type { DeskRoute } from "../types";

/**
 * Sign-in and enrolment, counted together per client (`DESK_SIGN_IN_RATE_LIMIT` a minute, in
 * the store like every other limit): a passkey cannot be guessed, but a client trying invite
 * tokens or flooding challenges is stopped early.
 */
export const signInRateLimit: NonNullable<DeskRoute["rateLimit"]> = {
  name: "sign-in",
  policy: (options) => ({
    limit: options.desk.signInRateLimit,
    refusal: (_, seconds) =>
      `Too many sign-in attempts from your connection. Please wait ${seconds} seconds and try again.`,
  }),
};
