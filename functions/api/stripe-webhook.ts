import Stripe from "stripe";
import { type FunctionHandler, jsonError } from "../context";
import { planDeliveries } from "../forward/targets";
import { completedEventProblem, paymentFromEvent } from "../payments/payment-event";

/**
 * `POST /api/stripe-webhook`: the payment provider's events. The signature is checked on the
 * body exactly as received (any parsing first would change the bytes it signs) and must be
 * recent (the SDK's tolerance, 5 minutes, against this server's clock), else 400. Each
 * `checkout.session.completed` is recorded once per event id, with a lead row that forwards it
 * to the broker; other events are acknowledged and ignored. The answer does not wait for the
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
    event = await Stripe.webhooks.constructEventAsync(
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

  if (event.type !== "checkout.session.completed") {
    return Response.json({ ok: true, received: event.type, recorded: false });
  }
  const problem = completedEventProblem(event);
  if (problem) {
    return jsonError(
      400,
      "event_invalid",
      `The checkout.session.completed event cannot be recorded: ${problem}`,
    );
  }
  const { payment, lead } = paymentFromEvent(event, rawBody, ctx.clock(), ctx.config);
  const outcome = await ctx.store.recordPayment(
    payment,
    lead,
    planDeliveries(ctx.options.deliveryTargets, false),
  );
  if (outcome.status === "recorded") ctx.nudgeForwarder();
  return Response.json(
    { ok: true, received: event.type, recorded: outcome.status === "recorded" },
    { headers: { "Cache-Control": "no-store" } },
  );
};
