import type { DeskRoute } from "../types";

/** The desk's inbox routes under `/desk/api`. */
export const inboxRoutes: DeskRoute[] = [];
