import { inboxKindLabels } from "../../../src/content/desk-inbox";
import { leadSourceLabel } from "../../../src/content/lead-sources";
import type { CalculatorLead } from "../../../src/schemas/calculator-lead";
import { inboxKindOf, storedLeadKind } from "../../../src/schemas/lead-kinds";
import type { InboxLead, InboxLeadDetail, PersonLead } from "../../store";
import { leadWant } from "./lead-value";

/*
 * A stored lead as the desk's API gives it: `LeadSummary` in the list, the stream and the export;
 * `LeadDetail` when one lead is opened.
 */

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const apiKind = inboxKindOf;

/** The short line saying what the visitor left: "Debt consolidation (calculator)". */
export function whatOf(lead: InboxLead): string {
  const known = storedLeadKind(lead.kind);
  const label = known ? inboxKindLabels[known] : lead.kind;
  const { payload } = lead;
  if (lead.kind === "resource-download") {
    const resource = text(payload.resource);
    return resource ? `${label}: ${resource}` : label;
  }
  if (lead.kind === "payment" || lead.kind === "payment-failed") {
    const amount = text(payload.amount);
    return amount ? `${label} (${amount})` : label;
  }
  const from = leadSourceLabel(lead.source);
  return from ? `${label} (${from})` : label;
}

/** A calculator lead's savings, when its payload carries them as numbers. */
function savingsOf(payload: Record<string, unknown>) {
  const calculator = record(payload.calculator);
  const monthly = calculator?.monthlySaving;
  const yearly = calculator?.yearlySaving;
  return typeof monthly === "number" && typeof yearly === "number" ? { monthly, yearly } : null;
}

const attributionOf = (lead: InboxLead) => record(lead.payload.attribution) ?? {};

export function leadSummary(lead: InboxLead) {
  const attribution = attributionOf(lead);
  const { want, value } = leadWant(lead.kind, lead.payload);
  return {
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    kind: apiKind(lead.kind),
    name: text(lead.payload.name),
    email: text(lead.payload.email),
    phone: text(lead.payload.phone) ?? text(lead.payload.mobile),
    what: whatOf(lead),
    /** What they want and how much, in one line ("Refinance $650,000"); null when unsaid. */
    want,
    /** Whole dollars the inbox sorts by; null when the lead names no sum. */
    value,
    /** How many other leads share this lead's phone or e-mail: a repeat when above 0. */
    others: lead.others,
    savings: savingsOf(lead.payload),
    source: text(attribution.utm_source),
    campaign: text(attribution.utm_campaign),
    landingPage: text(attribution.landingPage),
    stage: lead.stage,
    followUpAt: lead.followUpAt?.toISOString() ?? null,
    deliveries: lead.deliveries.map(({ target, status }) => ({ target, status })),
    /** The time booked in the broker's scheduler, if any; null: none. */
    booking: lead.booking
      ? {
          scheduler: lead.booking.scheduler,
          ref: lead.booking.ref,
          eventType: lead.booking.eventType,
          startsAt: lead.booking.startsAt?.toISOString() ?? null,
          bookedAt: lead.booking.bookedAt.toISOString(),
        }
      : null,
    /** The call-back time the visitor chose (`today-morning`…); null: none. */
    callbackTime: lead.callbackTime,
    /** Whole dollars the broker's CRM says the deal settled for, and which CRM; null: unsaid. */
    settled: lead.settled ?? null,
  };
}

export type LeadSummary = ReturnType<typeof leadSummary>;

/** Another lead of the person, as the lead's page lists it. */
const personLead = (lead: PersonLead) => ({
  id: lead.id,
  createdAt: lead.createdAt.toISOString(),
  kind: apiKind(lead.kind),
  name: text(lead.payload.name),
  want: leadWant(lead.kind, lead.payload).want,
  stage: lead.stage,
});

/**
 * A lead's payload as the desk shows it (the lead's page, the person's page): the honeypot is the
 * form's, not the visitor's; the address and browser kept for the ad platforms' matching (with
 * consent) are theirs alone, never shown.
 */
export function shownPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const { website: _honeypot, client: _client, ...shown } = payload;
  return shown;
}

export function leadDetail(lead: InboxLeadDetail) {
  return {
    ...leadSummary(lead),
    payload: shownPayload(lead.payload),
    // Checked by the calculator's schema when the lead was taken.
    calculator: record(lead.payload.calculator) as CalculatorLead | null,
    attribution: attributionOf(lead),
    lostReason: lead.lostReason,
    person: lead.person.map(personLead),
    speedToLeadMs:
      lead.firstWorkedAt === null ? null : lead.firstWorkedAt.getTime() - lead.createdAt.getTime(),
    notes: lead.notes.map((note) => ({
      id: note.id,
      at: note.at.toISOString(),
      author: note.author.name,
      text: note.text,
    })),
    history: lead.history.map((entry) => ({
      at: entry.at.toISOString(),
      by: entry.by.name,
      stage: entry.stage,
      previousStage: entry.previousStage,
      lostReason: entry.lostReason,
    })),
    deliveries: lead.deliveries.map((delivery) => ({
      target: delivery.target,
      status: delivery.status,
      attempts: delivery.attempts,
      nextAttemptAt: delivery.nextAttemptAt.toISOString(),
      lastError: delivery.lastError,
      deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    })),
    downloads: lead.downloads.map((download) => ({
      leadMagnet: download.leadMagnet,
      fileName: download.fileName,
      source: download.source,
      at: download.createdAt.toISOString(),
    })),
  };
}

/** One lead as its page on the desk gets it (`GET /desk/api/leads/:id`). */
export type LeadDetail = ReturnType<typeof leadDetail>;
