import { contactEmail } from "../contacts/batch";
import { toContact } from "../contacts/store";
import type { Queryable, Row, Sql } from "../database/sql";
import { PAYMENT_COLUMNS, toPayment } from "../payments/store";
import type { ContactDownload, Delivery } from "../records";
import { LEAD_COLUMNS, toDate, toDelivery, toLead } from "../rows";
import {
  audit,
  BLANKED_PAYMENT_FIELDS,
  blankPaymentLeads,
  contactMatch,
  leadMatch,
  noRecords,
  paymentMatch,
  subjectOf,
} from "./sql";
import { type PersonRecords, type PersonStore, recordCountsOf } from "./types";

// A payment still awaiting its money has no lead: its null is no id.
const ids = (rows: Row[], column: string) =>
  rows.flatMap((row) => (row[column] == null ? [] : [String(row[column])]));

async function deliveriesOf(db: Queryable, leadIds: string[]): Promise<Map<string, Delivery[]>> {
  const rows = await db.query(
    `SELECT lead_id, target, status, attempts, next_attempt_at, last_error, delivered_at
     FROM deliveries WHERE lead_id = ANY($1::uuid[]) ORDER BY target`,
    [leadIds],
  );
  const byLead = new Map<string, Delivery[]>();
  for (const row of rows) {
    const delivery = toDelivery(row);
    byLead.set(delivery.leadId, [...(byLead.get(delivery.leadId) ?? []), delivery]);
  }
  return byLead;
}

async function downloadsOf(
  db: Queryable,
  contactIds: string[],
): Promise<Map<string, ContactDownload[]>> {
  const rows = await db.query(
    `SELECT contact_id, lead_magnet, file_name, source, created_at FROM contact_downloads
     WHERE contact_id = ANY($1::uuid[]) ORDER BY created_at, idempotency_key`,
    [contactIds],
  );
  const byContact = new Map<string, ContactDownload[]>();
  for (const row of rows) {
    const id = String(row.contact_id);
    byContact.set(id, [
      ...(byContact.get(id) ?? []),
      {
        leadMagnet: String(row.lead_magnet),
        fileName: String(row.file_name),
        source: String(row.source),
        createdAt: toDate(row.created_at),
      },
    ]);
  }
  return byContact;
}

const countOf = async (db: Queryable, text: string, params: unknown[]) =>
  Number(
    (await db.query(`WITH x AS (${text} RETURNING 1) SELECT count(*) AS n FROM x`, params))[0]?.n ??
      0,
  );

