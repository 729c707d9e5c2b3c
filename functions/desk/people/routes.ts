import type { DeskRoute } from "../types";

/** The desk's people routes under `/desk/api`. */
export const peopleRoutes: DeskRoute[] = [];
