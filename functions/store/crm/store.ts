import type { Sql } from "../database/sql";
import { inboxLeadById } from "../desk/leads";
import type { DeskActor, Stage } from "../desk/types";
import { moveStage } from "../desk/work";
import type { Crm } from "../records";
import { toDate } from "../rows";

/** One of a CRM's published limits, as a token bucket: `capacity` at most, `perSecond` refill. */
export interface RateLimit {
  name: string;
  capacity: number;
  perSecond: number;
}

/** What the CRM says of a deal, read from the CRM itself. */
export interface CrmStatusReport {
  /** The CRM's own status name (kept as said). */
  status: string;
  /** The desk's stage it means; null for one that moves nothing (a deal still being worked). */
  stage: Stage | null;
  /** When the CRM last changed the deal, by the CRM's clock. */
  at: Date;
  /** The loan amount settled, when the deal settled. */
  settledAmount: number | null;
}

export type CrmStatusOutcome =
  /** The lead moved to the status's stage. */
  | "applied"
  /** The lead was at that stage already, or the status means no stage. */
  | "unchanged"
  /** The CRM's status is older than the lead's last stage (or than a status applied before). */
  | "older"
  /** The lead is gone (erased, past its retention). */
  | "gone";

/** The deals leads became in the broker's CRMs, and the CRMs' shared rate limits. */
export interface CrmStore {
  /** The lead's deal in `crm`: undefined before any attempt, `dealId` null before an answer. */
  crmDeal(leadId: string, crm: Crm): Promise<{ dealId: string | null } | undefined>;
  /** Notes that a deal is about to be created, so a retry knows to look for it first. */
  startCrmDeal(leadId: string, crm: Crm, at: Date): Promise<void>;
  /**
   * Forgets a deal noted as about to be created but never linked: the CRM said it made none (it
   * refused the request, or was searched and holds none), so a retry need not look for it.
   */
  forgetCrmDeal(leadId: string, crm: Crm): Promise<void>;
  /**
   * Links the lead to its deal. With `watchFrom`, the deal's status is watched from then on
   * (a `<crm>:status` delivery); at once when the CRM already said the deal changed.
   */
  linkCrmDeal(
    leadId: string,
    crm: Crm,
    dealId: string,
    watch?: { from: Date; now: Date },
  ): Promise<void>;
  /** The deal linked to `dealId`, if any. */
  leadOfDeal(crm: Crm, dealId: string): Promise<string | undefined>;
  /**
   * The CRM says a deal changed: its status check is due now (true), or, for a deal not yet
   * linked (its creation's answer still on its way), the word is kept for when it is (false).
   */
  hintCrmStatus(crm: Crm, dealId: string, now: Date): Promise<boolean>;
  /**
   * Takes one token from each of `limits` (all or none), across every process; else says when
   * the first one is due (`paused_until` included).
   */
  takeCrmToken(limits: RateLimit[], now: Date): Promise<{ until: Date } | undefined>;
  /** No process calls anything behind these limits before `until` (the CRM said so). */
  pauseCrm(limits: RateLimit[], until: Date): Promise<void>;
  /**
   * Applies a status the CRM reported: the lead's stage moves, as `by`'s doing, unless the
   * lead's last stage change or the last status applied is as new or newer (the CRM's clock).
   */
  applyCrmStatus(
    leadId: string,
    crm: Crm,
    report: CrmStatusReport,
    by: DeskActor,
  ): Promise<CrmStatusOutcome>;
}