/** A person's data, found, corrected and erased in the same SQL for PGlite and PostgreSQL. */
export function createPersonStore(sql: Sql): PersonStore {
  return {
    findPerson: (person, by) =>
      sql.transaction(async (tx): Promise<PersonRecords> => {
        const subject = await subjectOf(tx, person);
        const found: PersonRecords = { leads: [], contacts: [], payments: [] };
        if (subject) {
          const leads = await tx.query(
            `SELECT ${LEAD_COLUMNS} FROM leads AS l WHERE ${leadMatch(subject, "l", 1)}
             ORDER BY created_at, id`,
            [subject.key],
          );
          const contacts = await tx.query(
            `SELECT id, email, name, download_count, lead_id, created_at, updated_at
             FROM contacts AS c WHERE ${contactMatch(subject, "c", 1)} ORDER BY created_at, id`,
            [subject.key],
          );
          const payments = await tx.query(
            `SELECT ${PAYMENT_COLUMNS} FROM payments AS p
             WHERE ${paymentMatch(subject, "p", 1, 2)} ORDER BY paid_at, event_id`,
            [subject.key, ids(leads, "id")],
          );
          const deliveries = await deliveriesOf(tx, [
            ...ids(leads, "id"),
            ...ids(payments, "lead_id"),
          ]);
          const downloads = await downloadsOf(tx, ids(contacts, "id"));
          found.leads = leads.map((row) => {
            const lead = toLead(row);
            return { ...lead, deliveries: deliveries.get(lead.id) ?? [] };
          });
          found.contacts = contacts.map((row) =>
            toContact(row, downloads.get(String(row.id)) ?? []),
          );
          found.payments = payments.map((row) => {
            const payment = toPayment(row);
            // A payment still awaiting its money has no lead yet, nor deliveries.
            const leadId = payment.leadId;
            return { ...payment, deliveries: leadId ? (deliveries.get(leadId) ?? []) : [] };
          });
        }
        const counts = recordCountsOf(found);
        await audit(tx, by, "find", subject, counts);
        return found;
      }),

    correctPerson: (person, correction, by) =>
      sql.transaction(async (tx) => {
        const subject = await subjectOf(tx, person);
        const counts = noRecords();
        const email = correction.email?.trim() ?? null;
        const phone = correction.phone?.trim() ?? null;
        const name = correction.name?.trim() ?? null;
        if (subject) {
          if (email !== null && subject.field === "email") {
            const [taken] = await tx.query(
              `SELECT 1 FROM contacts AS c WHERE lower(btrim(c.email)) = $1
                 AND NOT (${contactMatch(subject, "c", 2)})`,
              [contactEmail(email), subject.key],
            );
            if (taken) return { status: "email_taken" as const };
          }
          // Each detail is replaced only where a record holds one: a correction fixes what was
          // given, it does not add what was not.
          const set = (field: string, param: number) =>
            `CASE WHEN $${param}::text IS NOT NULL AND coalesce(l.payload->>'${field}', '') <> ''
               THEN jsonb_build_object('${field}', $${param}::text) ELSE '{}'::jsonb END`;
          const leads = await tx.query(
            `UPDATE leads AS l
             SET payload = l.payload || ${set("email", 2)} || ${set("phone", 3)}
               || ${set("mobile", 3)} || ${set("name", 4)}
             WHERE ${leadMatch(subject, "l", 1)}
             RETURNING l.id`,
            [subject.key, email, phone, name],
          );
          counts.lead = leads.length;
          counts.contact = await countOf(
            tx,
            `UPDATE contacts AS c
             SET email = coalesce($2, c.email),
                 name = CASE WHEN $3::text IS NOT NULL AND c.name <> '' THEN $3 ELSE c.name END
             WHERE ${contactMatch(subject, "c", 1)}`,
            [subject.key, email === null ? null : contactEmail(email), name],
          );
          counts.payment = await countOf(
            tx,
            `UPDATE payments AS p
             SET customer_email = CASE WHEN p.customer_email IS NULL THEN NULL
                                       ELSE coalesce($2, p.customer_email) END,
                 customer_name = CASE WHEN p.customer_name IS NULL THEN NULL
                                      ELSE coalesce($3, p.customer_name) END
             WHERE ${paymentMatch(subject, "p", 1, 4)}`,
            [subject.key, email, name, ids(leads, "id")],
          );
        }
        await audit(tx, by, "correct", subject, counts);
        return { status: "corrected" as const, counts };
      }),

    erasePerson: (person, by) =>
      sql.transaction(async (tx) => {
        const subject = await subjectOf(tx, person);
        const counts = noRecords();
        if (subject) {
          // Their delivery rows go too, so once this commits no forwarder can claim one; an
          // attempt already under way finds its row gone and records nothing.
          const leads = await tx.query(
            `SELECT l.id FROM leads AS l WHERE ${leadMatch(subject, "l", 1)} FOR UPDATE OF l`,
            [subject.key],
          );
          const payments = await tx.query(
            `SELECT p.event_id, p.lead_id FROM payments AS p
             WHERE ${paymentMatch(subject, "p", 1, 2)} FOR UPDATE OF p`,
            [subject.key, ids(leads, "id")],
          );
          const paymentLeads = ids(payments, "lead_id");
          counts.delivery = await countOf(
            tx,
            "DELETE FROM deliveries WHERE lead_id = ANY($1::uuid[])",
            [[...ids(leads, "id"), ...paymentLeads]],
          );
          // A payment's lead stays with the payment, blanked like it (tax records).
          counts.lead = await countOf(
            tx,
            "DELETE FROM leads WHERE id = ANY($1::uuid[]) AND NOT (id = ANY($2::uuid[]))",
            [ids(leads, "id"), paymentLeads],
          );
          await tx.query(blankPaymentLeads("id = ANY($1::uuid[])"), [paymentLeads]);
          counts.payment = await countOf(
            tx,
            `UPDATE payments SET ${BLANKED_PAYMENT_FIELDS} WHERE event_id = ANY($1::text[])`,
            [ids(payments, "event_id")],
          );
          const [downloads] = await tx.query(
            `SELECT count(*) AS n FROM contact_downloads AS d JOIN contacts AS c
               ON c.id = d.contact_id WHERE ${contactMatch(subject, "c", 1)}`,
            [subject.key],
          );
          counts.download = Number(downloads?.n ?? 0);
          counts.contact = await countOf(
            tx,
            `DELETE FROM contacts AS c WHERE ${contactMatch(subject, "c", 1)}`,
            [subject.key],
          );
        }
        await audit(tx, by, "erase", subject, counts);
        return counts;
      }),
  };
}
