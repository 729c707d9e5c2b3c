import type { Queryable } from "../database/sql";
import { toDate, toJson } from "../rows";
import type { PersonLead, Stage } from "./types";

/** The most of a person's other leads a lead's page lists. */
const PERSON_LEADS_MAX = 50;

/**
 * The other leads (not spam) of the lead's person: those sharing its phone in any written form
 * or its e-mail in any case (the `phone_key` and `email_key` of migration 018), newest first.
 * `id` must be a lead id (`isLeadId`).
 */
export async function personLeads(db: Queryable, id: string): Promise<PersonLead[]> {
  const rows = await db.query(
    `SELECT o.id, o.created_at, o.kind, o.payload, o.stage
     FROM leads AS l JOIN leads AS o
       ON o.id <> l.id AND NOT o.is_spam
       AND (o.phone_key = l.phone_key OR o.email_key = l.email_key)
     WHERE l.id = $1
     ORDER BY o.created_at DESC, o.id DESC LIMIT ${PERSON_LEADS_MAX}`,
    [id],
  );
  return rows.map((row) => ({
    id: String(row.id),
    createdAt: toDate(row.created_at),
    kind: String(row.kind),
    payload: toJson(row.payload),
    stage: String(row.stage) as Stage,
  }));
}
