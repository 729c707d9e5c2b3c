import type { DeskRoute } from "../types";

/** The desk's auth routes under `/desk/api`. */
export const authRoutes: DeskRoute[] = [];
