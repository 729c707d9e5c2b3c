import type { DeskRoute } from "../types";
import { type ArmCount, type ExperimentCounts, experimentsReport } from "./experiments-report";

/** The store's query of the funnel counters (`FunnelStore.experimentCounts`). */
interface CountingStore {
  experimentCounts(from: string, to: string): Promise<readonly ArmCount[]>;
}

/**
 * Views and leads per experiment arm from the funnel counters. The cast goes once the counters'
 * store is merged: `(ctx, from, to) => ctx.store.experimentCounts(from, to)`.
 */
const storeCounts: ExperimentCounts = (ctx, from, to) =>
  (ctx.store as unknown as CountingStore).experimentCounts(from, to);

/** The experiments' report under `/desk/api`. */
export const experimentRoutes: DeskRoute[] = [
  { method: "GET", path: "/experiments", handler: experimentsReport(storeCounts) },
];
