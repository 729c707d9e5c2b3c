import { useId } from "react";
import { contactForm as copy } from "../../src/content/forms";
import { fieldErrors } from "../../src/schemas/errors";
import { contactSchema } from "../../src/schemas/forms";
import { leadSourceSlug } from "../../src/schemas/lead-source";
import type { AttributeProps } from "../shared/element/declaration";
import { hostOf, type WidgetProps } from "../shared/element/define-element";
import { CollectionNotice, RequiredLegend, SubmitButton } from "../shared/form/form-parts";
import { useLeadForm } from "../shared/form/use-lead-form";
import { Field } from "../shared/ui/field";
import { contactForm } from "./declaration";

export type ContactFormElementProps = AttributeProps<typeof contactForm>;

const fields = ["name", "email", "phone", "message"] as const;
type FieldName = (typeof fields)[number];
const required = fields.filter((name) => name !== "phone");

/** `<contact-form>`'s widget; what a page can set, hear and style is declared in `./declaration.ts`. */
export function ContactFormWidget({
  container,
  apiBase,
  leadSource,
  privacyHref,
  heading,
}: ContactFormElementProps & WidgetProps) {
  const id = useId();
  const title = heading?.trim();
  const source = leadSourceSlug(leadSource, contactForm.attributes.leadSource.default);
  const lead = useLeadForm({
    host: hostOf(container),
    path: "/api/submit-lead",
    apiBase,
    toasterPrefix: "contact-form",
    fields,
    required,
    check: (values) => {
      const parsed = contactSchema.safeParse(values);
      return parsed.success
        ? { ok: true, lead: parsed.data }
        : { ok: false, messages: fieldErrors(parsed.error) };
    },
    toLead: (checked) => ({ kind: "contact" as const, ...checked, source }),
    failure: copy.failureToast,
    success: { ...copy.successToast, toast: true },
  });
  const field = (name: FieldName) => ({ ...lead.field(name), label: copy.labels[name] });

  return (
    <section className="ebw-form-root ebw-card" part="root">
      {title ? (
        <h2 id={`${id}-heading`} className="ebw-form-heading cf-heading" part="heading">
          {title}
        </h2>
      ) : null}
      <form
        className="ebw-form"
        part="form"
        aria-labelledby={title ? `${id}-heading` : undefined}
        aria-label={title ? undefined : copy.formLabel}
        {...lead.form}
      >
        {lead.status}
        <RequiredLegend />
        <Field {...field("name")} autoComplete="name" />
        <div className="ebw-form-row">
          <Field {...field("email")} type="email" inputMode="email" autoComplete="email" />
          <Field {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" />
        </div>
        <Field {...field("message")} multiline rows={4} />
        {lead.honeypot}
        <SubmitButton lead={lead} copy={copy} />
        <CollectionNotice notice={copy.notice} privacyHref={privacyHref} />
      </form>
      {lead.toaster.element}
    </section>
  );
}
