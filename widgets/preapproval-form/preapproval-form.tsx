import { useId } from "react";
import { preApprovalForm as copy } from "../../src/content/forms";
import type { LeadSource } from "../../src/content/lead-sources";
import { toastDurationMs } from "../../src/content/toasts";
import type { SubmitLeadInput } from "../../src/schemas/bodies";
import { fieldErrors } from "../../src/schemas/errors";
import { preApprovalSchema } from "../../src/schemas/forms";
import { leadSourceSlug } from "../../src/schemas/lead-source";
import { hostOf, type WidgetProps } from "../shared/element/define-element";
import { CollectionNotice, RequiredLegend, SubmitButton } from "../shared/form/form-parts";
import { useLeadForm } from "../shared/form/use-lead-form";
import { Field } from "../shared/ui/field";

export interface PreApprovalFormElementProps {
  apiBase?: string;
  leadSource?: string;
  privacyHref?: string;
  heading?: string;
}

const DEFAULT_SOURCE: LeadSource = "pre-approval";

const fields = ["name", "mobile", "email", "loanType", "loanAmount", "additionalDetails"] as const;
type FieldName = (typeof fields)[number];
const required = fields.filter((name) => name !== "additionalDetails");

/** The `SubmitApplication` conversion, reported once the server stored the lead. */
function conversion(body: SubmitLeadInput) {
  if (body.kind !== "pre-approval") return null;
  return {
    name: "SubmitApplication",
    params: { form_type: "pre-approval", lead_source: body.source },
  };
}

/**
 * `<preapproval-form>`: the pre-approval request (name, mobile, e-mail, loan type, loan amount,
 * optional details), validated with `preApprovalSchema` on submit and on every change after it,
 * sent to `/api/submit-lead` as `kind: "pre-approval"` by `useLeadForm` (outbox, Idempotency-Key
 * kept across retries, one conversion per stored lead).
 *
 * @customElement preapproval-form
 *
 * @attr api-base - Origin of `/api/submit-lead`; default: where the script was loaded from.
 * @attr lead-source - `source` sent with the lead (default `pre-approval`), a slug: other text
 *   is sent as one (`Google Ads` as `google-ads`).
 * @attr privacy-href - The privacy policy in the collection notice (default `/privacy` on the
 *   widget's site, also when the widget is on another site's page).
 * @attr heading - The heading (default "Get Pre-Approved").
 *
 * @fires lead-submit - `{ id, source }` after the server stored the lead; bubbles, composed; also
 *   pushed to `dataLayer` if present. The form is then reset, the "Pre-approval Request
 *   Submitted!" toast shows for 20 s and the same thanks, in the form, takes the focus. Once the
 *   server has stored the lead (2xx), `SubmitApplication` with `form_type: 'pre-approval'` goes
 *   to `dataLayer`, `gtag` and `fbq` where present, once per stored lead; never for a refusal,
 *   a failure or an abort. A failure shows the "Error" toast, keeps what was typed and gives
 *   the focus back to the button; a field the server refused is marked and focused; a 429 says
 *   so and keeps the button disabled until `Retry-After` has passed. Like every lead form, it
 *   also sends leads an earlier page could not, with `resent: true` (and their conversion).
 * @fires widget-error - `{ tag, message }` when the element's code fails; it then shows the
 *   broker's phone and e-mail instead (`::part(fallback)`). Bubbles, composed.
 *
 * @csspart root - The box around the form.
 * @csspart heading - The heading.
 * @csspart form - The form.
 * @csspart error - A field's message.
 * @csspart required-legend - What the asterisk of a required field means.
 * @csspart submit-button - The submit button.
 * @csspart success - The thanks in the form once the lead is stored.
 * @csspart rate-limit - The server's request to wait (429).
 * @csspart notice - The collection notice.
 * @csspart toaster - The toast layer.
 *
 * @cssprop --ebw-accent - Submit button (default #15803d here, dark enough for white text).
 * @cssprop --ebw-danger - Field messages and invalid borders.
 */
export function PreApprovalFormWidget({
  container,
  apiBase,
  leadSource,
  privacyHref,
  heading,
}: PreApprovalFormElementProps & WidgetProps) {
  const id = useId();
  const source = leadSourceSlug(leadSource, DEFAULT_SOURCE);
  const lead = useLeadForm({
    host: hostOf(container),
    path: "/api/submit-lead",
    apiBase,
    toasterPrefix: "preapproval-form",
    fields,
    required,
    check: (values) => {
      const parsed = preApprovalSchema.safeParse(values);
      return parsed.success
        ? { ok: true, lead: parsed.data }
        : { ok: false, messages: fieldErrors(parsed.error) };
    },
    toLead: (checked) => ({ kind: "pre-approval" as const, ...checked, source }),
    conversion,
    failure: copy.failureToast,
    success: { ...copy.successToast, toast: true, duration: toastDurationMs.preApprovalSent },
  });
  const field = (name: FieldName) => ({ ...lead.field(name), label: copy.labels[name] });

  return (
    <section className="ebw-form-root ebw-card" part="root" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="ebw-form-heading" part="heading">
        {heading?.trim() || copy.heading}
      </h2>
      <p className="ebw-form-lede">{copy.lede}</p>
      <form className="ebw-form" part="form" {...lead.form}>
        {lead.status}
        <RequiredLegend />
        <Field {...field("name")} autoComplete="name" />
        <div className="ebw-form-row">
          <Field {...field("mobile")} type="tel" inputMode="tel" autoComplete="tel" />
          <Field {...field("email")} type="email" inputMode="email" autoComplete="email" />
        </div>
        <div className="ebw-form-row">
          <Field
            {...field("loanType")}
            options={copy.loanTypes}
            placeholder={copy.loanTypePlaceholder}
          />
          <Field {...field("loanAmount")} inputMode="text" />
        </div>
        <Field {...field("additionalDetails")} multiline rows={3} />
        {lead.honeypot}
        <SubmitButton lead={lead} copy={copy} />
        <CollectionNotice notice={copy.notice} privacyHref={privacyHref} />
      </form>
      {lead.toaster.element}
    </section>
  );
}
