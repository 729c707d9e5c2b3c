import type { DeskRoute } from "../types";
import { report } from "./report";

/** The desk's report routes under `/desk/api`. */
export const reportRoutes: DeskRoute[] = [
  { method: "GET", path: "/report", handler: report, access: "assistant" },
];
