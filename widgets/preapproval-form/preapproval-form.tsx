import { type FormEvent, useId, useRef, useState } from "react";
import { preApprovalForm as copy } from "../../src/content/forms";
import type { LeadSource } from "../../src/content/lead-sources";
import { toastDurationMs } from "../../src/content/toasts";
import type { SubmitLeadInput } from "../../src/schemas/bodies";
import { fieldErrors } from "../../src/schemas/errors";
import { preApprovalSchema } from "../../src/schemas/forms";
import { getAttribution, trackConversion } from "../../src/tracking";
import { hostOf, type WidgetProps } from "../shared/define-element";
import { dispatch } from "../shared/events";
import { Field } from "../shared/field";
import { CollectionNotice, Honeypot } from "../shared/form-parts";
import { useLazyToaster } from "../shared/lazy-toaster";
import { useSubmission } from "../shared/use-submission";

export interface PreApprovalFormElementProps {
  apiBase?: string;
  leadSource?: string;
  privacyHref?: string;
  heading?: string;
}

const DEFAULT_SOURCE: LeadSource = "pre-approval";

type FieldName = "name" | "mobile" | "email" | "loanType" | "loanAmount" | "additionalDetails";
const fieldOrder: FieldName[] = [
  "name",
  "mobile",
  "email",
  "loanType",
  "loanAmount",
  "additionalDetails",
];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const emptyValues: Values = {
  name: "",
  mobile: "",
  email: "",
  loanType: "",
  loanAmount: "",
  additionalDetails: "",
};

function ownFields(messages: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const field of fieldOrder) {
    const message = messages[field];
    if (message) errors[field] = message;
  }
  return errors;
}

function validate(values: Values): Errors {
  const parsed = preApprovalSchema.safeParse(values);
  return parsed.success ? {} : ownFields(fieldErrors(parsed.error));
}

/**
 * The `SubmitApplication` conversion (`form_type: "pre-approval"`), once per lead, on the tags
 * the page has.
 */
function convert(body: SubmitLeadInput): void {
  if (body.kind !== "pre-approval") return;
  trackConversion("SubmitApplication", { form_type: "pre-approval", lead_source: body.source });
}

/**
 * `<preapproval-form>`: the pre-approval request (name, mobile, e-mail, loan type, loan amount,
 * optional details), validated with `preApprovalSchema` on submit and on every change after it,
 * sent to `/api/submit-lead` as `kind: "pre-approval"` through the shared submission (outbox,
 * Idempotency-Key kept across retries, one conversion per lead).
 *
 * @attr api-base - Origin of `/api/submit-lead`; default: where the script was loaded from.
 * @attr lead-source - `source` sent with the lead (default `pre-approval`).
 * @attr privacy-href - The privacy policy in the collection notice (default `/privacy`).
 * @attr heading - The heading (default "Get Pre-Approved").
 *
 * @fires lead-submit - `{ id, source }` after the server stored the lead; bubbles, composed; also
 *   pushed to `dataLayer` if present. The form is then reset and the "Pre-approval Request
 *   Submitted!" toast shows for 20 s. Before the lead's first send, `SubmitApplication` with
 *   `form_type: 'pre-approval'` goes to `dataLayer`, `gtag` and `fbq` where present (once per
 *   lead, not again on a retry). A failure shows the "Error" toast and keeps what was typed.
 *   Like every lead form, it also sends leads an earlier page could not, with `resent: true`.
 *
 * @csspart root - The box around the form.
 * @csspart heading - The heading.
 * @csspart form - The form.
 * @csspart error - A field's message.
 * @csspart submit-button - The submit button.
 * @csspart notice - The collection notice.
 * @csspart toaster - The toast layer.
 *
 * @cssproperty --ebw-accent - Submit button (default #15803d here, dark enough for white text).
 * @cssproperty --ebw-danger - Field messages and invalid borders.
 * @cssproperty --ebw-font, --ebw-text, --ebw-muted, --ebw-surface, --ebw-border, --ebw-primary,
 *   --ebw-radius, --ebw-focus - As in every widget (widgets/shared/base.css).
 */
export function PreApprovalFormWidget({
  container,
  apiBase,
  leadSource,
  privacyHref,
  heading,
}: PreApprovalFormElementProps & WidgetProps) {
  const host = hostOf(container);
  const id = useId();
  const toaster = useLazyToaster("preapproval-form");
  const [values, setValues] = useState<Values>(emptyValues);
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useSubmission({ host, path: "/api/submit-lead", apiBase, convert });
  const sending = submission.state === "submitting";
  const shown: Errors = { ...ownFields(submission.serverErrors), ...errors };

  const change = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    submission.reset();
    if (attempted) setErrors(validate(next));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    const parsed = preApprovalSchema.safeParse(values);
    if (!parsed.success) {
      const found = validate(values);
      setErrors(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const source = leadSource?.trim() || DEFAULT_SOURCE;
    const outcome = await submission.submit({
      kind: "pre-approval",
      ...parsed.data,
      source,
      attribution: getAttribution(),
      website,
    });
    if (outcome.kind === "busy") return;
    if (outcome.kind === "stored") {
      setValues(emptyValues);
      setWebsite("");
      setAttempted(false);
      void toaster.show("success", copy.successToast.title, {
        description: copy.successToast.description,
        duration: toastDurationMs.preApprovalSent,
      });
      dispatch(host, "lead-submit", { id: String(outcome.reply.id), source });
      return;
    }
    void toaster.error(copy.failureToast.title, { description: copy.failureToast.description });
  }

  const field = (name: FieldName) => ({
    name,
    label: copy.labels[name],
    value: values[name],
    onValueChange: (value: string) => change(name, value),
    error: shown[name],
  });

  return (
    <section className="pa" part="root" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="pa-heading" part="heading">
        {heading?.trim() || copy.heading}
      </h2>
      <p className="pa-lede">{copy.lede}</p>
      <form
        ref={formRef}
        className="pa-form"
        part="form"
        noValidate
        aria-busy={sending || undefined}
        onSubmit={submit}
      >
        <Field {...field("name")} autoComplete="name" />
        <div className="pa-row">
          <Field {...field("mobile")} type="tel" inputMode="tel" autoComplete="tel" />
          <Field {...field("email")} type="email" inputMode="email" autoComplete="email" />
        </div>
        <div className="pa-row">
          <Field
            {...field("loanType")}
            options={copy.loanTypes}
            placeholder={copy.loanTypePlaceholder}
          />
          <Field {...field("loanAmount")} inputMode="text" />
        </div>
        <Field {...field("additionalDetails")} multiline rows={3} />
        <Honeypot value={website} onValueChange={setWebsite} />
        <button
          type="submit"
          className="ebw-button pa-submit"
          data-variant="accent"
          data-size="lg"
          data-block=""
          part="submit-button"
          disabled={sending}
        >
          {sending ? copy.submitting : copy.submit}
        </button>
        <CollectionNotice className="pa-notice" notice={copy.notice} privacyHref={privacyHref} />
      </form>
      {toaster.element}
    </section>
  );
}
