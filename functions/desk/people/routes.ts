import type { DeskRoute } from "../types";
import { correctPerson, erasePerson, viewPerson } from "./person";
import { listDeliveries, resendDelivery } from "./resend";

/** The desk's people routes under `/desk/api`: forwarding mended by hand, a person's data. */
export const peopleRoutes: DeskRoute[] = [
  { method: "GET", path: "/leads/:id/deliveries", handler: listDeliveries, access: "assistant" },
  {
    method: "POST",
    path: "/leads/:id/deliveries/:target/resend",
    handler: resendDelivery,
    access: "assistant",
    maxBodyBytes: 1024,
  },
  // Finding and correcting a person's data is working leads; erasing it is the owner's.
  { method: "GET", path: "/people", handler: viewPerson, access: "assistant" },
  {
    method: "POST",
    path: "/people/correct",
    handler: correctPerson,
    access: "assistant",
    maxBodyBytes: 4096,
  },
  {
    method: "POST",
    path: "/people/erase",
    handler: erasePerson,
    access: "owner",
    maxBodyBytes: 1024,
  },
];
