import { useMemo } from "react";
import { z } from "zod/mini";
import type { Conversion, LeadInput, Without } from "../../../src/api";
import type { LeadSource } from "../../../src/content/lead-sources";
import type { SubmitLeadInput } from "../../../src/schemas/bodies";
import { leadSourceSlug } from "../../../src/schemas/lead-source";
import { hostOf } from "../element/define-element";
import type { FormCardProps } from "./form-card";
import { schemaCheck } from "./schema-check";
import { useLeadForm } from "./use-lead-form";

type Toast = { title: string; description: string };
type SubmitLead = Without<LeadInput<"/api/submit-lead">, "website">;

/**
 * What sets one form that stays on the page and sends its lead to `/api/submit-lead`
 * (`<contact-form>`, `<preapproval-form>`) apart from the others; written once per form. Its
 * fields, their order and which of them a visitor may leave empty are the schema's.
 */
export interface SubmitLeadForm<L extends object> {
  /** The element's declaration: its tag names the toaster, its `lead-source` default the source. */
  declaration: { tag: string; attributes: { leadSource: { default: LeadSource } } };
  /** The checks, the same the function runs on the lead, field by field in the order shown. */
  schema: z.ZodMiniType<L> & { shape: Record<keyof L, z.core.$ZodType> };
  /** The lead to send: the checked fields, the form's `kind` and the `source`. */
  toLead(checked: L, source: string): SubmitLead;
  /** The conversion a stored lead reports, if the form has one. */
  conversion?(body: SubmitLeadInput): Conversion | null;
  /** The form's copy: its labels, button and notice, the failure toast and the thanks. */
  copy: FormCardProps["copy"] & {
    labels: Record<keyof L & string, string>;
    failureToast: Toast;
    successToast: Toast;
  };
  /** How long the thanks stays toasted; the toaster's default when none. */
  successDuration?: number;
}

/** The attributes of the element that shape its lead and its card. */
interface SubmitLeadProps {
  container: ShadowRoot;
  apiBase?: string | undefined;
  leadSource?: string | undefined;
  privacyHref?: string | undefined;
}

/** A field the schema takes missing (optional, or with a default) is one a visitor may leave empty. */
const optional = (field: z.core.$ZodType) => z.safeParse(field, undefined).success;

/** The form's fields in the order shown, and those a visitor must fill in: read once per schema. */
function fieldsOf<F extends string>(shape: Record<F, z.core.$ZodType>) {
  const fields = Object.keys(shape) as F[];
  return { fields, required: fields.filter((name) => !optional(shape[name])) };
}

/**
 * `useLeadForm` for a form described by a `SubmitLeadForm`: the props of its `FormCard` and of
 * each field, labelled from the form's copy.
 */
export function useSubmitLeadForm<L extends object>(
  form: SubmitLeadForm<L>,
  { container, apiBase, leadSource, privacyHref }: SubmitLeadProps,
) {
  type F = keyof L & string;
  const source = leadSourceSlug(leadSource, form.declaration.attributes.leadSource.default);
  const { fields, required } = useMemo(() => fieldsOf<F>(form.schema.shape), [form.schema]);
  const lead = useLeadForm<"/api/submit-lead", F, L>({
    host: hostOf(container),
    path: "/api/submit-lead",
    apiBase,
    toasterPrefix: form.declaration.tag,
    fields,
    required,
    check: schemaCheck(form.schema),
    toLead: (checked) => form.toLead(checked, source),
    conversion: form.conversion,
    failure: form.copy.failureToast,
    success: { ...form.copy.successToast, toast: true, duration: form.successDuration },
  });
  const field = (name: F) => ({ ...lead.field(name), label: form.copy.labels[name] });
  return { card: { lead, copy: form.copy, privacyHref }, field };
}
