import type { DeskRoute } from "../types";
import { listAttempts, recordAttempt } from "./attempts";
import { countFollowUps } from "./follow-ups";
import { getTemplates, setTemplates } from "./templates";

/** Reaching a lead from the desk: its calls and messages, and the message templates. */
export const contactRoutes: DeskRoute[] = [
  { method: "GET", path: "/leads/:id/attempts", handler: listAttempts, access: "assistant" },
  { method: "POST", path: "/leads/:id/attempts", handler: recordAttempt, access: "assistant" },
  { method: "GET", path: "/follow-ups", handler: countFollowUps, access: "assistant" },
  // An assistant sends with the templates; only the owner words them.
  { method: "GET", path: "/templates", handler: getTemplates, access: "assistant" },
  { method: "POST", path: "/templates", handler: setTemplates, access: "owner" },
];
