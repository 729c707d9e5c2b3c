import { useId } from "react";
import { contactForm as copy } from "../../src/content/forms";
import { type Contact, contactSchema } from "../../src/schemas/forms";
import type { AttributeProps } from "../shared/element/declaration";
import type { WidgetProps } from "../shared/element/define-element";
import { FormCard } from "../shared/form/form-card";
import { type SubmitLeadForm, useSubmitLeadForm } from "../shared/form/use-submit-lead-form";
import { Field } from "../shared/ui/field";
import { contactForm } from "./declaration";

export type ContactFormElementProps = AttributeProps<typeof contactForm>;

const contactLead: SubmitLeadForm<Contact> = {
  declaration: contactForm,
  schema: contactSchema,
  toLead: (checked, source) => ({ kind: "contact", ...checked, source }),
  copy,
};

/** `<contact-form>`'s widget; what a page can set, hear and style is declared in `./declaration.ts`. */
export function ContactFormWidget(props: ContactFormElementProps & WidgetProps) {
  const id = useId();
  const title = props.heading?.trim();
  const { card, field } = useSubmitLeadForm(contactLead, props);

  return (
    <FormCard
      {...card}
      header={
        title ? (
          <h2 id={`${id}-heading`} className="ebw-form-heading cf-heading" part="heading">
            {title}
          </h2>
        ) : null
      }
      formLabel={title ? { "aria-labelledby": `${id}-heading` } : { "aria-label": copy.formLabel }}
    >
      <Field {...field("name")} autoComplete="name" />
      <div className="ebw-form-row">
        <Field {...field("email")} type="email" inputMode="email" autoComplete="email" />
        <Field {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" />
      </div>
      <Field {...field("message")} multiline rows={4} />
    </FormCard>
  );
}
