import { randomUUID } from "node:crypto";
import type { ContactChannel, TemplateChannel } from "../../../src/schemas/message-templates";
import type { Sql } from "../database/sql";
import { toDate } from "../rows";
import { isLeadId } from "./leads";
import type { DeskActor } from "./types";

/** One call or message the broker made from the desk, and whether it reached the person. */
export interface ContactAttempt {
  at: Date;
  channel: ContactChannel;
  reached: boolean;
  by: { id: string; name: string };
}

/** A follow-up that fell due: which lead, and when. */
export interface DueFollowUp {
  leadId: string;
  dueAt: Date;
}

/** Reaching a lead from the desk, the owner's message templates, and follow-ups falling due. */
export interface ContactWorkStore {
  /**
   * Records a call or message made to the lead and whether it reached them; the first one (or
   * the first stage change, whichever is earlier) ends the lead's speed-to-lead clock. False
   * when there is no such lead.
   */
  recordContactAttempt(
    id: string,
    attempt: { channel: ContactChannel; reached: boolean },
    by: DeskActor,
  ): Promise<boolean>;
  /** The lead's contact attempts, oldest first (none for an unknown lead). */
  listContactAttempts(id: string): Promise<ContactAttempt[]>;
  /** The templates the owner saved, by channel; a channel never saved is absent. */
  getMessageTemplates(): Promise<Partial<Record<TemplateChannel, string>>>;
  setMessageTemplates(templates: Record<TemplateChannel, string>, by: DeskActor): Promise<void>;
  /**
   * Follow-ups that fell due after `since` and up to `until`, oldest first: of leads neither
   * spam, settled nor lost (a closed lead is never due). What a reminder is sent for.
   */
  followUpsDueBetween(since: Date, until: Date): Promise<DueFollowUp[]>;
  /**
   * How many open leads' follow-ups are due within `today` (the broker's day, `from` included)
   * and how many are overdue at `now`.
   */
  countFollowUps(now: Date, today: { from: Date; to: Date }): Promise<FollowUpCounts>;
}

export interface FollowUpCounts {
  dueToday: number;
  overdue: number;
}

export function createContactWork(sql: Sql): ContactWorkStore {
  return {
    recordContactAttempt(id, attempt, by) {
      if (!isLeadId(id)) return Promise.resolve(false);
      return sql.transaction(async (tx) => {
        const at = by.at.toISOString();
        const [lead] = await tx.query(
          `UPDATE leads SET first_worked_at = least(first_worked_at, $2::timestamptz)
           WHERE id = $1 AND NOT is_spam RETURNING id`,
          [id, at],
        );
        if (!lead) return false;
        await tx.query(
          `INSERT INTO lead_contact_attempts (id, lead_id, at, channel, reached, by_user, by_name)
           VALUES ($1, $2, $3::timestamptz, $4, $5, $6, $7)`,
          [randomUUID(), id, at, attempt.channel, attempt.reached, by.id, by.name],
        );
        return true;
      });
    },

    async listContactAttempts(id) {
      if (!isLeadId(id)) return [];
      const rows = await sql.query(
        `SELECT at, channel, reached, by_user, by_name FROM lead_contact_attempts
         WHERE lead_id = $1 ORDER BY at, id`,
        [id],
      );
      return rows.map((row) => ({
        at: toDate(row.at),
        channel: String(row.channel) as ContactChannel,
        reached: row.reached === true,
        by: { id: String(row.by_user), name: String(row.by_name) },
      }));
    },

    async getMessageTemplates() {
      const rows = await sql.query("SELECT channel, text FROM desk_message_templates");
      return Object.fromEntries(rows.map((row) => [String(row.channel), String(row.text)]));
    },

    async setMessageTemplates(templates, by) {
      await sql.transaction(async (tx) => {
        for (const [channel, text] of Object.entries(templates)) {
          await tx.query(
            `INSERT INTO desk_message_templates (channel, text, updated_at, updated_by)
             VALUES ($1, $2, $3::timestamptz, $4)
             ON CONFLICT (channel) DO UPDATE
               SET text = excluded.text, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
            [channel, text, by.at.toISOString(), by.id],
          );
        }
      });
    },

    async followUpsDueBetween(since, until) {
      const rows = await sql.query(
        `SELECT id, follow_up_at FROM leads
         WHERE follow_up_at IS NOT NULL AND NOT is_spam
           AND follow_up_at > $1::timestamptz AND follow_up_at <= $2::timestamptz
           AND stage NOT IN ('settled', 'lost')
         ORDER BY follow_up_at, id`,
        [since.toISOString(), until.toISOString()],
      );
      return rows.map((row) => ({ leadId: String(row.id), dueAt: toDate(row.follow_up_at) }));
    },

    async countFollowUps(now, today) {
      const [row] = await sql.query(
        `SELECT count(*) FILTER (WHERE follow_up_at >= $2::timestamptz) AS due_today,
           count(*) FILTER (WHERE follow_up_at <= $1::timestamptz) AS overdue
         FROM leads
         WHERE follow_up_at IS NOT NULL AND NOT is_spam AND stage NOT IN ('settled', 'lost')
           AND (follow_up_at < $3::timestamptz)`,
        [now.toISOString(), today.from.toISOString(), today.to.toISOString()],
      );
      return { dueToday: Number(row?.due_today ?? 0), overdue: Number(row?.overdue ?? 0) };
    },
  };
}
