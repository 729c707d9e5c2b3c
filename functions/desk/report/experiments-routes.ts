import type { DeskRoute } from "../types";
import { type ExperimentCounts, experimentsReport } from "./experiments-report";

/**
 * Per experiment arm, the leads stored with that arm (never the page events' `lead`, which anyone
 * can send), and the views the page events counted, this process's pending ones added first. A
 * stored lead was a view too, so an arm never shows more leads than views.
 */
const storeCounts: ExperimentCounts = async (ctx, from, to) => {
  await ctx.store.flushFunnelCounts();
  const [events, stored] = await Promise.all([
    ctx.store.experimentCounts(from, to),
    ctx.store.armLeads(from, to, ctx.options.businessTimeZone),
  ]);
  const key = (row: { experiment: string; arm: string }) => `${row.experiment}\u0000${row.arm}`;
  const arms = new Map<string, { experiment: string; arm: string; views: number; leads: number }>();
  for (const { experiment, arm, views } of events) {
    arms.set(key({ experiment, arm }), { experiment, arm, views, leads: 0 });
  }
  for (const { experiment, arm, leads } of stored) {
    const views = arms.get(key({ experiment, arm }))?.views ?? 0;
    arms.set(key({ experiment, arm }), { experiment, arm, views: Math.max(views, leads), leads });
  }
  return [...arms.values()];
};

/** The experiments' report under `/desk/api`. */
export const experimentRoutes: DeskRoute[] = [
  {
    method: "GET",
    path: "/experiments",
    handler: experimentsReport(storeCounts),
    access: "assistant",
  },
];
