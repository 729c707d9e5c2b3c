import { Webhook } from "standardwebhooks";
import { deliverJson, describeFailure, type Outbound, type SendOutcome } from "../http/outbound";
import type { StageChange, StageChangeStore, StoredLead } from "../store";
import { declareTarget } from "./target-declaration";
import type { Target } from "./targets";

export interface WebhookOptions extends Outbound {
  url: string;
  /**
   * `LEAD_WEBHOOK_SECRET` (`whsec_<base64>`): each attempt is signed the Standard Webhooks way.
   * Unset, leads go out unsigned (the server warns at start).
   */
  secret?: string;
  /** The time each attempt is signed with. */
  clock?: () => Date;
}

/** What to tell an operator at start when the webhook is set and its requests go unsigned. */
export function unsignedWebhookWarning(options: {
  webhookUrl: string;
  webhookSecret?: string;
}): string | undefined {
  if (!options.webhookUrl || options.webhookSecret) return undefined;
  return (
    "LEAD_WEBHOOK_URL gets leads unsigned, so it cannot tell them from forged ones: set " +
    "LEAD_WEBHOOK_SECRET (docs/settings.md)."
  );
}

/**
 * What the webhook receives: the lead as stored, less the honeypot and the visitor's address and
 * browser (kept for the ad platforms only).
 */
export function webhookBody(lead: StoredLead) {
  const { website: _honeypot, client: _client, ...fields } = lead.payload;
  return {
    id: lead.id,
    kind: lead.kind,
    source: lead.source,
    createdAt: lead.createdAt.toISOString(),
    lead: fields,
  };
}

/** Signs and POSTs one body; `id` is its `Idempotency-Key` and `webhook-id` on every attempt. */
async function post(
  options: WebhookOptions,
  signer: Webhook | undefined,
  id: string,
  body: string,
): Promise<SendOutcome> {
  const clock = options.clock ?? (() => new Date());
  const headers: Record<string, string> = { "Idempotency-Key": id };
  if (signer) {
    const now = clock();
    headers["webhook-id"] = id;
    headers["webhook-timestamp"] = String(Math.floor(now.getTime() / 1000));
    headers["webhook-signature"] = signer.sign(id, now, body);
  }
  const sent = await deliverJson(options, options.url, headers, body);
  if (!("refusal" in sent)) return sent;
  return { outcome: "retry", error: await describeFailure(sent.refusal) };
}

/**
 * POSTs each lead as JSON to the broker's own endpoint (a CRM, an automation service). A retry
 * carries the same `Idempotency-Key` and `webhook-id`, so a receiver that saw the first attempt
 * can ignore it; `webhook-timestamp` and `webhook-signature` are new on each attempt, so a
 * receiver can refuse a stale or forged request (HMAC-SHA256 of `id.timestamp.body` with the
 * shared secret, checked by any Standard Webhooks library).
 */
export function createWebhookTarget(options: WebhookOptions): Target {
  const signer = options.secret ? new Webhook(options.secret) : undefined;
  return {
    name: "webhook",
    send: (lead) => post(options, signer, `${lead.id}-webhook`, JSON.stringify(webhookBody(lead))),
  };
}

/** What the webhook receives when the broker moves a lead to another stage in the desk. */
export function stageChangeBody(change: StageChange) {
  return {
    type: "lead.stage_changed",
    id: change.id,
    leadId: change.leadId,
    stage: change.stage,
    previousStage: change.previousStage,
    at: change.at.toISOString(),
  };
}

/**
 * Tells the webhook of each stage change (`webhook:stage:<change id>`), signed as the leads are,
 * so the broker's CRM stays in step with the desk.
 */
export function createWebhookStageTarget(
  options: WebhookOptions & { stages: Pick<StageChangeStore, "stageChange"> },
): Target {
  const signer = options.secret ? new Webhook(options.secret) : undefined;
  return {
    name: "webhook:stage",
    async send(_lead, delivery): Promise<SendOutcome> {
      const changeId = delivery?.slice("webhook:stage:".length) ?? "";
      const change = await options.stages.stageChange(changeId);
      if (!change) return { outcome: "skip", reason: "the stage change is no longer kept" };
      return post(options, signer, `${change.id}-stage`, JSON.stringify(stageChangeBody(change)));
    },
  };
}

/** The broker's own endpoint (`LEAD_WEBHOOK_URL`): each lead and each stage change. */
export const webhookTarget = declareTarget({
  name: "webhook",
  settings: ({ options }) =>
    options.webhookUrl ? { url: options.webhookUrl, secret: options.webhookSecret } : undefined,
  create: (webhook, { fetch, stages }) => [
    createWebhookTarget({ ...webhook, fetch }),
    createWebhookStageTarget({ ...webhook, fetch, stages }),
  ],
});
