import { createHmac } from "node:crypto";
import type { Queryable } from "../database/sql";
import type { Person, PrivacyActor, RecordCounts, RecordKind } from "./types";

/*
 * How a person's records are matched, and how what is done with them is audited; shared by the
 * person store (find, correct, erase) and the retention purge.
 */

/** The address a request names, as the store compares it (see `au_phone_key`). */
export interface Subject {
  field: "email" | "phone";
  key: string;
}

/** The person's address in the form every stored one is compared in; null when it has none. */
export async function subjectOf(db: Queryable, person: Person): Promise<Subject | null> {
  const [field, raw] = "email" in person ? ["email", person.email] : ["phone", person.phone];
  const [row] = await db.query(
    field === "email"
      ? "SELECT lower(btrim($1::text)) AS key"
      : "SELECT au_phone_key($1::text) AS key",
    [raw],
  );
  const key = row?.key == null ? "" : String(row.key);
  return key === "" ? null : { field: field as Subject["field"], key };
}

/**
 * Leads of the person whose key is `$<param>`: by the e-mail a form or payment carried, or the
 * phone or mobile number a form carried.
 */
export const leadMatch = (subject: Subject, alias: string, param: number): string =>
  subject.field === "email"
    ? `lower(btrim(${alias}.payload->>'email')) = $${param}`
    : `(au_phone_key(${alias}.payload->>'phone') = $${param}
        OR au_phone_key(${alias}.payload->>'mobile') = $${param})`;

// Matches nothing, but names the key's parameter, which every query passes and must type.
const never = (param: number) => `($${param}::text IS NULL AND false)`;

/** Contacts have an e-mail only: a phone number matches none. */
export const contactMatch = (subject: Subject, alias: string, param: number): string =>
  subject.field === "email" ? `lower(btrim(${alias}.email)) = $${param}` : never(param);

/** Payments by the customer's e-mail, or through a lead of the person (`$<leadsParam>`). */
export const paymentMatch = (
  subject: Subject,
  alias: string,
  param: number,
  leadsParam: number,
): string =>
  subject.field === "email"
    ? `(lower(btrim(${alias}.customer_email)) = $${param} OR ${alias}.lead_id = ANY($${leadsParam}::uuid[]))`
    : `(${alias}.lead_id = ANY($${leadsParam}::uuid[]) OR ${never(param)})`;

/**
 * Blanks the leads of payments that `where` picks to what they keep once their personal fields
 * go: the amount, how it was paid and the checkout reference, for tax records.
 */
export const blankPaymentLeads = (where: string) => `
  UPDATE leads SET payload = (
    SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
    FROM jsonb_each(leads.payload) AS e
    WHERE e.key IN ('amount', 'paymentStatus', 'sessionId'))
  WHERE ${where}`;

/** A payment's personal fields: who paid, and where they came from. */
export const BLANKED_PAYMENT_FIELDS =
  "customer_email = NULL, customer_name = NULL, attribution = '{}'::jsonb";

export const noRecords = (): RecordCounts => ({
  lead: 0,
  delivery: 0,
  contact: 0,
  download: 0,
  payment: 0,
});

/**
 * Writes one audit row per kind of record: who, when, what, how many, and at most an HMAC of
 * the address (with `by.auditKey`), never the address itself.
 */
export async function audit(
  db: Queryable,
  by: PrivacyActor,
  action: "find" | "correct" | "erase",
  subject: Subject | null,
  counts: RecordCounts,
): Promise<void> {
  const hash =
    subject && by.auditKey
      ? createHmac("sha256", by.auditKey).update(`${subject.field}:${subject.key}`).digest("hex")
      : null;
  const kinds = Object.keys(counts) as RecordKind[];
  await db.query(
    `INSERT INTO privacy_audit (at, actor, action, record_kind, record_count, subject_hash)
     SELECT $1::timestamptz, $2, $3, a.kind, a.n, $6
     FROM unnest($4::text[], $5::int[]) AS a(kind, n)`,
    [by.at.toISOString(), by.actor, action, kinds, kinds.map((kind) => counts[kind]), hash],
  );
}
