import { experiments as declared } from "../../src/content/experiments";
import { experimentStatus } from "../../src/experiments/assign";
import type { Experiment } from "../../src/experiments/types";
import type { LeadPage } from "../../src/schemas/lead-page";
import { siteFor } from "../../src/site/detect";
import type { FunctionContext } from "../context";

/** Whether `experiment` runs where the lead was sent from: on its page of ours, or in its widget. */
function shownThere(experiment: Experiment, page: LeadPage, ours: boolean): boolean {
  return "pages" in experiment.where
    ? ours && page.path !== undefined && experiment.where.pages.includes(page.path)
    : experiment.where.widget === page.widget;
}

/**
 * The page a lead names, as the report may count it: its site read from the request's
 * `Origin` (`embed` for a page of another origin, as the page events count it), and only the
 * arms of experiments that were running at the time on that page or widget, each an arm they
 * have. Anything else the browser claimed is dropped; the lead is kept whatever it claimed.
 */
export function checkedLeadPage(
  page: LeadPage | undefined,
  req: Request,
  ctx: Pick<FunctionContext, "clock" | "config" | "options">,
  experiments: readonly Experiment[] = declared,
): LeadPage | undefined {
  if (!page) return undefined;
  const own = new URL(req.url).origin;
  const origin = req.headers.get("origin") ?? own;
  const ours = [own, ctx.config.siteOrigin, ctx.config.debtOrigin].includes(origin);
  const site = !ours
    ? "embed"
    : page.site === "main" || page.site === "debt"
      ? page.site
      : siteFor(new URL(page.path ?? "/", origin));
  const now = ctx.clock();
  const arms: Record<string, string> = {};
  for (const [id, arm] of Object.entries(page.arms ?? {})) {
    const experiment = experiments.find((candidate) => candidate.id === id);
    if (
      experiment &&
      shownThere(experiment, page, ours) &&
      experiment.arms.some((candidate) => candidate.id === arm) &&
      experimentStatus(experiment, now, ctx.options.experimentsEnded.get(id)).status === "running"
    ) {
      arms[id] = arm;
    }
  }
  return { ...page, site, arms };
}
