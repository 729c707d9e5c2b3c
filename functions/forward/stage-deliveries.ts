import type { Queryable } from "../store/sql";

/** A lead's stage set in the desk, as the outbox hears of it. */
export interface StageChange {
  /** Unique per change (a new id each time a stage is set). */
  id: string;
  leadId: string;
  stage: string;
  previousStage: string;
  at: Date;
  /** Who set it (a desk user's id). */
  by: string;
}

/**
 * Queues what a stage change is forwarded as (ad-platform conversions for qualified and settled,
 * the CRM webhook for every change), in the transaction that records the change.
 */
export async function enqueueStageDeliveries(_tx: Queryable, _change: StageChange): Promise<void> {}
