import { createAuditStore } from "./auth/audit";
import { createDeskAuthStore } from "./auth/store";
import { createBookingStore } from "./bookings/store";
import { createContactStore } from "./contacts/store";
import { createCrmStore } from "./crm/store";
import type { Sql } from "./database/sql";
import { createContactWork } from "./desk/contact";
import { createStageChangeStore } from "./desk/stage-changes";
import { createInboxStore } from "./desk/store";
import { createStreamLeaseStore } from "./desk/stream-leases";
import { createLeadReportStore } from "./funnel/lead-report";
import { createFunnelStore } from "./funnel/store";
import { createDeliveryResender } from "./leads/delivery-resend";
import { createLeadStore } from "./leads/store";
import { createRequestCounter } from "./limits/request-counts";
import { createPaymentStore } from "./payments/store";
import { createRetentionStore } from "./people/retention";
import { createPersonStore } from "./people/store";
import { createPushStore } from "./push/store";
import type { Store } from "./types";

/**
 * The whole store over one database: leads, payments, contacts, request counts, funnel counters, a person's data
 * and its retention. Lead inserts and resource requests are batched `sql.writers` at a time.
 */
export function createStore(sql: Sql): Store {
  const { closeFunnel, ...funnel } = createFunnelStore(sql);
  return {
    async ping() {
      await sql.query("SELECT 1");
    },
    ...createLeadStore(sql),
    ...createPaymentStore(sql),
    ...createContactStore(sql),
    ...createRequestCounter(sql),
    ...createPersonStore(sql),
    ...createRetentionStore(sql),
    ...createDeliveryResender(sql),
    ...createDeskAuthStore(sql),
    ...createAuditStore(sql),
    ...createInboxStore(sql),
    ...createStreamLeaseStore(sql),
    ...createContactWork(sql),
    ...createStageChangeStore(sql),
    ...funnel,
    ...createLeadReportStore(sql),
    ...createPushStore(sql),
    ...createCrmStore(sql),
    ...createBookingStore(sql),
    async close() {
      await closeFunnel().catch(() => {});
      await sql.close();
    },
  };
}
