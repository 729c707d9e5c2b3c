import { randomUUID } from "node:crypto";
import type { Row, Sql } from "../database/sql";
import type { ContactDownload, ContactWithDownloads, PlannedDelivery } from "../records";
import { insertLeadRows, toDate } from "../rows";
import type { ContactStore, NewResourceRequest, ResourceRequestOutcome } from "../types";
import { contactEmail, createResourceRequestRecorder } from "./batch";

// Resource requests with the same key wait for each other on this lock (class, hash of the key), so
// the second finds the first one's row instead of creating a contact of its own.
const RESOURCE_REQUEST_LOCK_CLASS = 7_245_118;

export const toContact = (row: Row, downloads: ContactDownload[]): ContactWithDownloads => ({
  id: String(row.id),
  email: String(row.email),
  name: String(row.name),
  downloadCount: Number(row.download_count),
  leadId: row.lead_id == null ? null : String(row.lead_id),
  createdAt: toDate(row.created_at),
  updatedAt: toDate(row.updated_at),
  downloads,
});

/**
 * Contacts from the resource downloads, in the same SQL for PGlite and PostgreSQL; batches of
 * resource requests are under way `sql.writers` at a time.
 */
export function createContactStore(sql: Sql): ContactStore {
  /** One resource request in a transaction of its own: whatever the batch statement leaves out. */
  const recordOne = (request: NewResourceRequest, deliveries: PlannedDelivery[]) =>
    sql.transaction(async (tx): Promise<ResourceRequestOutcome> => {
      await tx.query("SELECT pg_advisory_xact_lock($1::int, hashtext($2))", [
        RESOURCE_REQUEST_LOCK_CLASS,
        request.idempotencyKey,
      ]);
      const [earlier] = await tx.query(
        `SELECT contact_id, body_hash, is_existing FROM contact_downloads
           WHERE idempotency_key = $1`,
        [request.idempotencyKey],
      );
      if (earlier) {
        if (earlier.body_hash !== request.bodyHash) return { status: "conflict" };
        return {
          status: "replayed",
          isExisting: earlier.is_existing === true,
          contactId: String(earlier.contact_id),
        };
      }

      const at = request.createdAt.toISOString();
      const email = contactEmail(request.email);
      // A resource request of the same new e-mail under another key waits here for this one to
      // commit, then finds the contact and counts as a returning visit.
      const [created] = await tx.query(
        `INSERT INTO contacts (id, email, name, download_count, created_at, updated_at)
           VALUES ($1, $2, $3, 1, $4::timestamptz, $4::timestamptz)
           ON CONFLICT (email) DO NOTHING
           RETURNING id`,
        [randomUUID(), email, request.name, at],
      );
      let contactId: string;
      if (created) {
        contactId = String(created.id);
        const lead = request.lead;
        if (!(await insertLeadRows(tx, lead, deliveries))) {
          throw new Error("contact store: the new contact's lead key was already taken");
        }
        await tx.query("UPDATE contacts SET lead_id = $1 WHERE id = $2", [lead.id, contactId]);
      } else {
        const [existing] = await tx.query(
          `UPDATE contacts
             SET download_count = download_count + 1,
                 name = CASE WHEN name = '' THEN $2 ELSE name END,
                 updated_at = $3::timestamptz
             WHERE email = $1
             RETURNING id`,
          [email, request.name, at],
        );
        if (!existing) throw new Error("contact store: contact vanished during a resource request");
        contactId = String(existing.id);
      }
      await tx.query(
        `INSERT INTO contact_downloads
             (idempotency_key, contact_id, body_hash, lead_magnet, file_name, source, is_existing, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz)`,
        [
          request.idempotencyKey,
          contactId,
          request.bodyHash,
          request.leadMagnet,
          request.fileName,
          request.source,
          !created,
          at,
        ],
      );
      return { status: "stored", isExisting: !created, contactId };
    });

  return {
    recordResourceRequest: createResourceRequestRecorder(sql, recordOne, sql.writers),

    async listContacts(): Promise<ContactWithDownloads[]> {
      const contacts = await sql.query(
        `SELECT id, email, name, download_count, lead_id, created_at, updated_at
         FROM contacts ORDER BY created_at, id`,
      );
      const downloads = await sql.query(
        `SELECT contact_id, lead_magnet, file_name, source, created_at
         FROM contact_downloads ORDER BY created_at, idempotency_key`,
      );
      const byContact = new Map<string, ContactDownload[]>();
      for (const row of downloads) {
        const list = byContact.get(String(row.contact_id)) ?? [];
        list.push({
          leadMagnet: String(row.lead_magnet),
          fileName: String(row.file_name),
          source: String(row.source),
          createdAt: toDate(row.created_at),
        });
        byContact.set(String(row.contact_id), list);
      }
      return contacts.map((row) => toContact(row, byContact.get(String(row.id)) ?? []));
    },
  };
}
