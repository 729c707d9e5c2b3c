import type { SiteConfig } from "../../src/config";
import { createFormServiceTarget } from "./form-service";
import { defaultRetryPolicy, type RetryPolicy } from "./forwarder";
import { deliveryTargets, type Target } from "./targets";
import { createWebhookTarget } from "./webhook";

export { createForwarder } from "./forwarder";

type Env = Record<string, string | undefined>;

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

const whole = (env: Env, name: string, fallback: number): number => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  }
  return value;
};

/** Retry timing from `FORWARD_RETRY_BASE_MS`, `FORWARD_RETRY_MAX_MS`, `FORWARD_MAX_ATTEMPTS`. */
export function retryPolicyFromEnv(env: Env): RetryPolicy {
  return {
    baseMs: whole(env, "FORWARD_RETRY_BASE_MS", defaultRetryPolicy.baseMs),
    maxMs: whole(env, "FORWARD_RETRY_MAX_MS", defaultRetryPolicy.maxMs),
    maxAttempts: whole(env, "FORWARD_MAX_ATTEMPTS", defaultRetryPolicy.maxAttempts),
  };
}
