import type { Queryable } from "../database/sql";
import { AD_PLATFORMS } from "../records";
import type { StageChange } from "./stage-changes";
import { CONVERSION_STAGES } from "./types";

/*
 * An ad platform hears of a stage only for a lead it heard of (its own delivery of the lead is
 * there and was not skipped: no consent, or the platform was off when the lead came), once per
 * lead and stage: `meta:settled` is one row whatever number of times the stage is set.
 */
const ENQUEUE_CONVERSIONS = `
  INSERT INTO deliveries (lead_id, target, status, next_attempt_at)
  SELECT lead_id, target || ':' || $2, 'pending', $3
  FROM deliveries
  WHERE lead_id = $1 AND target = ANY($4::text[]) AND status <> 'skipped'
  ON CONFLICT (lead_id, target) DO NOTHING`;

/* The webhook hears of every change, for a lead it was sent. */
const ENQUEUE_WEBHOOK = `
  INSERT INTO deliveries (lead_id, target, status, next_attempt_at)
  SELECT lead_id, 'webhook:stage:' || $2, 'pending', $3
  FROM deliveries
  WHERE lead_id = $1 AND target = 'webhook'
  ON CONFLICT (lead_id, target) DO NOTHING`;

/**
 * Queues the ad platforms' conversion for `stage` (once per lead and stage), in the caller's
 * transaction: through a stage change, or a booking on a lead further along than booked.
 */
export async function enqueueConversions(
  tx: Queryable,
  leadId: string,
  stage: string,
  at: Date,
): Promise<void> {
  await tx.query(ENQUEUE_CONVERSIONS, [leadId, stage, at, [...AD_PLATFORMS]]);
}

/**
 * Queues what a stage change is forwarded as (ad-platform conversions for qualified and settled,
 * the CRM webhook for every change), in the transaction that records the change. The caller
 * nudges the forwarder once that transaction commits.
 */
export async function enqueueStageDeliveries(tx: Queryable, change: StageChange): Promise<void> {
  await tx.query(
    `INSERT INTO forwarded_stage_changes (id, lead_id, stage, previous_stage, at, changed_by)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
    [change.id, change.leadId, change.stage, change.previousStage, change.at, change.by],
  );
  if ((CONVERSION_STAGES as readonly string[]).includes(change.stage)) {
    await enqueueConversions(tx, change.leadId, change.stage, change.at);
  }
  await tx.query(ENQUEUE_WEBHOOK, [change.leadId, change.id, change.at]);
}
