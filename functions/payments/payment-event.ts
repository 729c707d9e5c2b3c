import { createHash, randomUUID } from "node:crypto";
import type Stripe from "stripe";
import type { SiteConfig } from "../../src/config";
import { attributionLimits } from "../../src/schemas/limits";
import type { NewLead, NewPayment } from "../store/types";

/** The lead `source` of a payment, as the broker's e-mail and the export show it. */
export const PAYMENT_LEAD_SOURCE = "strategy-checkout";

const attributionKeys = new Set(Object.keys(attributionLimits));

/** The amount as the broker reads it, in the payment's own currency (minor units converted). */
function formatAmount(amountTotal: number | null, currency: string, config: SiteConfig): string {
  if (amountTotal === null || !currency) return "";
  try {
    const format = new Intl.NumberFormat(config.locale, {
      style: "currency",
      currency: currency.toUpperCase(),
    });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amountTotal / 10 ** digits);
  } catch {
    return `${amountTotal} ${currency.toUpperCase()} (minor units)`;
  }
}

/**
 * A completed checkout session as a payment to keep, and the lead row that tells the broker
 * about it (e-mail and webhook, retried like any lead). `rawBody` is the event exactly as
 * received, kept as the lead's body hash.
 */
export function paymentFromEvent(
  event: Stripe.CheckoutSessionCompletedEvent,
  rawBody: string,
  now: Date,
  config: SiteConfig,
): { payment: NewPayment; lead: NewLead } {
  const session = event.data.object;
  const attribution = Object.fromEntries(
    Object.entries(session.metadata ?? {}).filter(
      ([key, value]) => attributionKeys.has(key) && typeof value === "string" && value !== "",
    ),
  );
  const payment: NewPayment = {
    eventId: event.id,
    sessionId: session.id,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? "",
    paymentStatus: session.payment_status,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    customerName: session.customer_details?.name ?? null,
    attribution,
    paidAt: new Date(event.created * 1000),
    recordedAt: now,
  };
  const lead: NewLead = {
    id: randomUUID(),
    idempotencyKey: `payment-${event.id}`,
    kind: "payment",
    payload: {
      name: payment.customerName ?? "",
      email: payment.customerEmail ?? "",
      amount: formatAmount(payment.amountTotal, payment.currency, config),
      paymentStatus: payment.paymentStatus,
      sessionId: payment.sessionId,
      attribution,
    },
    bodyHash: createHash("sha256").update(rawBody).digest("hex"),
    source: PAYMENT_LEAD_SOURCE,
    isSpam: false,
    createdAt: now,
  };
  return { payment, lead };
}
