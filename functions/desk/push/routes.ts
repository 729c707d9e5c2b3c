import type { DeskRoute } from "../types";
import { setQuietHours } from "./quiet-hours";
import { pushSettings, subscribe, unsubscribe } from "./subscription";

/** The desk's notification routes under `/desk/api`: each device its own, quiet hours the owner's. */
export const pushRoutes: DeskRoute[] = [
  { method: "GET", path: "/push", handler: pushSettings, access: "assistant" },
  {
    method: "POST",
    path: "/push/subscription",
    handler: subscribe,
    access: "assistant",
    maxBodyBytes: 4096,
  },
  {
    method: "DELETE",
    path: "/push/subscription",
    handler: unsubscribe,
    access: "assistant",
    maxBodyBytes: 4096,
  },
  {
    method: "POST",
    path: "/push/quiet-hours",
    handler: setQuietHours,
    access: "owner",
    maxBodyBytes: 1024,
  },
];
