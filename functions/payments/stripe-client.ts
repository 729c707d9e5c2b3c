import type Stripe from "stripe";
import type { ServerOptions } from "../options";

/** Longest wait for the provider while a visitor watches 'Processing...'. */
const TIMEOUT_MS = 15_000;

/** Where the SDK sends its calls: the provider itself unless `STRIPE_API_BASE` names another. */
function apiAddress(
  base: URL | undefined,
): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!base) return {};
  const protocol = base.protocol === "http:" ? "http" : "https";
  return { host: base.hostname, port: base.port || (protocol === "http" ? "80" : "443"), protocol };
}

/**
 * The payment provider's SDK, loaded when first needed: a server without payments never holds
 * it (about 20 MB of memory once loaded).
 */
export const loadStripe = async (): Promise<typeof Stripe> => (await import("stripe")).default;

/**
 * The payment provider's SDK with `STRIPE_SECRET_KEY`, calling out through `fetch` (so tests
 * and other runtimes decide where calls go); null when no key is configured.
 */
export async function stripeClient(
  options: ServerOptions["stripe"],
  fetch: typeof globalThis.fetch,
): Promise<Stripe | null> {
  if (!options.secretKey) return null;
  const Stripe = await loadStripe();
  return new Stripe(options.secretKey, {
    ...apiAddress(options.apiBase),
    httpClient: Stripe.createFetchHttpClient(fetch),
    timeout: TIMEOUT_MS,
    // Checkout sessions are created under the visitor's idempotency key, so a retry after a
    // dropped connection cannot make a second one.
    maxNetworkRetries: 2,
    telemetry: false,
  });
}
