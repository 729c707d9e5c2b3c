import { csvCell } from "../csv";
import type {
  ContactWithDownloads,
  Delivery,
  LeadWithDeliveries,
  PaymentWithDeliveries,
} from "../store";

/*
 * What `npm run leads -- export` prints: one CSV row per lead, payment or contact, for a
 * spreadsheet, or JSON.
 */

const LEAD_FIELDS_SHOWN_ELSEWHERE = new Set(["kind", "source", "attribution", "website"]);

const attributionOf = (lead: LeadWithDeliveries): Record<string, unknown> => {
  const value = lead.payload.attribution;
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
};

const deliveryColumns = (target: string) => [
  `${target}_status`,
  `${target}_attempts`,
  `${target}_delivered_at`,
  `${target}_last_error`,
];

const deliveryCells = (deliveries: Delivery[], target: string) => {
  const delivery = deliveries.find((d) => d.target === target);
  return delivery
    ? [delivery.status, delivery.attempts, delivery.deliveredAt, delivery.lastError]
    : ["", "", "", ""];
};

/** Where a lead was forwarded: not the pushes that told the desk's devices, one per device. */
const forwardedTo = (target: string) => !target.startsWith("push:");

/** One row per lead: its fields, where it came from, then each target's delivery. */
export function leadsToCsv(leads: LeadWithDeliveries[]): string {
  const fields = new Set<string>();
  const attribution = new Set<string>();
  const targets = new Set<string>();
  for (const lead of leads) {
    for (const key of Object.keys(lead.payload)) {
      if (!LEAD_FIELDS_SHOWN_ELSEWHERE.has(key)) fields.add(key);
    }
    for (const key of Object.keys(attributionOf(lead))) attribution.add(key);
    for (const delivery of lead.deliveries) {
      if (forwardedTo(delivery.target)) targets.add(delivery.target);
    }
  }
  const targetList = [...targets].sort();
  const header = [
    "id",
    "created_at",
    "kind",
    "source",
    "spam",
    ...fields,
    ...[...attribution].map((key) => `attribution_${key}`),
    ...targetList.flatMap(deliveryColumns),
  ];
  const rows = leads.map((lead) => {
    const attributes = attributionOf(lead);
    return [
      lead.id,
      lead.createdAt,
      lead.kind,
      lead.source,
      lead.isSpam ? "yes" : "no",
      ...[...fields].map((key) => lead.payload[key]),
      ...[...attribution].map((key) => attributes[key]),
      ...targetList.flatMap((target) => deliveryCells(lead.deliveries, target)),
    ];
  });
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export function toJson(rows: unknown[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** One row per payment: the checkout, the customer, where they came from, how it was sent. */
export function paymentsToCsv(payments: PaymentWithDeliveries[]): string {
  const attribution = [...new Set(payments.flatMap((p) => Object.keys(p.attribution)))];
  const targets = [
    ...new Set(payments.flatMap((p) => p.deliveries.map((d) => d.target).filter(forwardedTo))),
  ].sort();
  const header = [
    "paid_at",
    "session_id",
    "event_id",
    "amount_total",
    "currency",
    "payment_status",
    "customer_name",
    "customer_email",
    ...attribution.map((key) => `attribution_${key}`),
    "recorded_at",
    "lead_id",
    ...targets.flatMap(deliveryColumns),
  ];
  const rows = payments.map((p) => [
    p.paidAt,
    p.sessionId,
    p.eventId,
    p.amountTotal,
    p.currency,
    p.paymentStatus,
    p.customerName,
    p.customerEmail,
    ...attribution.map((key) => p.attribution[key]),
    p.recordedAt,
    p.leadId,
    ...targets.flatMap((target) => deliveryCells(p.deliveries, target)),
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** One row per contact: who, how many downloads, and the latest one. */
export function contactsToCsv(contacts: ContactWithDownloads[]): string {
  const header = [
    "email",
    "name",
    "download_count",
    "first_download_at",
    "last_download_at",
    "last_source",
    "last_file",
    "lead_id",
  ];
  const rows = contacts.map((contact) => {
    const last = contact.downloads.at(-1);
    return [
      contact.email,
      contact.name,
      contact.downloadCount,
      contact.createdAt,
      contact.updatedAt,
      last?.source,
      last?.fileName,
      contact.leadId,
    ];
  });
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
