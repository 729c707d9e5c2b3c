import type { DeskRoute } from "../types";
import { correctPerson, erasePerson, viewPerson } from "./person";
import { resendDelivery } from "./resend";

/** The desk's people routes under `/desk/api`: forwarding mended by hand, a person's data. */
export const peopleRoutes: DeskRoute[] = [
  {
    method: "POST",
    path: "/leads/:id/deliveries/:target/resend",
    handler: resendDelivery,
    maxBodyBytes: 1024,
  },
  { method: "GET", path: "/people", handler: viewPerson },
  { method: "POST", path: "/people/correct", handler: correctPerson, maxBodyBytes: 4096 },
  { method: "POST", path: "/people/erase", handler: erasePerson, maxBodyBytes: 1024 },
];
