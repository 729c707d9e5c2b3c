import type Stripe from "stripe";
import type { SiteConfig } from "../../src/config";
import { fillTemplates, strategyProduct } from "../../src/content";
import { type Attribution, createCheckoutBodySchema } from "../../src/schemas";
import { type FunctionHandler, jsonError, parseJson, refuseUnlessJson } from "../context";
import { log } from "../log";
import { STRATEGY_PRODUCT_TAG } from "../payments/payment-event";
import { stripeClient } from "../payments/stripe-client";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,200}$/;

/** The provider keeps at most 500 characters per metadata value. */
const METADATA_VALUE_MAX = 500;

/**
 * Where the provider sends the visitor back to: always the configured main site (`SITE_ORIGIN`),
 * where the strategy pages live. The request's `Origin` only decides whether to start at all: no
 * `Origin` (a call from a server) or one of the configured sites (`SITE_ORIGIN`,
 * `SITE_DEBT_ORIGIN`) may; any other page may not, and neither `Origin` nor `Host` can name
 * the return address, or a link made elsewhere could send a paying visitor to that site.
 */
function returnOrigin(req: Request, config: SiteConfig): string | null {
  const main = new URL(config.siteOrigin).origin;
  const claimed = req.headers.get("origin");
  if (claimed === null || claimed === "null") return main;
  const sites = [config.siteOrigin, config.debtOrigin].map((site) => new URL(site).origin);
  let origin: string;
  try {
    origin = new URL(claimed).origin;
  } catch {
    return null;
  }
  return sites.includes(origin) ? main : null;
}

/** Attribution as metadata: only the values present, each within the provider's limit. */
function attributionMetadata(attribution: Attribution | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(attribution ?? {})) {
    if (typeof value === "string" && value !== "") {
      metadata[key] = value.slice(0, METADATA_VALUE_MAX);
    }
  }
  return metadata;
}

/** What went wrong at the provider, as the caller should hear it; details go to the log. */
function providerError(error: unknown): Response {
  const { type, statusCode, message } = error as {
    type?: unknown;
    statusCode?: unknown;
    message?: unknown;
  };
  log.error("checkout_provider_failed", { type, statusCode, message });
  if (type === "StripeIdempotencyError") {
    return jsonError(
      409,
      "idempotency_conflict",
      "This Idempotency-Key was already used for a different checkout. Use a new key per click.",
    );
  }
  if (type === "StripeAuthenticationError" || type === "StripePermissionError") {
    return jsonError(
      503,
      "checkout_unavailable",
      "Checkout is not available: the payment provider refused the configured key.",
    );
  }
  if (type === "StripeConnectionError") {
    return jsonError(
      502,
      "payment_provider_unreachable",
      "The payment provider could not be reached. Please try again.",
    );
  }
  return jsonError(
    502,
    "payment_provider_error",
    "The payment provider could not start the checkout. Please try again.",
  );
}

/**
 * `POST /api/create-checkout-session`: starts the provider's hosted checkout for the 90-minute
 * strategy session and answers `{ ok: true, url }` to send the visitor to. One session per
 * `Idempotency-Key`, so a retried click never makes a second one. Without `STRIPE_SECRET_KEY`
 * it answers 503, and the rest of the site works as before.
 */
export const createCheckoutSession: FunctionHandler = async (req, ctx) => {
  const stripe: Stripe | null = await stripeClient(ctx.options.stripe, ctx.fetch);
  if (!stripe) {
    return jsonError(
      503,
      "checkout_not_configured",
      "Checkout is not configured on this server (STRIPE_SECRET_KEY is not set).",
    );
  }

  const key = req.headers.get("idempotency-key")?.trim();
  if (!key) {
    return jsonError(
      400,
      "idempotency_key_missing",
      "An Idempotency-Key header is required: a new random id (e.g. a UUID) per click.",
    );
  }
  if (!IDEMPOTENCY_KEY.test(key)) {
    return jsonError(
      400,
      "idempotency_key_invalid",
      "The Idempotency-Key header must be 8 to 200 letters, digits, '-' or '_' (e.g. a UUID).",
    );
  }

  const text = await req.text();
  let raw: unknown = {};
  if (text.trim() !== "") {
    const notJson = refuseUnlessJson(req, "body");
    if (notJson) return notJson;
    const json = parseJson(text);
    if ("refusal" in json) return json.refusal;
    raw = json.data;
  }
  const body = createCheckoutBodySchema.safeParse(raw);
  if (!body.success) {
    return jsonError(400, "validation", "The body must be an object, e.g. { attribution: {} }.");
  }

  const origin = returnOrigin(req, ctx.config);
  if (!origin) {
    return jsonError(
      403,
      "origin_not_allowed",
      "Checkout can only be started from the site's own pages.",
    );
  }

  const product = fillTemplates(strategyProduct, ctx.config);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        submit_type: "book",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: ctx.config.currency.toLowerCase(),
              unit_amount: ctx.config.strategyPriceCents,
              product_data: { name: product.name, description: product.description },
            },
          },
        ],
        success_url: `${origin}/thank-you-strategy?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/strategy`,
        metadata: {
          product: STRATEGY_PRODUCT_TAG,
          ...attributionMetadata(body.data.attribution),
          ...(body.data.consent ? { consent: body.data.consent } : {}),
        },
      },
      { idempotencyKey: `strategy-checkout-${key}` },
    );
  } catch (error) {
    return providerError(error);
  }
  if (!session.url) {
    log.error("checkout_session_without_url", { session: session.id });
    return jsonError(
      502,
      "payment_provider_error",
      "The payment provider did not return a checkout page. Please try again.",
    );
  }
  return Response.json(
    { ok: true, url: session.url },
    { headers: { "Cache-Control": "no-store" } },
  );
};
