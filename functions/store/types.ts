import type { AuditStore, DeskAuthStore } from "./auth-types";
import type { DeliveryResendStore } from "./delivery-resend";
import type { InboxStore } from "./desk-types";
import type { FunnelStore } from "./funnel-types";
import type { PersonStore, RetentionStore } from "./person-types";
import type { StageChangeStore } from "./stage-change-store";

/** The ad platforms a lead's conversion is reported to from the server. */
export type AdPlatform = "meta" | "google";

/**
 * Where a stored lead is forwarded: the form-to-email service, the broker's own webhook, an ad
 * platform (`meta`, `google`: the lead itself; `meta:settled`: the lead reaching a stage, once
 * per stage), or the webhook told of one stage change (`webhook:stage:<change id>`).
 */
export type DeliveryTarget =
  | "form"
  | "webhook"
  | AdPlatform
  | `${AdPlatform}:${string}`
  | `webhook:stage:${string}`;

/**
 * `pending` until the target accepts the lead (`delivered`), the target is not configured or the
 * lead is spam (`skipped`), or the retry budget runs out (`failed`).
 */
export type DeliveryStatus = "pending" | "delivered" | "skipped" | "failed";

export interface NewLead {
  id: string;
  idempotencyKey: string;
  kind: string;
  payload: Record<string, unknown>;
  /** Hash of the request body, so a replayed key with a different body is told apart. */
  bodyHash: string;
  source: string;
  isSpam: boolean;
  createdAt: Date;
}

export interface StoredLead {
  id: string;
  idempotencyKey: string;
  kind: string;
  payload: Record<string, unknown>;
  source: string;
  isSpam: boolean;
  createdAt: Date;
}

/** A delivery row written together with its lead. */
export interface PlannedDelivery {
  target: DeliveryTarget;
  status: "pending" | "skipped";
  /** Why a delivery starts as skipped (kept in `last_error` for the export). */
  note?: string;
}

export type InsertOutcome =
  | { status: "created"; lead: StoredLead }
  /** The same key and body came before: the lead stored then. */
  | { status: "replayed"; lead: StoredLead }
  /** The same key came before with a different body. */
  | { status: "conflict"; lead: StoredLead };

export interface Delivery {
  leadId: string;
  target: DeliveryTarget;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  deliveredAt: Date | null;
}

/** A delivery this process holds the lease on until `lockedUntil`. */
export interface ClaimedDelivery {
  lead: StoredLead;
  target: DeliveryTarget;
  /** Attempts including the one this claim starts. */
  attempts: number;
  leaseToken: string;
  lockedUntil: Date;
}

export type DeliveryResult =
  | { status: "delivered"; at: Date }
  | { status: "pending"; error: string; nextAttemptAt: Date }
  | { status: "skipped" | "failed"; error: string };

export interface LeadWithDeliveries extends StoredLead {
  deliveries: Delivery[];
}

/**
 * Where a strategy session's payment stands: `paid` only when the provider says so; a checkout
 * by a method that settles later (a bank debit) is `awaiting_payment` until it succeeds or fails.
 */
export type PaymentState = "paid" | "awaiting_payment" | "failed";

/** A completed checkout of the strategy session, as the payment provider reported it. */
export interface NewPayment {
  /** The provider's event id that first recorded the session. */
  eventId: string;
  sessionId: string;
  /** In minor units (cents); null when the provider sent none. */
  amountTotal: number | null;
  /** ISO code, lower case as the provider sends it. */
  currency: string;
  paymentStatus: PaymentState;
  customerEmail: string | null;
  customerName: string | null;
  /** Where the visitor came from, as the checkout session's metadata carried it. */
  attribution: Record<string, string>;
  /** When the provider reported the state the payment is in (paid, failed, or completed). */
  paidAt: Date;
  /** When this server recorded it. */
  recordedAt: Date;
}

export interface StoredPayment extends NewPayment {
  /** The lead row that told the broker (paid or failed); null while awaiting payment. */
  leadId: string | null;
}

export interface PaymentWithDeliveries extends StoredPayment {
  deliveries: Delivery[];
}

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
    StageChangeStore,
    FunnelStore {
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

export interface ContactDownload {
  leadMagnet: string;
  fileName: string;
  source: string;
  createdAt: Date;
}

export interface ContactWithDownloads {
  id: string;
  email: string;
  name: string;
  downloadCount: number;
  /** The lead that announced the contact to the broker. */
  leadId: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Oldest first. */
  downloads: ContactDownload[];
}

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
