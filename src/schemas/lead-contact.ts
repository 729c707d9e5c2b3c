import { leadKinds } from "../content/lead-kinds";
import type { ResourceRequestBody, SubmitLeadBody } from "./bodies";
import { storedLeadKind } from "./lead-kinds";

/*
 * Where each kind of lead keeps the person's phone, e-mail and name: the forms call the phone
 * `phone` or `mobile`, and a resource request has none. Declared with each kind
 * (`src/content/lead-kinds.ts`), typed by the kinds and their fields, so a form that renames a
 * field, or a new kind, does not compile until its declaration says where.
 */

type FieldOf<Body> = Extract<keyof Body, string>;
type ContactFields<Body> = {
  phone: FieldOf<Body> | null;
  email: FieldOf<Body> | null;
  name: FieldOf<Body>;
};

/** The stored kind of a resource request (`/api/collect-lead`). */
type ResourceKind = "resource-download";

/** A payment's lead: the customer's name and e-mail as the checkout gave them. */
type PaymentKind = "payment" | "payment-failed";
type PaymentContact = { phone: unknown; email: unknown; name: unknown };

/** Per stored kind, the fields its lead's contact may be read from. */
export type LeadContactFields = {
  [K in SubmitLeadBody["kind"]]: ContactFields<Extract<SubmitLeadBody, { kind: K }>>;
} & Record<ResourceKind, ContactFields<ResourceRequestBody>> &
  Record<PaymentKind, ContactFields<PaymentContact>>;

/** A person's phone, e-mail and name as a lead of any kind carries them (absent when empty). */
export interface LeadContact {
  phone?: string;
  email?: string;
  name?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/**
 * The phone, e-mail and name of a stored lead of `kind` (its payload as the form sent it). A
 * kind no longer stored is read by the plain names.
 */
export function leadContact(kind: string, payload: Record<string, unknown>): LeadContact {
  const known = storedLeadKind(kind);
  const fields: { phone: string | null; email: string | null; name: string } = known
    ? leadKinds[known].contact
    : { phone: "phone", email: "email", name: "name" };
  const found: LeadContact = {};
  const phone = fields.phone === null ? undefined : text(payload[fields.phone]);
  const email = fields.email === null ? undefined : text(payload[fields.email]);
  const name = text(payload[fields.name]);
  if (phone) found.phone = phone;
  if (email) found.email = email;
  if (name) found.name = name;
  return found;
}
