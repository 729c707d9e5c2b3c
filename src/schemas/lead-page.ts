import { z } from "zod/mini";

/*
 * Where on the site a lead was sent from, for the report: counted from the stored lead, never
 * from a page's beacon. Like the attribution, a value that is not what it should be is dropped,
 * never the lead.
 */

/** Longest path, widget tag, variant, experiment or arm kept. */
export const LEAD_PAGE_VALUE_MAX = 200;
/** Most experiments one page view can have been shown. */
export const LEAD_PAGE_ARMS_MAX = 8;

const value = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((text) => text.trim().slice(0, LEAD_PAGE_VALUE_MAX)),
    ),
  ),
  undefined,
);

/** The page, site, widget with its variant, and the experiment arms the page view showed. */
export const leadPageSchema = z.object({
  /** The page's path, no query. */
  path: value,
  /** `main` or `debt` as the page tells it; the server sets `embed` for another origin's page. */
  site: value,
  /** The form's element tag, and its `variant` attribute ('' for none). */
  widget: value,
  variant: value,
  /** Experiment id to the arm shown; the server keeps those running on that page then. */
  arms: z.catch(
    z.optional(
      z.pipe(
        z.record(z.string(), z.string()),
        z.transform(
          (arms): Record<string, string> =>
            Object.fromEntries(Object.entries(arms).slice(0, LEAD_PAGE_ARMS_MAX)),
        ),
      ),
    ),
    undefined,
  ),
});

export type LeadPage = z.infer<typeof leadPageSchema>;
