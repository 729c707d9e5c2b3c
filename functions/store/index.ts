import type { Env } from "../settings/env";
import { type StoreChoice, storeChoice } from "../settings/start";
import { keepAsMemoryTemplate, openPGlite } from "./database/pglite";
import { embeddedSettings } from "./database/pglite-memory";
import { openPostgres } from "./database/postgres";
import type { Sql } from "./database/sql";
import { migrate } from "./migrations";
import { createStore } from "./store";
import type { Store } from "./types";

/*
 * The store's public face: the rest of the server and the tests open the store, and read its
 * records, outcomes and vocabularies, from here alone; its rooms (leads, payments, contacts,
 * people, the desk's inbox and accounts, funnel counters, push, bookings, CRM deals, the
 * database underneath) are its own business. The desk's browser code takes the few values it
 * shows (stages, a person's record counts) from the rooms' `types.ts`, which open no database.
 */

export type { ClaimedNotice, NoticeResult, PasskeyNoticeStore } from "./auth/passkey-notices";
export type {
  ChallengePurpose,
  DeskRole,
  NewPasskey,
  SessionWindow,
  StoredPasskey,
} from "./auth/types";
export { type NewBooking, newBookingToken } from "./bookings/store";
export type { CrmStatusReport, CrmStore, RateLimit } from "./crm/store";
export type { Queryable, Sql } from "./database/sql";
export { isUnavailable, StoreUnavailableError } from "./database/unavailable";
export type { ContactAttempt } from "./desk/contact";
export type { CampaignFilter } from "./desk/filter";
export { isLeadId } from "./desk/leads";
export { cursorOf } from "./desk/order";
export type { StageChange, StageChangeStore } from "./desk/stage-changes";
export {
  type CampaignValues,
  CONVERSION_STAGES,
  type ConversionStage,
  type DeskActor,
  INBOX_SORTS,
  type InboxCursor,
  type InboxFilter,
  type InboxLead,
  type InboxLeadDetail,
  type InboxSort,
  MOVE_TO_STAGES,
  type PersonLead,
  STAGES,
  type Stage,
} from "./desk/types";
export {
  type LeadCounts,
  type LeadGroup,
  type LeadTotals,
  TOUCH_MODELS,
  type TouchModel,
} from "./funnel/lead-report";
export {
  type FunnelDimensions,
  type FunnelGroup,
  type FunnelSummary,
  type FunnelTotals,
  OTHER,
} from "./funnel/types";
export { migrate } from "./migrations";
export {
  type Correction,
  type Person,
  type PersonRecords,
  type PrivacyActor,
  type RecordCounts,
  type RetentionPolicy,
  type RetentionStore,
  recordCountsOf,
} from "./people/types";
export type { PushKind } from "./push/rows";
export type { PushStore, QuietHours } from "./push/store";
export {
  AD_PLATFORMS,
  type ClaimedDelivery,
  type ContactWithDownloads,
  type Delivery,
  type DeliveryResult,
  type DeliveryTarget,
  type LeadWithDeliveries,
  type NewLead,
  type NewPayment,
  type PaymentState,
  type PaymentWithDeliveries,
  type PlannedDelivery,
  type StoredLead,
  type TargetName,
} from "./records";
export { createStore } from "./store";
export type { LeadStore, Store } from "./types";

/** The database `choice` names, or the environment names (see `storeChoice`). */
export function openSql(from: Env | StoreChoice): Promise<Sql> {
  const choice = chosen(from);
  return choice.kind === "postgres"
    ? openPostgres(choice.url)
    : openPGlite(choice.dataDir, embeddedSettings(choice.settings));
}

/** Opens the store `choice` (or the environment) names, with its schema up to date. */
export async function openStore(from: Env | StoreChoice): Promise<Store> {
  const choice = chosen(from);
  const sql = await openSql(choice);
  try {
    await migrate(sql);
  } catch (error) {
    await sql.close();
    throw error;
  }
  await keepAsMemoryTemplate(sql);
  return createStore(sql);
}

/** A choice made already, or the one the environment makes. */
function chosen(from: Env | StoreChoice): StoreChoice {
  return isChoice(from) ? from : storeChoice(from);
}

const isChoice = (from: Env | StoreChoice): from is StoreChoice =>
  (from as StoreChoice).kind === "postgres" || (from as StoreChoice).kind === "embedded";
