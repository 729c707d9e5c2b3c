import type { StoredLead } from "../store/types";
import { describeError, describeFailure, type SendOutcome, type Target } from "./targets";

export interface WebhookOptions {
  url: string;
  fetch: typeof fetch;
  /** Give up on one attempt after this long. Default 10 s. */
  timeoutMs?: number;
}

/** What the webhook receives: the lead as stored, less the honeypot. */
export function webhookBody(lead: StoredLead) {
  const { website: _honeypot, ...fields } = lead.payload;
  return {
    id: lead.id,
    kind: lead.kind,
    source: lead.source,
    createdAt: lead.createdAt.toISOString(),
    lead: fields,
  };
}

/**
 * POSTs each lead as JSON to the broker's own endpoint (a CRM, an automation service). A retry
 * carries the same `Idempotency-Key`, so a receiver that saw the first attempt can ignore it.
 */
export function createWebhookTarget(options: WebhookOptions): Target {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: "webhook",
    async send(lead): Promise<SendOutcome> {
      let response: Response;
      try {
        response = await options.fetch(options.url, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": `${lead.id}-webhook` },
          body: JSON.stringify(webhookBody(lead)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { outcome: "retry", error: describeError(error) };
      }
      if (response.ok) {
        await response.body?.cancel();
        return { outcome: "delivered" };
      }
      return { outcome: "retry", error: await describeFailure(response) };
    },
  };
}
