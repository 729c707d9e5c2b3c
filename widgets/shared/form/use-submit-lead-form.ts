import type { z } from "zod/mini";
import type { Conversion, LeadInput, Without } from "../../../src/api";
import type { LeadSource } from "../../../src/content/lead-sources";
import type { SubmitLeadInput } from "../../../src/schemas/bodies";
import { leadSourceSlug } from "../../../src/schemas/lead-source";
import { hostOf } from "../element/define-element";
import { schemaCheck } from "./schema-check";
import { useLeadForm } from "./use-lead-form";

type Toast = { title: string; description: string };

/**
 * What sets one form that stays on the page and sends its lead to `/api/submit-lead`
 * (`<contact-form>`, `<preapproval-form>`) apart from the others; written once per form.
 */
export interface SubmitLeadForm<F extends string, L> {
  /** Names the form's toaster on the page. */
  toasterPrefix: string;
  /** The fields, in the order they are shown. */
  fields: readonly F[];
  /** The fields a visitor must fill in. */
  required: readonly F[];
  /** The checks, the same the function runs on the lead. */
  schema: z.ZodMiniType<L>;
  /** The `source` a lead is sent with when the page's `lead-source` names none. */
  defaultSource: LeadSource;
  /** The lead to send: the checked fields, the form's `kind` and the `source`. */
  toLead(checked: L, source: string): Without<LeadInput<"/api/submit-lead">, "website">;
  /** The conversion a stored lead reports, if the form has one. */
  conversion?(body: SubmitLeadInput): Conversion | null;
  /** The form's copy: its labels, the failure toast and the thanks, toasted and said in place. */
  copy: { labels: Record<F, string>; failureToast: Toast; successToast: Toast };
  /** How long the thanks stays toasted; the toaster's default when none. */
  successDuration?: number;
}

/** The attributes of the element that shape its lead. */
interface SubmitLeadProps {
  container: ShadowRoot;
  apiBase?: string | undefined;
  leadSource?: string | undefined;
}

/**
 * `useLeadForm` for a form described by a `SubmitLeadForm`: its lead form and the props of each
 * field, labelled from the form's copy.
 */
export function useSubmitLeadForm<F extends string, L>(
  form: SubmitLeadForm<F, L>,
  { container, apiBase, leadSource }: SubmitLeadProps,
) {
  const source = leadSourceSlug(leadSource, form.defaultSource);
  const lead = useLeadForm<"/api/submit-lead", F, L>({
    host: hostOf(container),
    path: "/api/submit-lead",
    apiBase,
    toasterPrefix: form.toasterPrefix,
    fields: form.fields,
    required: form.required,
    check: schemaCheck(form.schema),
    toLead: (checked) => form.toLead(checked, source),
    conversion: form.conversion,
    failure: form.copy.failureToast,
    success: { ...form.copy.successToast, toast: true, duration: form.successDuration },
  });
  const field = (name: F) => ({ ...lead.field(name), label: form.copy.labels[name] });
  return { lead, field };
}
