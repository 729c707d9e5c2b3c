import type { AuditStore, DeskAuthStore } from "./auth/types";
import type { BookingStore } from "./bookings/store";
import type { CrmStore } from "./crm/store";
import type { ContactWorkStore } from "./desk/contact";
import type { StageChangeStore } from "./desk/stage-changes";
import type { StreamLeaseStore } from "./desk/stream-leases";
import type { InboxStore } from "./desk/types";
import type { LeadReportStore } from "./funnel/lead-report";
import type { FunnelStore } from "./funnel/types";
import type { DeliveryResendStore } from "./leads/delivery-resend";
import type { PersonStore, RetentionStore } from "./people/types";
import type { PushStore } from "./push/store";
import type {
  ClaimedDelivery,
  ContactWithDownloads,
  DeliveryResult,
  InsertOutcome,
  LeadWithDeliveries,
  NewLead,
  NewPayment,
  PaymentWithDeliveries,
  PlannedDelivery,
  StoredPayment,
} from "./records";

export type RecordPaymentOutcome =
  | { status: "recorded"; payment: StoredPayment }
  /** This event was recorded before, or the session already stands where it would put it. */
  | { status: "duplicate" };

/** The leads and the deliveries that forward them. */
export interface LeadStore {
  /** Stores the lead and its delivery rows in one transaction, once per idempotency key. */
  insertLead(lead: NewLead, deliveries: PlannedDelivery[]): Promise<InsertOutcome>;
  /**
   * Leases up to `limit` pending deliveries that are due at `now` and not leased by anyone else,
   * counting the attempt each claim starts.
   */
  claimDue(options: { now: Date; leaseMs: number; limit: number }): Promise<ClaimedDelivery[]>;
  /** Records the outcome of a claimed attempt; false when the lease was lost to another worker. */
  finishDelivery(claim: ClaimedDelivery, result: DeliveryResult): Promise<boolean>;
  /** When the earliest pending delivery becomes due (or its lease runs out), if any. */
  nextDueAt(): Promise<Date | null>;
  /** Every lead, oldest first, with its deliveries. */
  listLeads(): Promise<LeadWithDeliveries[]>;
}

/** Stripe payments, each forwarded by a lead of its own. */
export interface PaymentStore {
  /**
   * Records a session's payment, together with the lead that tells the broker (`lead`, with
   * `deliveries`) in one transaction. A session awaiting payment may move on to paid or failed,
   * once; nothing else changes a recorded session, so the broker hears each outcome once.
   */
  recordPayment(
    payment: NewPayment,
    lead: NewLead | null,
    deliveries: PlannedDelivery[],
  ): Promise<RecordPaymentOutcome>;
  /** Every payment, oldest first, with the deliveries of its lead. */
  listPayments(): Promise<PaymentWithDeliveries[]>;
}

/** Requests per client, counted for the rate limits every process shares. */
export interface RequestCounter {
  /**
   * Counts one request of `key` in the fixed window starting at `windowStart` and lasting
   * `windowMs` (a minute unless given), and answers how many it has made in that window so far
   * (this one included), across every process.
   */
  countRequest(key: string, windowStart: Date, windowMs?: number): Promise<number>;
}

/**
 * The database the functions keep: leads, payments, contacts and request counts, a person's data
 * found, corrected and erased, and the retention purge.
 */
export interface Store
  extends LeadStore,
    PaymentStore,
    ContactStore,
    RequestCounter,
    PersonStore,
    RetentionStore,
    DeliveryResendStore,
    DeskAuthStore,
    AuditStore,
    InboxStore,
    StreamLeaseStore,
    ContactWorkStore,
    StageChangeStore,
    FunnelStore,
    LeadReportStore,
    PushStore,
    CrmStore,
    BookingStore {
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A resource request: a visitor leaves an e-mail (maybe a name) to download a free resource. */
export interface NewResourceRequest {
  idempotencyKey: string;
  bodyHash: string;
  /** As typed, trimmed; contacts are matched on it lower-cased. */
  email: string;
  /** Empty when not given; a later resource request with a name fills in a missing one. */
  name: string;
  leadMagnet: string;
  fileName: string;
  source: string;
  createdAt: Date;
  /** Stored, with the deliveries, only when this resource request creates the contact. */
  lead: NewLead;
}

export type ResourceRequestOutcome =
  /** A new resource request; `isExisting` says whether the contact was known before it. */
  | { status: "stored"; isExisting: boolean; contactId: string }
  /** The same key and body came before: what that resource request answered. */
  | { status: "replayed"; isExisting: boolean; contactId: string }
  /** The same key came before with a different body. */
  | { status: "conflict" };

export interface ContactStore {
  /**
   * Records a resource request once per idempotency key, in one transaction: the first one of an
   * e-mail creates the contact and stores `request.lead` with `deliveries` (so the broker hears
   * of the contact once); later ones add to its download count.
   */
  recordResourceRequest(
    request: NewResourceRequest,
    deliveries: PlannedDelivery[],
  ): Promise<ResourceRequestOutcome>;
  /** Every contact, oldest first, with its downloads. */
  listContacts(): Promise<ContactWithDownloads[]>;
}
