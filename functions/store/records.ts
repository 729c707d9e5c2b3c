/*
 * The records the store keeps, as its parts read and write them: leads and their deliveries,
 * payments, contacts. The store's parts (types.ts) build on these; these import none of them.
 */

import { AD_PLATFORMS, type AdPlatform } from "../ad-platforms";

/** The ad platforms a lead's conversion is reported to from the server, each declared once. */
export { AD_PLATFORMS, type AdPlatform };

/**
 * The broker's CRMs a lead becomes a deal in (`mycrm`: Loan Market's MyCRM; `nexus`:
 * Connective's Mercury Nexus); `<crm>:status` is the lead's deal watched for its outcome.
 */
export const CRMS = ["mycrm", "nexus"] as const;
export type Crm = (typeof CRMS)[number];

/** Every target a new lead may get a delivery row for, each declared once in `forward/`. */
export const TARGET_NAMES = ["form", "webhook", ...AD_PLATFORMS, "push", ...CRMS] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

/**
 * Where a stored lead is forwarded: the form-to-email service, the broker's own webhook, an ad
 * platform (`meta`, `google`: the lead itself; `meta:settled`: the lead reaching a stage, once
 * per stage), the broker's CRM (`mycrm`, `nexus`; `mycrm:status` watches the deal), the webhook told of one stage change (`webhook:stage:<change id>`), or a desk
 * device's push (`push:<kind>:<subscription>…`; a new lead's plan says `push`, one row per device).
 */
export type DeliveryTarget =
  | "form"
  | "webhook"
  | AdPlatform
  | `${AdPlatform}:${string}`
  | `webhook:stage:${string}`
  | "push"
  | `push:${string}`
  | Crm
  | `${Crm}:status`;

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
  /**
   * SHA-256 of the booking token its acknowledgement gives (`newBookingToken`), stored with the
   * lead rather than by a second write (lead inserts that take one: `insertLead`).
   */
  bookingTokenHash?: string;
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
