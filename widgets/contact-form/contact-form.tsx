import { useId } from "react";
import { contactForm as copy } from "../../src/content/forms";
import type { LeadSource } from "../../src/content/lead-sources";
import { fieldErrors } from "../../src/schemas/errors";
import { contactSchema } from "../../src/schemas/forms";
import { leadSourceSlug } from "../../src/schemas/lead-source";
import { hostOf, type WidgetProps } from "../shared/element/define-element";
import { CollectionNotice, RequiredLegend, SubmitButton } from "../shared/form/form-parts";
import { useLeadForm } from "../shared/form/use-lead-form";
import { Field } from "../shared/ui/field";

export interface ContactFormElementProps {
  apiBase?: string;
  leadSource?: string;
  privacyHref?: string;
  heading?: string;
}

const DEFAULT_SOURCE: LeadSource = "contact";

const fields = ["name", "email", "phone", "message"] as const;
type FieldName = (typeof fields)[number];
const required = fields.filter((name) => name !== "phone");

/**
 * `<contact-form>`: an enquiry (name, e-mail, optional phone, message), validated with
 * `contactSchema` on submit and on every change after it, sent to `/api/submit-lead` as
 * `kind: "contact"` by `useLeadForm` (outbox, Idempotency-Key kept across retries).
 *
 * @customElement contact-form
 *
 * @attr api-base - Origin of `/api/submit-lead`; default: where the script was loaded from.
 * @attr lead-source - `source` sent with the lead (default `contact`), a slug: other text is
 *   sent as one (`Google Ads` as `google-ads`).
 * @attr privacy-href - The privacy policy in the collection notice (default `/privacy` on the
 *   widget's site, also when the widget is on another site's page).
 * @attr heading - A heading above the form; none by default, as the page usually has its own
 *   (the form is then named "Enquiry form" for screen readers).
 *
 * @fires lead-submit - `{ id, source }` after the server stored the lead; bubbles, composed; also
 *   pushed to `dataLayer` if present. The form is then reset, the "Message Sent!" toast shows
 *   and the same thanks, in the form, takes the focus. A failure shows the "Error" toast, keeps
 *   what was typed and gives the focus back to the button; a field the server refused is
 *   marked and focused; a 429 says so and keeps the button disabled until `Retry-After` has
 *   passed. Like every lead form, it also sends leads an earlier page could not, with
 *   `resent: true`.
 * @fires widget-error - `{ tag, message }` when the element's code fails; it then shows the
 *   broker's phone and e-mail instead (`::part(fallback)`). Bubbles, composed.
 *
 * @csspart root - The box around the form.
 * @csspart heading - The heading, when there is one.
 * @csspart form - The form.
 * @csspart error - A field's message.
 * @csspart required-legend - What the asterisk of a required field means.
 * @csspart submit-button - The submit button.
 * @csspart success - The thanks in the form once the message is stored.
 * @csspart rate-limit - The server's request to wait (429).
 * @csspart notice - The collection notice.
 * @csspart toaster - The toast layer.
 *
 * @cssprop --ebw-accent - Submit button (default #15803d here, dark enough for white text).
 * @cssprop --ebw-danger - Field messages and invalid borders.
 */
export function ContactFormWidget({
  container,
  apiBase,
  leadSource,
  privacyHref,
  heading,
}: ContactFormElementProps & WidgetProps) {
  const id = useId();
  const title = heading?.trim();
  const source = leadSourceSlug(leadSource, DEFAULT_SOURCE);
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