export function createCrmStore(sql: Sql): CrmStore {
  return {
    async crmDeal(leadId, crm) {
      const [row] = await sql.query(
        "SELECT deal_id FROM crm_deals WHERE lead_id = $1 AND crm = $2",
        [leadId, crm],
      );
      return row ? { dealId: row.deal_id == null ? null : String(row.deal_id) } : undefined;
    },

    async startCrmDeal(leadId, crm, at) {
      await sql.query(
        `INSERT INTO crm_deals (lead_id, crm, created_at) VALUES ($1, $2, $3::timestamptz)
         ON CONFLICT (lead_id, crm) DO NOTHING`,
        [leadId, crm, at.toISOString()],
      );
    },

    async forgetCrmDeal(leadId, crm) {
      await sql.query("DELETE FROM crm_deals WHERE lead_id = $1 AND crm = $2 AND deal_id IS NULL", [
        leadId,
        crm,
      ]);
    },

    async linkCrmDeal(leadId, crm, dealId, watch) {
      await sql.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO crm_deals (lead_id, crm, deal_id, created_at)
           VALUES ($1, $2, $3, now())
           ON CONFLICT (lead_id, crm) DO UPDATE SET deal_id = excluded.deal_id`,
          [leadId, crm, dealId],
        );
        const hinted = await tx.query(
          "DELETE FROM crm_status_hints WHERE crm = $1 AND deal_id = $2 RETURNING deal_id",
          [crm, dealId],
        );
        if (!watch) return;
        const due = hinted.length > 0 ? watch.now : watch.from;
        await tx.query(
          `INSERT INTO deliveries (lead_id, target, status, next_attempt_at)
           VALUES ($1, $2, 'pending', $3::timestamptz)
           ON CONFLICT (lead_id, target) DO NOTHING`,
          [leadId, `${crm}:status`, due.toISOString()],
        );
      });
    },

    async leadOfDeal(crm, dealId) {
      const [row] = await sql.query(
        "SELECT lead_id FROM crm_deals WHERE crm = $1 AND deal_id = $2",
        [crm, dealId],
      );
      return row ? String(row.lead_id) : undefined;
    },

    async hintCrmStatus(crm, dealId, now) {
      return sql.transaction(async (tx) => {
        const due = await tx.query(
          `UPDATE deliveries AS d SET next_attempt_at = $3::timestamptz
           FROM crm_deals AS c
           WHERE c.crm = $1 AND c.deal_id = $2 AND d.lead_id = c.lead_id
             AND d.target = c.crm || ':status' AND d.status = 'pending'
           RETURNING d.lead_id`,
          [crm, dealId, now.toISOString()],
        );
        if (due.length > 0) return true;
        const [known] = await tx.query("SELECT 1 FROM crm_deals WHERE crm = $1 AND deal_id = $2", [
          crm,
          dealId,
        ]);
        if (known) return true;
        await tx.query(
          `INSERT INTO crm_status_hints (crm, deal_id, received_at) VALUES ($1, $2, $3::timestamptz)
           ON CONFLICT (crm, deal_id) DO UPDATE SET received_at = excluded.received_at`,
          [crm, dealId, now.toISOString()],
        );
        return false;
      });
    },

    async takeCrmToken(limits, now) {
      return sql.transaction(async (tx) => {
        let until = now.getTime();
        const refilled: number[] = [];
        for (const limit of limits) {
          await tx.query(
            `INSERT INTO crm_rate_buckets (name, tokens, at) VALUES ($1, $2, $3::timestamptz)
             ON CONFLICT (name) DO NOTHING`,
            [limit.name, limit.capacity, now.toISOString()],
          );
          // Held until commit: two processes taking the last token take it one after the other.
          const [row] = await tx.query(
            "SELECT tokens, at, paused_until FROM crm_rate_buckets WHERE name = $1 FOR UPDATE",
            [limit.name],
          );
          if (!row) throw new Error("crm store: a rate bucket vanished");
          const elapsed = Math.max(0, now.getTime() - toDate(row.at).getTime()) / 1000;
          const tokens = Math.min(limit.capacity, Number(row.tokens) + elapsed * limit.perSecond);
          refilled.push(tokens);
          if (row.paused_until != null) {
            until = Math.max(until, toDate(row.paused_until).getTime());
          }
          if (tokens < 1) {
            until = Math.max(until, now.getTime() + ((1 - tokens) / limit.perSecond) * 1000);
          }
        }
        if (until > now.getTime()) return { until: new Date(Math.ceil(until)) };
        for (const [i, limit] of limits.entries()) {
          await tx.query(
            "UPDATE crm_rate_buckets SET tokens = $2, at = $3::timestamptz WHERE name = $1",
            [limit.name, (refilled[i] ?? 0) - 1, now.toISOString()],
          );
        }
        return undefined;
      });
    },

    async pauseCrm(limits, until) {
      for (const limit of limits) {
        await sql.query(
          `INSERT INTO crm_rate_buckets (name, tokens, at, paused_until)
           VALUES ($1, $2, $3::timestamptz, $3::timestamptz)
           ON CONFLICT (name) DO UPDATE SET paused_until =
             greatest(crm_rate_buckets.paused_until, excluded.paused_until)`,
          [limit.name, 0, until.toISOString()],
        );
      }
    },

    async applyCrmStatus(leadId, crm, report, by) {
      return sql.transaction(async (tx): Promise<CrmStatusOutcome> => {
        // Held until commit: a broker moving the lead meanwhile is ordered before or after this.
        const lead = await inboxLeadById(tx, leadId, { lock: true });
        if (!lead) return "gone";
        const [deal] = await tx.query(
          "SELECT status_at FROM crm_deals WHERE lead_id = $1 AND crm = $2",
          [leadId, crm],
        );
        const [last] = await tx.query(
          "SELECT max(at) AS at FROM lead_stage_changes WHERE lead_id = $1",
          [leadId],
        );
        const newest = Math.max(
          deal?.status_at == null ? 0 : toDate(deal.status_at).getTime(),
          last?.at == null ? 0 : toDate(last.at).getTime(),
        );
        if (report.at.getTime() <= newest) return "older";
        await tx.query(
          `UPDATE crm_deals SET status = $3, status_at = $4::timestamptz, settled_amount = $5
           WHERE lead_id = $1 AND crm = $2`,
          [leadId, crm, report.status, report.at.toISOString(), report.settledAmount],
        );
        if (report.stage === null || report.stage === lead.stage) return "unchanged";
        const lostReason = report.stage === "lost" ? `${report.status} (${by.name})` : null;
        await moveStage(tx, lead, { stage: report.stage, lostReason }, by);
        await tx.query(
          `INSERT INTO desk_audit (at, actor, action, lead_id, record_count, note)
           VALUES ($1::timestamptz, $2, 'stage', $3::uuid, NULL, $4)`,
          [
            by.at.toISOString(),
            by.name,
            leadId,
            [report.stage, report.status, report.settledAmount ?? undefined]
              .filter((part) => part !== undefined)
              .join(" · "),
          ],
        );
        return "applied";
      });
    },
  };
}
