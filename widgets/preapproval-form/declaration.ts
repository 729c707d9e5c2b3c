import {
  type Detail,
  type ElementDeclaration,
  widgetErrorEvent,
} from "../shared/element/declaration";
import { leadFormAttributes } from "../shared/form/form-parts";
import type { LeadSubmitDetail } from "../shared/form/page-submission";

/**
 * `<preapproval-form>`: the pre-approval request (name, mobile, e-mail, loan type, loan amount,
 * optional details), validated with `preApprovalSchema` on submit and on every change after it,
 * sent to `/api/submit-lead` as `kind: "pre-approval"` by `useLeadForm` (outbox, Idempotency-Key
 * kept across retries, one conversion per stored lead).
 */
export const preApprovalForm = {
  tag: "preapproval-form",
  attributes: {
    ...leadFormAttributes,
    /**
     * `source` sent with the lead (default `pre-approval`), a slug: other text is sent as one
     * (`Google Ads` as `google-ads`).
     */
    leadSource: "string",
    /** The heading (default "Get Pre-Approved"). */
    heading: "string",
  },
  events: {
    /**
     * `{ id, source }` after the server stored the lead; bubbles, composed; also pushed to
     * `dataLayer` if present. The form is then reset, the "Pre-approval Request Submitted!" toast
     * shows for 20 s and the same thanks, in the form, takes the focus. Once the server has stored
     * the lead (2xx), `SubmitApplication` with `form_type: 'pre-approval'` goes to `dataLayer`,
     * `gtag` and `fbq` where present, once per stored lead; never for a refusal, a failure or an
     * abort. A failure shows the "Error" toast, keeps what was typed and gives the focus back to
     * the button; a field the server refused is marked and focused; a 429 says so and keeps the
     * button disabled until `Retry-After` has passed. Like every lead form, it also sends leads an
     * earlier page could not, with `resent: true` (and their conversion).
     */
    "lead-submit": {} as Detail<LeadSubmitDetail>,
    ...widgetErrorEvent,
  },
  parts: {
    /** The box around the form. */
    root: true,
    /** The heading. */
    heading: true,
    /** The form. */
    form: true,
    /** A field's message. */
    error: true,
    /** What the asterisk of a required field means. */
    "required-legend": true,
    /** The submit button. */
    "submit-button": true,
    /** The thanks in the form once the lead is stored. */
    success: true,
    /** The server's request to wait (429). */
    "rate-limit": true,
    /** The collection notice. */
    notice: true,
    /** The toast layer. */
    toaster: true,
  },
  cssProperties: {
    /** Submit button (default #15803d here, dark enough for white text). */
    "--ebw-accent": true,
    /** Field messages and invalid borders. */
    "--ebw-danger": true,
  },
} satisfies ElementDeclaration;
