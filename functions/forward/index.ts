import { type Env, type SiteConfig, wholeNumberFromEnv } from "../../src/config";
import { createFormServiceTarget } from "./form-service";
import { DEFAULT_LEASE_MS, defaultRetryPolicy, type RetryPolicy } from "./forwarder";
import { deliveryTargets, type Target } from "./targets";
import { createWebhookTarget } from "./webhook";

export { createForwarder } from "./forwarder";

/** The targets the environment configures (see `deliveryTargets`). */
export function createTargets(env: Env, config: SiteConfig, fetch: typeof globalThis.fetch) {
  return deliveryTargets(env).map(
    (name): Target =>
      name === "form"
        ? createFormServiceTarget({
            baseUrl: env.FORM_SERVICE_URL,
            accessKey: env.FORM_SERVICE_ACCESS_KEY,
            config,
            fetch,
          })
        : createWebhookTarget({ url: env.LEAD_WEBHOOK_URL?.trim() ?? "", fetch }),
  );
}

/** Retry timing from `FORWARD_RETRY_BASE_MS`, `FORWARD_RETRY_MAX_MS`, `FORWARD_MAX_ATTEMPTS`. */
export function retryPolicyFromEnv(env: Env): RetryPolicy {
  return {
    baseMs: wholeNumberFromEnv(env, "FORWARD_RETRY_BASE_MS", defaultRetryPolicy.baseMs),
    maxMs: wholeNumberFromEnv(env, "FORWARD_RETRY_MAX_MS", defaultRetryPolicy.maxMs),
    maxAttempts: wholeNumberFromEnv(env, "FORWARD_MAX_ATTEMPTS", defaultRetryPolicy.maxAttempts),
  };
}

/**
 * How long a process holds a delivery it is attempting (`FORWARD_LEASE_MS`): after a crash,
 * another process takes the delivery over once this has passed.
 */
export function leaseMsFromEnv(env: Env): number {
  return wholeNumberFromEnv(env, "FORWARD_LEASE_MS", DEFAULT_LEASE_MS, "milliseconds");
}
