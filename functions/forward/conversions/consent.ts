import { isLeadConsent } from "../../../src/schemas/lead-consent";
import type { ClientSignals } from "../../ad-platforms/platform";
import { type FunctionContext, webUrlOf } from "../../context";

/*
 * A lead carries the consent its page was in when it was sent (`consent` in its payload). Ad
 * platforms hear of a lead only when that was `granted`, or `not_required` (a page that does not
 * ask first); `denied`, or none at all (an older widget, a form posted without script), never.
 */

/** Why an ad platform's delivery of a lead is skipped for good. */
export const NO_CONSENT_NOTE = "not sent: the visitor's page had no consent to ad measurement";

export function allowsAdPlatforms(payload: Record<string, unknown>): boolean {
  const consent = payload.consent;
  return isLeadConsent(consent) && consent !== "denied";
}

/**
 * The visitor's address and browser, kept with a lead (as `client`) only where its consent lets
 * ad platforms hear of it: Meta matches a server event to a person by them.
 */
export function clientSignals(
  req: Request,
  ctx: Pick<FunctionContext, "clientAddress">,
  payload: Record<string, unknown>,
): { client?: ClientSignals } {
  if (!allowsAdPlatforms(payload)) return {};
  const ip = ctx.clientAddress?.();
  const userAgent = req.headers.get("user-agent")?.slice(0, 500) || undefined;
  const origin = webUrlOf(req.headers.get("origin"))?.origin;
  if (!ip && !userAgent && !origin) return {};
  return {
    client: {
      ...(ip ? { ip } : {}),
      ...(userAgent ? { userAgent } : {}),
      ...(origin ? { origin } : {}),
    },
  };
}
