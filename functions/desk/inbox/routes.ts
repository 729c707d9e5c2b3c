import type { DeskRoute } from "../types";
import { listCampaignValues } from "./campaign-values";
import { exportLeads } from "./export";
import { setFollowUp } from "./follow-up";
import { getLead } from "./lead";
import { listLeads } from "./list";
import { addNote } from "./notes";
import { speedToLead } from "./speed";
import { setStage } from "./stage";
import { streamLeads } from "./stream";

/** The desk's inbox routes under `/desk/api`. */
export const inboxRoutes: DeskRoute[] = [
  { method: "GET", path: "/leads", handler: listLeads, access: "assistant" },
  // Before `/leads/:id`, which would take "stream" or "export.csv" for an id.
  { method: "GET", path: "/leads/stream", handler: streamLeads, access: "assistant" },
  // Every lead at once leaves the desk: the owner's.
  { method: "GET", path: "/leads/export.csv", handler: exportLeads, access: "owner" },
  {
    method: "GET",
    path: "/leads/campaign-values",
    handler: listCampaignValues,
    access: "assistant",
  },
  { method: "GET", path: "/leads/:id", handler: getLead, access: "assistant" },
  { method: "POST", path: "/leads/:id/stage", handler: setStage, access: "assistant" },
  {
    method: "POST",
    path: "/leads/:id/notes",
    handler: addNote,
    access: "assistant",
    maxBodyBytes: 32 * 1024,
  },
  { method: "POST", path: "/leads/:id/follow-up", handler: setFollowUp, access: "assistant" },
  { method: "GET", path: "/speed", handler: speedToLead, access: "assistant" },
];
