import Stripe from "stripe";
import type { Env } from "../../src/config";

/** Longest wait for the provider while a visitor watches 'Processing...'. */
const TIMEOUT_MS = 15_000;

/** Where the SDK sends its calls: the provider itself unless `STRIPE_API_BASE` names another. */
function apiAddress(env: Env): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  const base = env.STRIPE_API_BASE?.trim();
  if (!base) return {};
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111, got "${base}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`STRIPE_API_BASE must be an http or https URL, got "${base}"`);
  }
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname,
    port: url.port || (protocol === "http" ? "80" : "443"),
    protocol,
  };
}

/**
 * The payment provider's SDK with `STRIPE_SECRET_KEY`, calling out through `fetch` (so tests
 * and other runtimes decide where calls go); null when no key is configured.
 */
export function stripeFromEnv(env: Env, fetch: typeof globalThis.fetch): Stripe | null {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) return null;
  return new Stripe(key, {
    ...apiAddress(env),
    httpClient: Stripe.createFetchHttpClient(fetch),
    timeout: TIMEOUT_MS,
    // Checkout sessions are created under the visitor's idempotency key, so a retry after a
    // dropped connection cannot make a second one.
    maxNetworkRetries: 2,
    telemetry: false,
  });
}
