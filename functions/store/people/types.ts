import type { ContactWithDownloads, LeadWithDeliveries, PaymentWithDeliveries } from "../records";

/**
 * Whose records: an e-mail address (matched trimmed and case-insensitively) or a phone number
 * (matched by its digits in Australian form, so "0412 345 678" and "+61 412 345 678" are one).
 */
export type Person = { email: string } | { phone: string };

/** Who asks, and when; every request is written to the privacy audit. */
export interface PrivacyActor {
  /** `cli:<os user>` from the command line; the desk's user id from the desk. */
  actor: string;
  at: Date;
  /**
   * Key of the HMAC of the address kept in the audit (`PRIVACY_AUDIT_KEY`); without it the
   * audit keeps no trace of whose records they were, only how many.
   */
  auditKey?: string;
}

/** Everything stored about a person. */
export interface PersonRecords {
  leads: LeadWithDeliveries[];
  contacts: ContactWithDownloads[];
  payments: PaymentWithDeliveries[];
}

/** The kinds of record the privacy audit counts. */
export type RecordKind = "lead" | "delivery" | "contact" | "download" | "payment";

/** How many records of each kind a request touched. */
export type RecordCounts = Record<RecordKind, number>;

/** How many records of each kind a person's records hold (stored, or as the desk's JSON). */
export function recordCountsOf(found: {
  leads: { deliveries: unknown[] }[];
  contacts: { downloads: unknown[] }[];
  payments: unknown[];
}): RecordCounts {
  return {
    lead: found.leads.length,
    delivery: found.leads.reduce((n, lead) => n + lead.deliveries.length, 0),
    contact: found.contacts.length,
    download: found.contacts.reduce((n, contact) => n + contact.downloads.length, 0),
    payment: found.payments.length,
  };
}

/** New values for a person's details; each is set only where a record holds that detail. */
export interface Correction {
  email?: string;
  phone?: string;
  name?: string;
}

export type CorrectionOutcome =
  | { status: "corrected"; counts: RecordCounts }
  /** The new e-mail is another contact's: two people cannot share one contact row. */
  | { status: "email_taken" };

/** How long records are kept, in days from when they were made (or, for a contact, last used). */
export interface RetentionPolicy {
  /** Leads, their deliveries, contacts and downloads; payments' personal fields. */
  leadDays: number;
  /** Leads that tripped the honeypot. */
  spamDays: number;
  /** A payment's amount, date and checkout reference, kept for tax records. */
  paymentDays: number;
}

export interface PurgeOutcome {
  counts: RecordCounts;
  /** True when the batch budget ran out before every kind of record was looked at. */
  more: boolean;
}

/** A person's data, found, corrected and erased; each call is audited. */
export interface PersonStore {
  findPerson(person: Person, by: PrivacyActor): Promise<PersonRecords>;
  correctPerson(
    person: Person,
    correction: Correction,
    by: PrivacyActor,
  ): Promise<CorrectionOutcome>;
  /**
   * Deletes the person's leads (with their deliveries), contacts (with their downloads), and
   * blanks the personal fields of their payments, which keep amount, date and checkout reference.
   */
  erasePerson(person: Person, by: PrivacyActor): Promise<RecordCounts>;
}

/** Deletes what the retention policy no longer allows to be kept. */
export interface RetentionStore {
  /**
   * Deletes, in batches of `batchSize` rows a statement, what is older than `policy` allows at
   * `now`, up to `maxBatches` statements; audited as `purge` with counts only.
   */
  purgeExpired(options: {
    now: Date;
    policy: RetentionPolicy;
    actor: string;
    batchSize?: number;
    maxBatches?: number;
  }): Promise<PurgeOutcome>;
}
