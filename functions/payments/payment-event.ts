import { createHash, randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { z } from "zod";
import type { SiteConfig } from "../../src/config";
import { CLICK_IDS } from "../../src/schemas/click-ids";
import { isLeadConsent } from "../../src/schemas/lead-consent";
import { attributionLimits } from "../../src/schemas/limits";
import type { NewLead, NewPayment, PaymentState } from "../store";

/** Marks the provider's records as this site's strategy session (`metadata.product`). */
export const STRATEGY_PRODUCT_TAG = "strategy-session";

/** The lead `source` of a payment, as the broker's e-mail and the export show it. */
export const PAYMENT_LEAD_SOURCE = "strategy-checkout";

const attributionKeys = new Set([...Object.keys(attributionLimits), ...CLICK_IDS]);

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

/** The checkout events this server records; any other is acknowledged and left alone. */
export const SESSION_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
] as const;

export type SessionEvent =
  | Stripe.CheckoutSessionCompletedEvent
  | Stripe.CheckoutSessionAsyncPaymentSucceededEvent
  | Stripe.CheckoutSessionAsyncPaymentFailedEvent;

export const isSessionEvent = (event: Stripe.Event): event is SessionEvent =>
  (SESSION_EVENT_TYPES as readonly string[]).includes(event.type);

/**
 * What this server reads from a checkout session event. A signed event is the provider's, but
 * one missing a field (a test event, an older API version) must be refused with the reason, not
 * fail half-way into the store: the provider would retry a 5xx for days.
 */
const sessionEventSchema = z.object({
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

/** Why a checkout session event cannot be recorded (each missing or wrong field), or null. */
export function sessionEventProblem(event: unknown): string | null {
  const parsed = sessionEventSchema.safeParse(event);
  if (parsed.success) return null;
  return parsed.error.issues
    .map((issue) => `${issue.path.join(".") || "event"}: ${issue.message}`)
    .join("; ");
}

/**
 * What an event says of the strategy session's payment, or null when the session is not one
 * (another product sold through the same account). Only the provider's `paid` is paid: a
 * completed checkout by a method that settles later (a bank debit) is awaiting payment until
 * `async_payment_succeeded` or `async_payment_failed`.
 */
export function paymentStateOf(event: SessionEvent, productTag: string): PaymentState | null {
  const session = event.data.object;
  if (session.metadata?.product !== productTag) return null;
  if (event.type === "checkout.session.async_payment_failed") return "failed";
  if (event.type === "checkout.session.async_payment_succeeded") return "paid";
  return session.payment_status === "paid" ? "paid" : "awaiting_payment";
}

/** The kind of the lead that tells the broker of a payment, by its state; none while awaiting. */
const leadKinds: Record<PaymentState, string | null> = {
  paid: "payment",
  failed: "payment-failed",
  awaiting_payment: null,
};

/**
 * A checkout session event as the payment to keep, in `state`, and the lead row that tells the
 * broker about it (e-mail and webhook, retried like any lead): a paid or failed payment has one,
 * one awaiting payment none. `rawBody` is the event exactly as received, kept as the lead's body
 * hash.
 */
export function paymentFromEvent(
  event: SessionEvent,
  state: PaymentState,
  rawBody: string,
  now: Date,
  config: SiteConfig,
): { payment: NewPayment; lead: NewLead | null } {
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
    paymentStatus: state,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    customerName: session.customer_details?.name ?? null,
    attribution,
    paidAt: new Date(event.created * 1000),
    recordedAt: now,
  };
  const kind = leadKinds[state];
  if (!kind) return { payment, lead: null };
  const lead: NewLead = {
    id: randomUUID(),
    idempotencyKey: `payment-${event.id}`,
    kind,
    payload: {
      name: payment.customerName ?? "",
      email: payment.customerEmail ?? "",
      amount: formatAmount(payment.amountTotal, payment.currency, config),
      paymentStatus: payment.paymentStatus,
      sessionId: payment.sessionId,
      attribution,
      // The consent the visitor's page was in when they went to pay, for the ad platforms.
      ...(isLeadConsent(session.metadata?.consent) ? { consent: session.metadata?.consent } : {}),
    },
    bodyHash: createHash("sha256").update(rawBody).digest("hex"),
    source: PAYMENT_LEAD_SOURCE,
    isSpam: false,
    createdAt: now,
  };
  return { payment, lead };
}
