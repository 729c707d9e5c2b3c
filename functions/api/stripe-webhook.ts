import type Stripe from "stripe";
import { type FunctionHandler, jsonError } from "../context";
import { planDeliveries } from "../forward/targets";
import {
  isSessionEvent,
  paymentFromEvent,
  paymentStateOf,
  STRATEGY_PRODUCT_TAG,
  sessionEventProblem,
} from "../payments/payment-event";
import { loadStripe } from "../payments/stripe-client";

/**
 * `POST /api/stripe-webhook`: the payment provider's events. The signature is checked on the
 * body exactly as received (any parsing first would change the bytes it signs) and must be
 * recent (the SDK's tolerance, 5 minutes, against this server's clock), else 400. For a
 * checkout of the strategy session (`metadata.product`):
 * - `checkout.session.completed` with `payment_status: paid` records it paid and tells the
 *   broker ("Strategy session paid"); with `unpaid` (a bank debit that settles later) records
 *   it awaiting payment and tells no one yet;
 * - `checkout.session.async_payment_succeeded` makes it paid and tells the broker;
 * - `checkout.session.async_payment_failed` makes it failed and tells the broker so.
 * Each outcome is told once, however often or late its events come. Other events, and sessions
 * of other products, are acknowledged and ignored. The answer does not wait for the
 * forwarding, so the provider gets its 200 at once.
 */
export const stripeWebhook: FunctionHandler = async (req, ctx) => {
  const secret = ctx.options.stripe.webhookSecret;
  if (!secret) {
    return jsonError(
      503,
      "webhook_not_configured",
      "Payment events are not accepted on this server (STRIPE_WEBHOOK_SECRET is not set).",
    );
  }
  const signature = req.headers.get("stripe-signature");
  if (!signature) {
    return jsonError(400, "signature_missing", "A Stripe-Signature header is required.");
  }

  const rawBody = await req.text();
  let event: Stripe.Event;
  try {
    event = await (await loadStripe()).webhooks.constructEventAsync(
      rawBody,
      signature,
      secret,
      undefined,
      undefined,
      ctx.clock().getTime(),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return jsonError(
      400,
      "signature_invalid",
      `The event's signature could not be verified: ${reason}`,
    );
  }

  if (!isSessionEvent(event)) {
    return Response.json({ ok: true, received: event.type, recorded: false });
  }
  const problem = sessionEventProblem(event);
  if (problem) {
    return jsonError(
      400,
      "event_invalid",
      `The ${event.type} event cannot be recorded: ${problem}`,
    );
  }
  const state = paymentStateOf(event, STRATEGY_PRODUCT_TAG);
  if (!state) return Response.json({ ok: true, received: event.type, recorded: false });
  const { payment, lead } = paymentFromEvent(event, state, rawBody, ctx.clock(), ctx.config);
  const outcome = await ctx.store.recordPayment(
    payment,
    lead,
    planDeliveries(ctx.options.deliveryTargets, false, lead?.payload),
  );
  if (outcome.status === "recorded" && lead) ctx.nudgeForwarder();
  return Response.json(
    {
      ok: true,
      received: event.type,
      recorded: outcome.status === "recorded",
      ...(outcome.status === "recorded" ? { paymentStatus: outcome.payment.paymentStatus } : {}),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
};
