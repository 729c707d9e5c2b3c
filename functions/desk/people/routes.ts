import type { DeskRoute } from "../types";
import { resendDelivery } from "./resend";

/** The desk's people routes under `/desk/api`: forwarding mended by hand, a person's data. */
export const peopleRoutes: DeskRoute[] = [
  {
    method: "POST",
    path: "/leads/:id/deliveries/:target/resend",
    handler: resendDelivery,
    maxBodyBytes: 1024,
  },
];
