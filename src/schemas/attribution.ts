import { z } from "zod/mini";
import { CLICK_ID_MAX, CLICK_IDS, type ClickId } from "./click-ids";
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

const clickId = keptUpTo(CLICK_ID_MAX);

/** One touch of a visit: its campaign parameters, click ids, landing page and referrer. */
const touchShape = {
  utm_source: keptUpTo(attributionLimits.utm_source),
  utm_medium: keptUpTo(attributionLimits.utm_medium),
  utm_campaign: keptUpTo(attributionLimits.utm_campaign),
  utm_term: keptUpTo(attributionLimits.utm_term),
  utm_content: keptUpTo(attributionLimits.utm_content),
  ...(Object.fromEntries(CLICK_IDS.map((name) => [name, clickId])) as Record<
    ClickId,
    typeof clickId
  >),
  landingPage: keptUpTo(attributionLimits.landingPage),
  referrer: keptUpTo(attributionLimits.referrer),
};

/**
 * Where a visitor came from, captured as the visit goes and sent with every lead: its last touch
 * (the page that last brought campaign parameters or a click id, else the visit's first page),
 * carrying the latest click id of each platform the visit saw; and, once there was a later one,
 * its first touch as it was.
 */
export const attributionSchema = z.object({
  ...touchShape,
  // The Meta pixel's own cookies (`_fbc`, `_fbp`) on the host page, read once consent allows.
  fbc: keptUpTo(attributionLimits.fbc),
  fbp: keptUpTo(attributionLimits.fbp),
  firstTouch: z.catch(z.optional(z.object(touchShape)), undefined),
});

export type Attribution = z.infer<typeof attributionSchema>;
