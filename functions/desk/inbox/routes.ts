import type { DeskRoute } from "../types";
import { getLead } from "./lead";
import { listLeads } from "./list";

/** The desk's inbox routes under `/desk/api`. */
export const inboxRoutes: DeskRoute[] = [
  { method: "GET", path: "/leads", handler: listLeads },
  { method: "GET", path: "/leads/:id", handler: getLead },
];
