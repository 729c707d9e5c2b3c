import { randomUUID } from "node:crypto";
import type { Queryable, Sql } from "../database/sql";
import { inboxLeadById, isLeadId, toNote } from "./leads";
import { enqueueStageDeliveries } from "./stage-deliveries";
import type { DeskActor, InboxLead, LeadNote, SpeedWeek, Stage, StageOutcome } from "./types";

/**
 * Moves `lead` to `change.stage` inside `tx`: the lead's row (its speed-to-lead clock ends at
 * the first move), its history, and what the change is forwarded as.
 */
export async function moveStage(
  tx: Queryable,
  lead: { id: string; stage: Stage },
  change: { stage: Stage; lostReason: string | null },
  by: DeskActor,
): Promise<void> {
  const lostReason = change.stage === "lost" ? change.lostReason : null;
  const at = by.at.toISOString();
  await tx.query(
    `UPDATE leads SET stage = $2, lost_reason = $3,
       first_worked_at = coalesce(first_worked_at, $4::timestamptz)
     WHERE id = $1`,
    [lead.id, change.stage, lostReason, at],
  );
  const changeId = randomUUID();
  await tx.query(
    `INSERT INTO lead_stage_changes
       (id, lead_id, stage, previous_stage, lost_reason, at, by_user, by_name)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7, $8)`,
    [changeId, lead.id, change.stage, lead.stage, lostReason, at, by.id, by.name],
  );
  await enqueueStageDeliveries(tx, {
    id: changeId,
    leadId: lead.id,
    stage: change.stage,
    previousStage: lead.stage,
    at: by.at,
    by: by.id,
  });
}

/** Working a lead: its stage (with history), notes, follow-up, and speed to lead per week. */
export function createLeadWork(sql: Sql) {
  return {
    setLeadStage(
      id: string,
      change: { stage: Stage; lostReason: string | null },
      by: DeskActor,
    ): Promise<StageOutcome> {
      return sql.transaction(async (tx): Promise<StageOutcome> => {
        // Held until commit: two people moving the same lead at once are recorded one after the other.
        const lead = await inboxLeadById(tx, id, { lock: true });
        if (!lead) return { status: "not_found" };
        if (lead.stage === change.stage) return { status: "unchanged", lead };
        await moveStage(tx, lead, change, by);
        const changed = await inboxLeadById(tx, id);
        if (!changed) throw new Error("desk store: a lead vanished while its stage was set");
        return { status: "changed", lead: changed };
      });
    },

    async addLeadNote(id: string, text: string, by: DeskActor): Promise<LeadNote | null> {
      if (!isLeadId(id)) return null;
      const [row] = await sql.query(
        `INSERT INTO lead_notes (id, lead_id, at, author_id, author_name, text)
         SELECT $1, l.id, $3::timestamptz, $4, $5, $6 FROM leads AS l
         WHERE l.id = $2 AND NOT l.is_spam
         RETURNING id, at, author_id, author_name, text`,
        [randomUUID(), id, by.at.toISOString(), by.id, by.name, text],
      );
      return row ? toNote(row) : null;
    },

    async setFollowUp(id: string, at: Date | null): Promise<InboxLead | null> {
      if (!isLeadId(id)) return null;
      const [row] = await sql.query(
        "UPDATE leads SET follow_up_at = $2::timestamptz WHERE id = $1 AND NOT is_spam RETURNING id",
        [id, at?.toISOString() ?? null],
      );
      return row ? ((await inboxLeadById(sql, id)) ?? null) : null;
    },

    async speedByWeek({
      from,
      to,
      timeZone,
    }: {
      from: Date;
      to: Date;
      timeZone: string;
    }): Promise<SpeedWeek[]> {
      const rows = await sql.query(
        `SELECT to_char(created_at AT TIME ZONE $3, 'IYYY-"W"IW') AS week,
           percentile_cont(0.5) WITHIN GROUP (
             ORDER BY extract(epoch FROM first_worked_at - created_at) * 1000) AS median_ms,
           count(*) AS leads
         FROM leads
         WHERE NOT is_spam AND first_worked_at IS NOT NULL
           AND created_at >= $1::timestamptz AND created_at <= $2::timestamptz
         GROUP BY 1 ORDER BY 1`,
        [from.toISOString(), to.toISOString(), timeZone],
      );
      return rows.map((row) => ({
        week: String(row.week),
        medianMs: Math.round(Number(row.median_ms)),
        leads: Number(row.leads),
      }));
    },
  };
}
