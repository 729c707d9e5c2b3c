import { useId } from "react";
import { preApprovalForm as copy } from "../../src/content/forms";
import { toastDurationMs } from "../../src/content/toasts";
import type { SubmitLeadInput } from "../../src/schemas/bodies";
import { fieldErrors } from "../../src/schemas/errors";
import { preApprovalSchema } from "../../src/schemas/forms";
import { leadSourceSlug } from "../../src/schemas/lead-source";
import type { AttributeProps } from "../shared/element/declaration";
import { hostOf, type WidgetProps } from "../shared/element/define-element";
import { CollectionNotice, RequiredLegend, SubmitButton } from "../shared/form/form-parts";
import { useLeadForm } from "../shared/form/use-lead-form";
import { Field } from "../shared/ui/field";
import { preApprovalForm } from "./declaration";

export type PreApprovalFormElementProps = AttributeProps<typeof preApprovalForm>;

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

/** `<preapproval-form>`'s widget; what a page can set, hear and style is declared in `./declaration.ts`. */
export function PreApprovalFormWidget({
  container,
  apiBase,
  leadSource,
  privacyHref,
  heading,
}: PreApprovalFormElementProps & WidgetProps) {
  const id = useId();
  const source = leadSourceSlug(leadSource, preApprovalForm.attributes.leadSource.default);
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
