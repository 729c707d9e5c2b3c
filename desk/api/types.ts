/** The desk API's JSON, exactly as `/desk/api/*` answers it (dates as ISO strings). */

import { STAGES, type Stage } from "../../functions/store/desk-types";
import type { CallbackTime } from "../../src/schemas/lead-booking";

export { STAGES, type Stage };

export type DeliveryTarget = string;
export type DeliveryStatus = "pending" | "delivered" | "skipped" | "failed";

export interface DeskUser {
  id: string;
  email: string;
  name: string;
  /** `owner` or `assistant` (`DESK_ROLES`). */
  role: string;
}

export interface LeadSummary {
  id: string;
  createdAt: string;
  kind: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  what: string;
  /** What they want and how much, one line ("Refinance $650,000"); null when unsaid. */
  want: string | null;
  /** Whole dollars the inbox sorts by (the loan, the debts, the band's midpoint); null: none. */
  value: number | null;
  /** The person's other leads (same phone in any form, or e-mail in any case): a repeat above 0. */
  others: number;
  savings: { monthly: number; yearly: number } | null;
  /** The visit's `utm_source`; null when it came with none. */
  source: string | null;
  campaign: string | null;
  landingPage: string | null;
  stage: Stage;
  followUpAt: string | null;
  deliveries: { target: DeliveryTarget; status: DeliveryStatus }[];
  /** The time booked in the broker's scheduler (after the lead, or matched by its webhook). */
  booking: {
    scheduler: "cal" | "calendly";
    ref: string;
    eventType: string | null;
    startsAt: string | null;
    bookedAt: string;
  } | null;
  /** The call-back time the visitor chose where no scheduler was offered. */
  callbackTime: CallbackTime | null;
  /** The loan amount the broker's CRM says the deal settled for, and which CRM said it. */
  settled?: { amount: number; crm: "mycrm" | "nexus" } | null;
}

export interface CalculatorInputs {
  debts: { type: string; balance: number; rate: number }[];
  refinanceRate: number;
  termYears?: number;
  monthlyNow: number;
  monthlyAfter: number;
  monthlySaving: number;
  yearlySaving: number;
}

export interface Note {
  id: string;
  at: string;
  author: string;
  text: string;
}

export interface DeliveryDetail {
  target: DeliveryTarget;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface LeadDetail extends Omit<LeadSummary, "deliveries"> {
  payload: Record<string, unknown>;
  calculator: CalculatorInputs | null;
  attribution: Record<string, unknown> | null;
  lostReason: string | null;
  /** The person's other leads, newest first. */
  person: PersonLeadSummary[];
  speedToLeadMs: number | null;
  notes: Note[];
  history: { at: string; by: string; stage: Stage }[];
  deliveries: DeliveryDetail[];
}

export type StageCounts = Record<Stage, number>;

/** The value of each stage's leads added up, whole dollars. */
export type StageValues = Record<Stage, number>;

export interface PersonLeadSummary {
  id: string;
  createdAt: string;
  kind: string;
  name: string | null;
  want: string | null;
  stage: Stage;
}

export interface LeadPage {
  leads: LeadSummary[];
  next: string | null;
  counts: StageCounts;
  values: StageValues;
}

export interface SpeedWeek {
  week: string;
  medianMs: number | null;
  leads: number;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: string;
  leadId: string | null;
  /** The lead's person's name, while the lead is kept and has one. */
  leadName: string | null;
  count: number | null;
  note: string | null;
}

/** How many records of each kind a correction or an erasure touched. */
export type RecordCounts = Record<string, number>;

/** A stored delivery as the person's record carries it. */
export interface PersonDelivery {
  target: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
}

/** Everything stored about one person (the store's find). */
export interface PersonRecord {
  leads: {
    id: string;
    kind: string;
    source: string;
    createdAt: string;
    payload: Record<string, unknown>;
    deliveries: PersonDelivery[];
  }[];
  contacts: {
    email: string;
    name?: string | null;
    createdAt?: string;
    downloads: { resource?: string; at?: string; [key: string]: unknown }[];
    [key: string]: unknown;
  }[];
  payments: {
    sessionId: string;
    amountTotal: number | null;
    currency: string;
    paymentStatus: string;
    customerEmail: string | null;
    customerName: string | null;
    paidAt: string;
    [key: string]: unknown;
  }[];
}

/** How the desk names a person: by e-mail or by phone. */
export type PersonKey = { email: string } | { phone: string };
