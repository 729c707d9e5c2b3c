import type { DeskRoute } from "../types";
import { type ExperimentCounts, experimentsReport } from "./experiments-report";

/** Views and leads per experiment arm, from the funnel counters. */
const storeCounts: ExperimentCounts = (ctx, from, to) => ctx.store.experimentCounts(from, to);

/** The experiments' report under `/desk/api`. */
export const experimentRoutes: DeskRoute[] = [
  { method: "GET", path: "/experiments", handler: experimentsReport(storeCounts) },
];
