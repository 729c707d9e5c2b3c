import type { CallbackTime } from "../../../src/schemas/lead-booking";
import type { LeadBooking, LeadSettlement } from "../bookings/scheduling";
import type { ContactDownload, Delivery } from "../records";

/** Where the broker has got with a lead, in the order it usually goes; `lost` from anywhere. */
export const STAGES = [
  "new",
  "contacted",
  // A time the visitor booked in the broker's scheduler (the embed after a lead, or its webhook).
  "booked",
  "qualified",
  "applied",
  "approved",
  "settled",
  "lost",
] as const;
export type Stage = (typeof STAGES)[number];

/** The stages reported to the ad platforms as conversions of their own, once per lead each. */
export const CONVERSION_STAGES = [
  "booked",
  "qualified",
  "settled",
] as const satisfies readonly Stage[];
export type ConversionStage = (typeof CONVERSION_STAGES)[number];

/**
 * The stages the broker may move a lead to: any but back to new (speed to lead counts from the
 * first move). The desk's "Move to" offers these, and the stage handler takes these only.
 */
export const MOVE_TO_STAGES = STAGES.filter(
  (stage): stage is Exclude<Stage, "new"> => stage !== "new",
);

/** Which leads the inbox shows: every field optional, all given ones must hold. */
export interface InboxFilter {
  /** Stored kinds (`debt`, `resource-download`, …). */
  kinds?: string[];
  stage?: Stage;
  /** The broker's zone (`BUSINESS_TIMEZONE`) that `from` and `to` days are days of. */
  timeZone?: string;
  /** From this instant, or from the start of this day (`YYYY-MM-DD`) in the broker's zone. */
  from?: Date | string;
  /** Up to this instant, or to the end of this day (`YYYY-MM-DD`) in the broker's zone. */
  to?: Date | string;
  /**
   * Text in the lead's attribution's `utm_campaign`, `utm_source` (its campaign source) and
   * `utm_medium`, as `campaignText` reads both: any case, spaces, hyphens and underscores aside.
   */
  campaign?: string;
  campaignSource?: string;
  campaignMedium?: string;
  /**
   * Every part must occur in the lead's name, e-mail or phone: `text` parts lower-case,
   * `digits` a phone number's digits in Australian form (`0412345`).
   */
  search?: { text: string[]; digits: string | null };
  /** Only leads whose follow-up is due at this instant (and not settled or lost). */
  overdueAt?: Date;
  /** Only leads whose follow-up falls in this span, `from` included (and not settled or lost). */
  dueWithin?: { from: Date; to: Date };
}

