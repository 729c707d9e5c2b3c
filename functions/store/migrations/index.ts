import type { Sql } from "../database/sql";
import leadsAndDeliveries from "./001-leads-and-deliveries";
import payments from "./002-payments";
import contactsAndDownloads from "./003-contacts-and-downloads";
import requestCounts from "./004-request-counts";
import requestCountWindows from "./005-request-count-windows";
import personData from "./006-person-data";
import paymentsAwaitingPayment from "./007-payments-awaiting-payment";
import deskAuth from "./008-desk-auth";
import deskInbox from "./009-desk-inbox";
import stageChangesForwarded from "./010-stage-changes-forwarded";
import funnelCounters from "./011-funnel-counters";
import deskRoles from "./012-desk-roles";
import leadReport from "./013-lead-report";
import funnelClients from "./014-funnel-clients";
import passkeyNoticesAndStreamLeases from "./015-passkey-notices-and-stream-leases";
import funnelCountsByCampaign from "./016-funnel-counts-by-campaign";
import pushSubscriptions from "./017-push-subscriptions";
import leadValueAndPerson from "./018-lead-value-and-person";
import contactAttemptsAndTemplates from "./019-contact-attempts-and-templates";
import campaignSearch from "./020-campaign-search";
import leadBookings from "./021-lead-bookings";
import crmDeals from "./022-crm-deals";
import deskDeliveryNews from "./023-desk-delivery-news";
import leadStageTotals from "./024-lead-stage-totals";
import leadStageTotalsByKind from "./025-lead-stage-totals-by-kind";
import deskBookingNews from "./026-desk-booking-news";
import openFollowUps from "./027-open-follow-ups";
import leanLeadIndexes from "./028-lean-lead-indexes";
import type { Migration } from "./migration";

/** Every migration, in the order they run; the next one is added at the end. */
export const migrations: Migration[] = [
  leadsAndDeliveries,
  payments,
  contactsAndDownloads,
  requestCounts,
  requestCountWindows,
  personData,
  paymentsAwaitingPayment,
  deskAuth,
  deskInbox,
  stageChangesForwarded,
  funnelCounters,
  deskRoles,
  leadReport,
  funnelClients,
  passkeyNoticesAndStreamLeases,
  funnelCountsByCampaign,
  pushSubscriptions,
  leadValueAndPerson,
  contactAttemptsAndTemplates,
  campaignSearch,
  leadBookings,
  crmDeals,
  deskDeliveryNews,
  leadStageTotals,
  leadStageTotalsByKind,
  deskBookingNews,
  openFollowUps,
  leanLeadIndexes,
];

// Any fixed number shared by every process that migrates this database.
const MIGRATION_LOCK = 7_245_117;

/**
 * Applies the migrations not yet recorded in `schema_migrations`. Processes starting together
 * against one PostgreSQL queue on an advisory lock, so each migration runs once.
 */
export async function migrate(sql: Sql): Promise<number[]> {
  return sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1::bigint)", [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number }>("SELECT version FROM schema_migrations");
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
