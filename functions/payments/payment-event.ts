import { createHash, randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { z } from "zod";
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

// PostgreSQL cannot keep NUL in text or JSON: such an event is refused, not half-stored.
const text = z
  .string()
  .max(500)
  .refine((value) => !value.includes("\u0000"), "contains a NUL character");

/**
 * What this server reads from a `checkout.session.completed` event. A signed event is the
 * provider's, but one missing a field (a test event, an older API version) must be refused with
 * the reason, not fail half-way into the store: the provider would retry a 5xx for days.
 */
const completedEventSchema = z.object({
  id: text.min(1),
  created: z.number().int().positive(),
  data: z.object({
    object: z.object({
      id: text.min(1),
      payment_status: text.min(1),
      amount_total: z.number().int().nullish(),
      currency: text.nullish(),
      customer_email: text.nullish(),
      customer_details: z.object({ email: text.nullish(), name: text.nullish() }).nullish(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    }),
  }),
});

/** Why a completed-checkout event cannot be recorded (each missing or wrong field), or null. */
export function completedEventProblem(event: unknown): string | null {
  const parsed = completedEventSchema.safeParse(event);
  if (parsed.success) return null;
  return parsed.error.issues
    .map((issue) => `${issue.path.join(".") || "event"}: ${issue.message}`)
    .join("; ");
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
      ([key, value]) =>
        attributionKeys.has(key) &&
        typeof value === "string" &&
        value !== "" &&
        !value.includes("\u0000"),
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