/** The orders the inbox lists in: newest first, most valuable first, follow-up due first. */
export const INBOX_SORTS = ["newest", "value", "follow-up"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

/** Where a page of the inbox starts: after this lead, in the page's order. */
export interface InboxCursor {
  createdAt: Date;
  id: string;
  /** The lead's value, when the order is by value. */
  value?: number;
  /** The lead's follow-up (null: none, after every one), when the order is by follow-up. */
  followUpAt?: Date | null;
}

/** A lead as the inbox lists it. */
export interface InboxLead {
  id: string;
  createdAt: Date;
  /** As stored (`resource-download` for a contact's first resource request). */
  kind: string;
  payload: Record<string, unknown>;
  /** The form it came from (`debt-calculator-slider`). */
  source: string;
  stage: Stage;
  lostReason: string | null;
  followUpAt: Date | null;
  /** When its stage first moved away from new. */
  firstWorkedAt: Date | null;
  deliveries: Delivery[];
  /** Whole dollars (`lead_value`, 0 for none): what the inbox sorts and totals by. */
  value: number;
  /** How many other leads (not spam) share its phone (in any written form) or e-mail. */
  others: number;
  /** The first time booked in the broker's scheduler, if any. */
  booking: LeadBooking | null;
  /** The call-back time the visitor chose after the lead, where no scheduler was offered. */
  callbackTime: CallbackTime | null;
  /** The loan amount the broker's CRM says the deal settled for; none until it says. */
  settled?: LeadSettlement | null;
}

export interface LeadNote {
  id: string;
  at: Date;
  author: { id: string; name: string };
  text: string;
}

export interface StageHistoryEntry {
  at: Date;
  by: { id: string; name: string };
  stage: Stage;
  previousStage: Stage;
  lostReason: string | null;
}

export interface InboxLeadDetail extends InboxLead {
  /** The person's other leads (`personLeads`). */
  person: PersonLead[];
  notes: LeadNote[];
  /** Oldest first. */
  history: StageHistoryEntry[];
  /** A resource request's contact: every resource the e-mail asked for, oldest first. */
  downloads: ContactDownload[];
}

export type StageCounts = Record<Stage, number> & { overdue: number };

/** The value of the leads at each stage added up, in whole dollars. */
export type StageValues = Record<Stage, number>;

/** Another lead of the same person, as the lead's page lists it. */
export interface PersonLead {
  id: string;
  createdAt: Date;
  kind: string;
  payload: Record<string, unknown>;
  stage: Stage;
}

/** Who works a lead in the desk, and when. */
export interface DeskActor {
  id: string;
  name: string;
  at: Date;
}

export type StageOutcome =
  | { status: "changed"; lead: InboxLead }
  /** The lead was at that stage already: nothing written. */
  | { status: "unchanged"; lead: InboxLead }
  | { status: "not_found" };

/** The campaign values of a range's stored leads, most leads first, for the desk's filters. */
export interface CampaignValues {
  campaign: string[];
  campaignSource: string[];
  campaignMedium: string[];
}

/** The broker's inbox: every lead a visitor left (spam aside), and the work done on it. */
export interface InboxStore {
  /** Up to `limit` leads of `filter` after `after`, newest first (ties by id) or in `sort`'s order. */
  listInbox(
    filter: InboxFilter,
    page: { after?: InboxCursor; limit: number; sort?: InboxSort },
  ): Promise<InboxLead[]>;
  /** `countInbox`'s counts, and the value of the leads at each stage added up, in one reading. */
  tallyInbox(filter: InboxFilter, now: Date): Promise<{ counts: StageCounts; values: StageValues }>;
  /** The other leads (not spam) sharing the lead's phone or e-mail, newest first. */
  personLeads(id: string): Promise<PersonLead[]>;
  /** How many leads of `filter` (its stage aside) are at each stage, and how many overdue at `now`. */
  countInbox(filter: InboxFilter, now: Date): Promise<StageCounts>;
  /** The campaigns, campaign sources and media the leads of `filter`'s range carry. */
  campaignValues(filter: InboxFilter): Promise<CampaignValues>;
  /** One lead (not spam) with its notes, stage history and downloads; null if none. */
  getInboxLead(id: string): Promise<InboxLeadDetail | null>;
  /**
   * Sets the lead's stage, records it in the history and, in the same transaction, queues what the
   * change is forwarded as. `lostReason` is kept for `lost` only.
   */
  setLeadStage(
    id: string,
    change: { stage: Stage; lostReason: string | null },
    by: DeskActor,
  ): Promise<StageOutcome>;
  /** Adds a note to the lead; null when there is no such lead. */
  addLeadNote(id: string, text: string, by: DeskActor): Promise<LeadNote | null>;
  /** Sets (or clears, with null) when to follow the lead up; null when there is no such lead. */
  setFollowUp(id: string, at: Date | null): Promise<InboxLead | null>;
  /**
   * Per ISO week (in `timeZone`, the broker's) of arrival, between `from` and `to`: the median
   * time from a lead's arrival to its first stage change, over the leads worked so far.
   */
  speedByWeek(range: { from: Date; to: Date; timeZone: string }): Promise<SpeedWeek[]>;
  /** Calls `onLead` with the id of each lead (not spam) stored from now on, by any process. */
  onNewLead(onLead: (id: string) => void): Promise<() => Promise<void>>;
  /**
   * Calls `onChanged` with the id of each lead whose forwarding (e-mail, webhook, ad platform)
   * changes status from now on, by any process.
   */
  onLeadChanged(onChanged: (id: string) => void): Promise<() => Promise<void>>;
  /**
   * Calls `onEnded` with the id of each desk session that ends from now on (signed out, ended
   * from another device, revoked, found expired), by any process.
   */
  onSessionEnded(onEnded: (sessionId: string) => void): Promise<() => Promise<void>>;
}

export interface SpeedWeek {
  /** `2030-W01`. */
  week: string;
  medianMs: number;
  leads: number;
}
