import { useId } from "react";
import { preApprovalForm as copy } from "../../src/content/forms";
import { toastDurationMs } from "../../src/content/toasts";
import type { SubmitLeadInput } from "../../src/schemas/bodies";
import { type PreApproval, preApprovalSchema } from "../../src/schemas/forms";
import type { AttributeProps } from "../shared/element/declaration";
import type { WidgetProps } from "../shared/element/define-element";
import { FormCard } from "../shared/form/form-card";
import { type SubmitLeadForm, useSubmitLeadForm } from "../shared/form/use-submit-lead-form";
import { Field } from "../shared/ui/field";
import { preApprovalForm } from "./declaration";

export type PreApprovalFormElementProps = AttributeProps<typeof preApprovalForm>;

/** The `SubmitApplication` conversion, reported once the server stored the lead. */
function conversion(body: SubmitLeadInput) {
  if (body.kind !== "pre-approval") return null;
  return {
    name: "SubmitApplication",
    params: { form_type: "pre-approval", lead_source: body.source },
  };
}

const preApprovalLead: SubmitLeadForm<PreApproval> = {
  declaration: preApprovalForm,
  schema: preApprovalSchema,
  toLead: (checked, source) => ({ kind: "pre-approval", ...checked, source }),
  conversion,
  copy,
  successDuration: toastDurationMs.preApprovalSent,
};

/** `<preapproval-form>`'s widget; what a page can set, hear and style is declared in `./declaration.ts`. */
export function PreApprovalFormWidget(props: PreApprovalFormElementProps & WidgetProps) {
  const id = useId();
  const { card, field } = useSubmitLeadForm(preApprovalLead, props);

  return (
    <FormCard
      {...card}
      header={
        <>
          <h2 id={`${id}-heading`} className="ebw-form-heading" part="heading">
            {props.heading?.trim() || copy.heading}
          </h2>
          <p className="ebw-form-lede">{copy.lede}</p>
        </>
      }
      cardLabelledBy={`${id}-heading`}
    >
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
    </FormCard>
  );
}
