import { z } from "zod/mini";
import { attributionLimits } from "./limits";
import { oneLineText } from "./line-breaks";

/*
 * What the widget adds on its own never costs a visitor their lead: each value is trimmed to
 * size, and one that is not text is dropped. zod/mini, as every widget reads it on mount.
 */

function keptUpTo(max: number) {
  return z.catch(
    z.optional(
      z.pipe(
        z.string(),
        // Each value is one line of the broker's e-mail: a line break in it becomes a space.
        z.transform((value) => oneLineText(value).slice(0, max)),
      ),
    ),
    undefined,
  );
}

/** Where a visitor came from, captured once per visit and sent with every lead. */
export const attributionSchema = z.object({
  utm_source: keptUpTo(attributionLimits.utm_source),
  utm_medium: keptUpTo(attributionLimits.utm_medium),
  utm_campaign: keptUpTo(attributionLimits.utm_campaign),
  utm_term: keptUpTo(attributionLimits.utm_term),
  utm_content: keptUpTo(attributionLimits.utm_content),
  gclid: keptUpTo(attributionLimits.gclid),
  fbclid: keptUpTo(attributionLimits.fbclid),
  // Google's click ids on iOS (app and web), where `gclid` is not set.
  gbraid: keptUpTo(attributionLimits.gbraid),
  wbraid: keptUpTo(attributionLimits.wbraid),
  // The Meta pixel's own cookies (`_fbc`, `_fbp`) on the host page, read once consent allows.
  fbc: keptUpTo(attributionLimits.fbc),
  fbp: keptUpTo(attributionLimits.fbp),
  landingPage: keptUpTo(attributionLimits.landingPage),
  referrer: keptUpTo(attributionLimits.referrer),
});

export type Attribution = z.infer<typeof attributionSchema>;
