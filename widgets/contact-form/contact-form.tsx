import { type FormEvent, useId, useRef, useState } from "react";
import { contactForm as copy } from "../../src/content/forms";
import type { LeadSource } from "../../src/content/lead-sources";
import { fieldErrors } from "../../src/schemas/errors";
import { contactSchema } from "../../src/schemas/forms";
import { getAttribution } from "../../src/tracking";
import { hostOf, type WidgetProps } from "../shared/define-element";
import { dispatch } from "../shared/events";
import { Field } from "../shared/field";
import { CollectionNotice, Honeypot } from "../shared/form-parts";
import { useLazyToaster } from "../shared/lazy-toaster";
import { useSubmission } from "../shared/use-submission";

export interface ContactFormElementProps {
  apiBase?: string;
  leadSource?: string;
  privacyHref?: string;
  heading?: string;
}

const DEFAULT_SOURCE: LeadSource = "contact";

type FieldName = "name" | "email" | "phone" | "message";
const fieldOrder: FieldName[] = ["name", "email", "phone", "message"];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const emptyValues: Values = { name: "", email: "", phone: "", message: "" };

function ownFields(messages: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const field of fieldOrder) {
    const message = messages[field];
    if (message) errors[field] = message;
  }
  return errors;
}

function validate(values: Values): Errors {
  const parsed = contactSchema.safeParse(values);
  return parsed.success ? {} : ownFields(fieldErrors(parsed.error));
}

/**
 * `<contact-form>`: an enquiry (name, e-mail, optional phone, message), validated with
 * `contactSchema` on submit and on every change after it, sent to `/api/submit-lead` as
 * `kind: "contact"` through the shared submission (outbox, Idempotency-Key kept across retries).
 *
 * @attr api-base - Origin of `/api/submit-lead`; default: where the script was loaded from.
 * @attr lead-source - `source` sent with the lead (default `contact`).
 * @attr privacy-href - The privacy policy in the collection notice (default `/privacy`).
 * @attr heading - A heading above the form; none by default, as the page usually has its own
 *   (the form is then named "Enquiry form" for screen readers).
 *
 * @fires lead-submit - `{ id, source }` after the server stored the lead; bubbles, composed; also
 *   pushed to `dataLayer` if present. The form is then reset and the "Message Sent!" toast
 *   shows. A failure shows the "Error" toast and keeps what was typed. Like every lead form, it
 *   also sends leads an earlier page could not, with `resent: true`.
 *
 * @csspart root - The box around the form.
 * @csspart heading - The heading, when there is one.
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
export function ContactFormWidget({
  container,
  apiBase,
  leadSource,
  privacyHref,
  heading,
}: ContactFormElementProps & WidgetProps) {
  const host = hostOf(container);
  const id = useId();
  const toaster = useLazyToaster("contact-form");
  const [values, setValues] = useState<Values>(emptyValues);
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useSubmission({ host, path: "/api/submit-lead", apiBase });
  const sending = submission.state === "submitting";
  const shown: Errors = { ...ownFields(submission.serverErrors), ...errors };
  const title = heading?.trim();

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
    const parsed = contactSchema.safeParse(values);
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
      kind: "contact",
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
      });
      dispatch(host, "lead-submit", { id: String(outcome.reply.id), source });
      return;
    }
    void toaster.show("error", copy.failureToast.title, {
      description: copy.failureToast.description,
    });
  }

  const field = (name: FieldName) => ({
    name,
    label: copy.labels[name],
    value: values[name],
    onValueChange: (value: string) => change(name, value),
    error: shown[name],
  });

  return (
    <section className="cf" part="root">
      {title ? (
        <h2 id={`${id}-heading`} className="cf-heading" part="heading">
          {title}
        </h2>
      ) : null}
      <form
        ref={formRef}
        className="cf-form"
        part="form"
        noValidate
        aria-labelledby={title ? `${id}-heading` : undefined}
        aria-label={title ? undefined : copy.formLabel}
        aria-busy={sending || undefined}
        onSubmit={submit}
      >
        <Field {...field("name")} autoComplete="name" />
        <div className="cf-row">
          <Field {...field("email")} type="email" inputMode="email" autoComplete="email" />
          <Field {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" />
        </div>
        <Field {...field("message")} multiline rows={4} />
        <Honeypot value={website} onValueChange={setWebsite} />
        <button
          type="submit"
          className="ebw-button cf-submit"
          data-variant="accent"
          data-size="lg"
          data-block=""
          part="submit-button"
          disabled={sending}
        >
          {sending ? copy.submitting : copy.submit}
        </button>
        <CollectionNotice className="cf-notice" notice={copy.notice} privacyHref={privacyHref} />
      </form>
      {toaster.element}
    </section>
  );
}
