import type { LeadSource } from "../../src/content/lead-sources";
import {
  type DeliveryDeclaration,
  type Detail,
  type ElementDeclaration,
  widgetErrorEvent,
} from "../shared/element/declaration";
import { formCssProperties, formParts, leadFormAttributes } from "../shared/form/form-parts";
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
    /** `source` sent with the lead, a slug: other text is sent as one (`Google Ads` as `google-ads`). */
    leadSource: { kind: "string", default: "pre-approval" as LeadSource },
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
  parts: formParts,
  cssProperties: formCssProperties,
} satisfies ElementDeclaration;

export const delivery = {
  strategy: "visible",
  views: { attribute: "", values: [""] },
  room: {
    heights: {
      "": [
        280, 1056, 7, -22, 21, -31, 22, -20, 12, -24, 65, -22, 50, -20, 21, -24, 92, -176, 294, -20,
        40, -24,
      ],
    },
  },
  resendsLeads: true,
} satisfies DeliveryDeclaration;
