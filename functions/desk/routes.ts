import { authRoutes } from "./auth/routes";
import { contactRoutes } from "./contact/routes";
import { inboxRoutes } from "./inbox/routes";
import { peopleRoutes } from "./people/routes";
import { pushRoutes } from "./push/routes";
import { experimentRoutes } from "./report/experiments-routes";
import { reportRoutes } from "./report/routes";
import type { DeskRoute } from "./types";

/** Every route under `/desk/api`: the router mounts these and the access test walks them. */
export const deskRoutes: DeskRoute[] = [
  ...authRoutes,
  ...inboxRoutes,
  ...contactRoutes,
  ...peopleRoutes,
  ...reportRoutes,
  ...experimentRoutes,
  ...pushRoutes,
];
