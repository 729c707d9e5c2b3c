import { randomUUID } from "node:crypto";
import { groupCommit } from "../database/group-commit";
import type { Sql } from "../database/sql";
import type { PlannedDelivery } from "../records";
import { leadValues } from "../rows";
import type { NewResourceRequest, ResourceRequestOutcome } from "../types";

/** How contacts are matched: " Jane@Example.com " and "jane@example.com" are one person. */
export const contactEmail = (email: string): string => email.trim().toLowerCase();

interface Item {
  request: NewResourceRequest;
  deliveries: PlannedDelivery[];
  /** The id the contact gets if this resource request creates it. */
  contactId: string;
}

type RecordOne = (
  request: NewResourceRequest,
  deliveries: PlannedDelivery[],
) => Promise<ResourceRequestOutcome>;

/*
 * The common resource request, a new key from a new e-mail, for a whole batch in one statement,
 * so one commit: the contact, its announcing lead with the lead's deliveries, and the download
 * row. A resource request whose key or e-mail is already stored is left out (no row comes back
 * for it) and goes the careful way, one transaction of its own. A key or e-mail that a concurrent
 * statement stores first makes this statement fail as a whole (a unique key), or leaves the
 * resource request out (the e-mail's `ON CONFLICT`); either way nothing half-written remains.
 */
const INSERT_NEW_CONTACTS = `
  WITH n AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                         $7::text[], $8::text[], $9::uuid[], $10::uuid[], $11::text[],
                         $12::text[], $13::text[], $14::text[], $15::text[], $16::boolean[])
      AS n(key, hash, email, name, magnet, file_name, source, at, contact_id, lead_id, lead_key,
           lead_kind, lead_payload, lead_hash, lead_source, lead_spam)
  ), fresh AS (
    SELECT n.* FROM n
    WHERE NOT EXISTS (SELECT 1 FROM contact_downloads d WHERE d.idempotency_key = n.key)
      AND NOT EXISTS (SELECT 1 FROM contacts c WHERE c.email = n.email)
  ), c AS (
    INSERT INTO contacts (id, email, name, download_count, lead_id, created_at, updated_at)
    SELECT contact_id, email, name, 1, lead_id, at::timestamptz, at::timestamptz FROM fresh
    ON CONFLICT (email) DO NOTHING
    RETURNING id
  ), won AS (
    SELECT fresh.* FROM fresh JOIN c ON c.id = fresh.contact_id
  ), l AS (
    INSERT INTO leads (id, idempotency_key, kind, payload, body_hash, source, is_spam, created_at)
    SELECT lead_id, lead_key, lead_kind, lead_payload::jsonb, lead_hash, lead_source, lead_spam,
           at::timestamptz
    FROM won
  ), d AS (
    INSERT INTO deliveries (lead_id, target, status, next_attempt_at, last_error)
    SELECT p.lead_id, p.target, p.status, won.at::timestamptz, p.note
    FROM unnest($17::uuid[], $18::text[], $19::text[], $20::text[])
      AS p(lead_id, target, status, note)
    JOIN won ON won.lead_id = p.lead_id
  )
  INSERT INTO contact_downloads
    (idempotency_key, contact_id, body_hash, lead_magnet, file_name, source, is_existing, created_at)
  SELECT key, contact_id, hash, magnet, file_name, source, false, at::timestamptz FROM won
  RETURNING idempotency_key, contact_id`;

function batchParams(batch: Item[]): unknown[][] {
  const columns: unknown[][] = Array.from({ length: 20 }, () => []);
  const push = (values: unknown[], from: number) =>
    values.forEach((value, i) => {
      columns[from + i]?.push(value);
    });
  for (const { request, deliveries, contactId } of batch) {
    const { lead } = request;
    push(
      [
        request.idempotencyKey,
        request.bodyHash,
        contactEmail(request.email),
        request.name,
        request.leadMagnet,
        request.fileName,
        request.source,
        request.createdAt.toISOString(),
        contactId,
        // The lead's time is the request's (`at`), so its own created_at is left out.
        ...leadValues(lead).slice(0, -1),
      ],
      0,
    );
    for (const delivery of deliveries) {
      push([lead.id, delivery.target, delivery.status, delivery.note ?? null], 16);
    }
  }
  return columns;
}

async function recordBatch(
  sql: Sql,
  recordOne: RecordOne,
  batch: Item[],
): Promise<Array<ResourceRequestOutcome | Error>> {
  // A key or an e-mail twice in one batch: the second goes after the first, the careful way.
  const keys = new Set<string>();
  const emails = new Set<string>();
  const together = batch.filter(({ request }) => {
    const email = contactEmail(request.email);
    if (keys.has(request.idempotencyKey) || emails.has(email)) return false;
    keys.add(request.idempotencyKey);
    emails.add(email);
    return true;
  });
  const inStatement = new Set(together.map((item) => item.request));
  const stored = new Map<string, string>();
  try {
    for (const row of await sql.query(INSERT_NEW_CONTACTS, batchParams(together))) {
      stored.set(String(row.idempotency_key), String(row.contact_id));
    }
  } catch {
    // A concurrent writer took a key or an e-mail first: all of them the careful way.
    stored.clear();
  }
  const outcomes: Array<ResourceRequestOutcome | Error> = [];
  for (const { request, deliveries } of batch) {
    const contactId = stored.get(request.idempotencyKey);
    if (contactId !== undefined && inStatement.has(request)) {
      outcomes.push({ status: "stored", isExisting: false, contactId });
      continue;
    }
    try {
      outcomes.push(await recordOne(request, deliveries));
    } catch (error) {
      outcomes.push(error instanceof Error ? error : new Error(String(error)));
    }
  }
  return outcomes;
}

/**
 * Records a resource request together with the ones that arrive at the same time (see
 * `groupCommit`); `recordOne` handles, in a transaction of its own, each resource request the batch
 * statement does not: a returning e-mail, a replayed key, a conflict.
 */
export function createResourceRequestRecorder(sql: Sql, recordOne: RecordOne, writers = 1) {
  const record = groupCommit((batch: Item[]) => recordBatch(sql, recordOne, batch), { writers });
  return (newRequest: NewResourceRequest, deliveries: PlannedDelivery[]) =>
    record({ request: newRequest, deliveries, contactId: randomUUID() });
}
