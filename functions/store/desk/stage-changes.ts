import type { Sql } from "../database/sql";

/** A lead's stage set in the desk, kept for forwarding (see `enqueueStageDeliveries`). */
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

/** What the forwarder reads of the stage changes it forwards. */
export interface StageChangeStore {
  /** One change by its id, or undefined once its lead is gone. */
  stageChange(id: string): Promise<StageChange | undefined>;
  /** When the lead first reached `stage`, if it ever did. */
  firstReached(leadId: string, stage: string): Promise<Date | undefined>;
}

export function createStageChangeStore(sql: Sql): StageChangeStore {
  return {
    async stageChange(id) {
      const [row] = await sql.query<{
        id: string;
        lead_id: string;
        stage: string;
        previous_stage: string;
        at: Date | string;
        changed_by: string;
      }>(
        `SELECT id, lead_id, stage, previous_stage, at, changed_by
         FROM forwarded_stage_changes WHERE id = $1`,
        [id],
      );
      if (!row) return undefined;
      return {
        id: row.id,
        leadId: row.lead_id,
        stage: row.stage,
        previousStage: row.previous_stage,
        at: new Date(row.at),
        by: row.changed_by,
      };
    },
    async firstReached(leadId, stage) {
      const [row] = await sql.query<{ at: Date | string | null }>(
        // A booking on a lead already further along moved no stage: its own time is when.
        `SELECT min(at) AS at FROM (
           SELECT at FROM forwarded_stage_changes WHERE lead_id = $1 AND stage = $2
           UNION ALL
           SELECT booked_at AS at FROM lead_bookings WHERE lead_id = $1 AND $2 = 'booked'
         ) AS reached`,
        [leadId, stage],
      );
      return row?.at ? new Date(row.at) : undefined;
    },
  };
}
