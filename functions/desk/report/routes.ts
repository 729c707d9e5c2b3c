import type { DeskRoute } from "../types";

/** The desk's report routes under `/desk/api`. */
export const reportRoutes: DeskRoute[] = [];
