import type { DeskRoute } from "../types";
import { type ExperimentCounts, experimentsReport } from "./experiments-report";

/** Views and leads per experiment arm, from the funnel counters, this process's pending ones added first. */
const storeCounts: ExperimentCounts = async (ctx, from, to) => {
  await ctx.store.flushFunnelCounts();
  return ctx.store.experimentCounts(from, to);
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
