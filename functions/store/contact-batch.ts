import { randomUUID } from "node:crypto";
import { groupCommit } from "./group-commit";
import type { Sql } from "./sql";
import type { CaptureOutcome, NewCapture, PlannedDelivery } from "./types";

/** How contacts are matched: " Jane@Example.com " and "jane@example.com" are one person. */
export const contactEmail = (email: string): string => email.trim().toLowerCase();

interface Item {
  capture: NewCapture;
  deliveries: PlannedDelivery[];
  /** The id the contact gets if this capture creates it. */
  contactId: string;
}

type CaptureOne = (capture: NewCapture, deliveries: PlannedDelivery[]) => Promise<CaptureOutcome>;

/*
 * The common capture, a new key from a new e-mail, for a whole batch in one statement, so one
 * commit: the contact, its announcing lead with the lead's deliveries, and the download row.
 * A capture whose key or e-mail is already stored is left out (no row comes back for it) and
 * goes the careful way, one transaction of its own. A key or e-mail that a concurrent
 * statement stores first makes this statement fail as a whole (a unique key), or leaves the
 * capture out (the e-mail's `ON CONFLICT`); either way nothing half-written remains.
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
  for (const { capture, deliveries, contactId } of batch) {
    const { lead } = capture;
    push(
      [
        capture.idempotencyKey,
        capture.bodyHash,
        contactEmail(capture.email),
        capture.name,
        capture.leadMagnet,
        capture.fileName,
        capture.source,
        capture.createdAt.toISOString(),
        contactId,
        lead.id,
        lead.idempotencyKey,
        lead.kind,
        JSON.stringify(lead.payload),
        lead.bodyHash,
        lead.source,
        lead.isSpam,
      ],
      0,
    );
    for (const delivery of deliveries) {
      push([lead.id, delivery.target, delivery.status, delivery.note ?? null], 16);
    }
  }
  return columns;
}

async function captureBatch(
  sql: Sql,
  captureOne: CaptureOne,
  batch: Item[],
): Promise<Array<CaptureOutcome | Error>> {
  // A key or an e-mail twice in one batch: the second goes after the first, the careful way.
  const keys = new Set<string>();
  const emails = new Set<string>();
  const together = batch.filter(({ capture }) => {
    const email = contactEmail(capture.email);
    if (keys.has(capture.idempotencyKey) || emails.has(email)) return false;
    keys.add(capture.idempotencyKey);
    emails.add(email);
    return true;
  });
  const inStatement = new Set(together.map((item) => item.capture));
  const stored = new Map<string, string>();
  try {
    for (const row of await sql.query(INSERT_NEW_CONTACTS, batchParams(together))) {
      stored.set(String(row.idempotency_key), String(row.contact_id));
    }
  } catch {
    // A concurrent writer took a key or an e-mail first: all of them the careful way.
    stored.clear();
  }
  const outcomes: Array<CaptureOutcome | Error> = [];
  for (const { capture, deliveries } of batch) {
    const contactId = stored.get(capture.idempotencyKey);
    if (contactId !== undefined && inStatement.has(capture)) {
      outcomes.push({ status: "stored", isExisting: false, contactId });
      continue;
    }
    try {
      outcomes.push(await captureOne(capture, deliveries));
    } catch (error) {
      outcomes.push(error instanceof Error ? error : new Error(String(error)));
    }
  }
  return outcomes;
}

/**
 * Captures a contact together with the captures that arrive at the same time (see
 * `groupCommit`); `captureOne` handles, in a transaction of its own, each capture the batch
 * statement does not: a returning e-mail, a replayed key, a conflict.
 */
export function createContactCapturer(sql: Sql, captureOne: CaptureOne, writers = 1) {
  const capture = groupCommit((batch: Item[]) => captureBatch(sql, captureOne, batch), { writers });
  return (newCapture: NewCapture, deliveries: PlannedDelivery[]) =>
    capture({ capture: newCapture, deliveries, contactId: randomUUID() });
}
