import {
  type LeadScheduling,
  SCHEDULING_COLUMNS,
  SCHEDULING_JOINS,
  schedulingOfRow,
} from "../bookings/scheduling";
import type { Queryable, Row } from "../database/sql";
import type { Delivery } from "../records";
import { toDate, toDateOrNull, toDelivery, toJson } from "../rows";
import { inboxWhere } from "./filter";
import { inboxOrderBy } from "./order";
import { personLeads } from "./person";
import {
  type InboxCursor,
  type InboxFilter,
  type InboxLead,
  type InboxLeadDetail,
  type InboxSort,
  type LeadNote,
  STAGES,
  type Stage,
  type StageCounts,
  type StageHistoryEntry,
  type StageValues,
} from "./types";

/** What the inbox reads of a lead, for `inboxLeadsOf`. */
export const INBOX_COLUMNS = `id, created_at, kind, payload, source, stage, lost_reason, follow_up_at,
  first_worked_at, value`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a lead's id at all (a malformed one is simply not found). */
export const isLeadId = (id: string): boolean => UUID.test(id);

/**
 * Lead rows of `INBOX_COLUMNS` as inbox leads, with their deliveries read in one query: where
 * the lead was forwarded, not the pushes that told the desk's own devices of it.
 */
export async function inboxLeadsOf(db: Queryable, rows: Row[]): Promise<InboxLead[]> {
  const ids = rows.map((row) => String(row.id));
  const byLead = new Map<string, Delivery[]>();
  const extras = await extrasOf(db, ids);
  if (ids.length > 0) {
    const deliveries = await db.query(
      `SELECT lead_id, target, status, attempts, next_attempt_at, last_error, delivered_at
       FROM deliveries WHERE lead_id = ANY($1::uuid[]) AND target NOT LIKE 'push:%'
       ORDER BY target`,
      [ids],
    );
    for (const row of deliveries) {
      const delivery = toDelivery(row);
      byLead.set(delivery.leadId, [...(byLead.get(delivery.leadId) ?? []), delivery]);
    }
  }
  return rows.map((row) => ({
    id: String(row.id),
    createdAt: toDate(row.created_at),
    kind: String(row.kind),
    payload: toJson(row.payload),
    source: String(row.source),
    stage: String(row.stage) as Stage,
    lostReason: row.lost_reason == null ? null : String(row.lost_reason),
    followUpAt: toDateOrNull(row.follow_up_at),
    firstWorkedAt: toDateOrNull(row.first_worked_at),
    deliveries: byLead.get(String(row.id)) ?? [],
    value: Number(row.value ?? 0),
    others: extras.get(String(row.id))?.others ?? 0,
    booking: extras.get(String(row.id))?.booking ?? null,
    callbackTime: extras.get(String(row.id))?.callbackTime ?? null,
    settled: extras.get(String(row.id))?.settled ?? null,
  }));
}

/**
 * For each lead, in one query: how many other leads (not spam) share its phone or e-mail (by the
 * person keys' indexes), and its booking, call-back time and settlement.
 */
