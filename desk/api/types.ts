/** The desk API's JSON, exactly as `/desk/api/*` answers it (dates as ISO strings). */

import type { LeadDetail, LeadSummary } from "../../functions/desk/inbox/summary";
import { STAGES, type Stage } from "../../functions/store/desk/types";

export { STAGES, type Stage };

export interface DeskUser {
  id: string;
  email: string;
  name: string;
  /** `owner` or `assistant` (`DESK_ROLES`). */
  role: string;
}

export type { LeadDetail, LeadSummary };

export type DeliveryStatus = LeadSummary["deliveries"][number]["status"];
/** Where and how a lead went, per target, as its page shows it. */
export type DeliveryDetail = LeadDetail["deliveries"][number];
export type Note = LeadDetail["notes"][number];
export type CalculatorInputs = NonNullable<LeadDetail["calculator"]>;

export type StageCounts = Record<Stage, number>;

/** The value of each stage's leads added up, whole dollars. */
export type StageValues = Record<Stage, number>;

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