async function extrasOf(
  db: Queryable,
  ids: string[],
): Promise<Map<string, LeadScheduling & { others: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query(
    `SELECT l.id, (SELECT count(*) FROM leads AS o
       WHERE NOT o.is_spam AND o.id <> l.id
         AND (o.phone_key = l.phone_key OR o.email_key = l.email_key)) AS others,
       ${SCHEDULING_COLUMNS}
     FROM leads AS l ${SCHEDULING_JOINS}
     WHERE l.id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(
    rows.map((row) => [String(row.id), { ...schedulingOfRow(row), others: Number(row.others) }]),
  );
}

/** One lead (not spam) as the inbox shows it, or undefined; `lock` holds it for an update. */
export async function inboxLeadById(
  db: Queryable,
  id: string,
  { lock = false } = {},
): Promise<InboxLead | undefined> {
  if (!isLeadId(id)) return undefined;
  const rows = await db.query(
    `SELECT ${INBOX_COLUMNS} FROM leads WHERE id = $1 AND NOT is_spam${lock ? " FOR UPDATE" : ""}`,
    [id],
  );
  return (await inboxLeadsOf(db, rows))[0];
}

export async function listInbox(
  db: Queryable,
  filter: InboxFilter,
  { after, limit, sort = "newest" }: { after?: InboxCursor; limit: number; sort?: InboxSort },
): Promise<InboxLead[]> {
  const where = inboxWhere(filter, { after, sort });
  const rows = await db.query(
    `SELECT ${INBOX_COLUMNS} FROM leads WHERE ${where.sql}
     ORDER BY ${inboxOrderBy[sort]} LIMIT ${Math.max(1, Math.floor(limit))}`,
    where.params,
  );
  return inboxLeadsOf(db, rows);
}

export async function countInbox(
  db: Queryable,
  filter: InboxFilter,
  now: Date,
): Promise<StageCounts> {
  return (await tallyInbox(db, filter, now)).counts;
}

export async function tallyInbox(
  db: Queryable,
  filter: InboxFilter,
  now: Date,
): Promise<{ counts: StageCounts; values: StageValues }> {
  const where = inboxWhere(filter, { withStage: false });
  // Two queries: the counts and values per stage can then be read from the stage index alone,
  // or, with no filter set but kinds, from the totals the database keeps.
  const kinds = filter.kinds?.length ? filter.kinds : null;
  const rows = await (where.sql === inboxWhere({ kinds: filter.kinds }, { withStage: false }).sql
    ? stageTotals(db, kinds)
    : db.query(
        `SELECT stage, count(*) AS n, sum(value) AS total FROM leads WHERE ${where.sql} GROUP BY stage`,
        where.params,
      ));
  const due = inboxWhere({ ...filter, overdueAt: now }, { withStage: false });
  const [overdue] = await db.query(`SELECT count(*) AS n FROM leads WHERE ${due.sql}`, due.params);
  const counts = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as StageCounts;
  const values = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as StageValues;
  counts.overdue = Number(overdue?.n ?? 0);
  for (const row of rows) {
    counts[String(row.stage) as Stage] = Number(row.n);
    values[String(row.stage) as Stage] = Number(row.total ?? 0);
  }
  return { counts, values };
}

/** Rows of changes kept (migration 24) before they are folded into one a stage. */
const TOTALS_FOLDED_AT = 200;

/**
 * The count and value per stage of every lead (of `kinds`, when given), as migrations 24 and
 * 25's triggers keep them: read from a few rows rather than added up from every lead. Past
 * `TOTALS_FOLDED_AT` rows of changes, they are folded into one a stage and kind; a change stored
 * meanwhile is another row, and stays.
 */
async function stageTotals(db: Queryable, kinds: string[] | null): Promise<Row[]> {
  const ofKinds = "$1::text[] IS NULL OR kind = ANY($1::text[])";
  const rows = await db.query(
    `SELECT stage, sum(n) FILTER (WHERE ${ofKinds}) AS n,
       sum(total) FILTER (WHERE ${ofKinds}) AS total, count(*) AS changes
     FROM lead_stage_totals GROUP BY stage`,
    [kinds],
  );
  if (rows.reduce((sum, row) => sum + Number(row.changes), 0) > TOTALS_FOLDED_AT) {
    await db.query(
      `WITH folded AS (DELETE FROM lead_stage_totals RETURNING stage, kind, n, total)
       INSERT INTO lead_stage_totals (stage, kind, n, total)
       SELECT stage, kind, sum(n), sum(total) FROM folded GROUP BY stage, kind
       HAVING sum(n) <> 0 OR sum(total) <> 0`,
    );
  }
  return rows;
}

export async function getInboxLead(db: Queryable, id: string): Promise<InboxLeadDetail | null> {
  const lead = await inboxLeadById(db, id);
  if (!lead) return null;
  const notes = await db.query(
    `SELECT id, at, author_id, author_name, text FROM lead_notes WHERE lead_id = $1
     ORDER BY at, id`,
    [id],
  );
  const history = await db.query(
    `SELECT at, by_user, by_name, stage, previous_stage, lost_reason FROM lead_stage_changes
     WHERE lead_id = $1 ORDER BY at, id`,
    [id],
  );
  // A contact's first resource request is its lead; later ones only add to its downloads.
  const downloads = await db.query(
    `SELECT d.lead_magnet, d.file_name, d.source, d.created_at
     FROM contacts AS c JOIN contact_downloads AS d ON d.contact_id = c.id
     WHERE c.lead_id = $1 ORDER BY d.created_at, d.idempotency_key`,
    [id],
  );
  return {
    ...lead,
    person: await personLeads(db, id),
    notes: notes.map(toNote),
    history: history.map(
      (row): StageHistoryEntry => ({
        at: toDate(row.at),
        by: { id: String(row.by_user), name: String(row.by_name) },
        stage: String(row.stage) as Stage,
        previousStage: String(row.previous_stage) as Stage,
        lostReason: row.lost_reason == null ? null : String(row.lost_reason),
      }),
    ),
    downloads: downloads.map((row) => ({
      leadMagnet: String(row.lead_magnet),
      fileName: String(row.file_name),
      source: String(row.source),
      createdAt: toDate(row.created_at),
    })),
  };
}

export const toNote = (row: Row): LeadNote => ({
  id: String(row.id),
  at: toDate(row.at),
  author: { id: String(row.author_id), name: String(row.author_name) },
  text: String(row.text),
});
