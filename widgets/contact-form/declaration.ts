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
 * `<contact-form>`: an enquiry (name, e-mail, optional phone, message), validated with
 * `contactSchema` on submit and on every change after it, sent to `/api/submit-lead` as `kind:
 * "contact"` by `useLeadForm` (outbox, Idempotency-Key kept across retries).
 */
export const contactForm = {
  tag: "contact-form",
  attributes: {
    ...leadFormAttributes,
    /** `source` sent with the lead, a slug: other text is sent as one (`Google Ads` as `google-ads`). */
    leadSource: { kind: "string", default: "contact" as LeadSource },
    /**
     * A heading above the form; none by default, as the page usually has its own (the form is then
     * named "Enquiry form" for screen readers).
     */
    heading: "string",
  },
  events: {
    /**
     * `{ id, source }` after the server stored the lead; bubbles, composed; also pushed to
     * `dataLayer` if present. The form is then reset, the "Message Sent!" toast shows and the same
     * thanks, in the form, takes the focus. A failure shows the "Error" toast, keeps what was typed
     * and gives the focus back to the button; a field the server refused is marked and focused; a
     * 429 says so and keeps the button disabled until `Retry-After` has passed. Like every lead
     * form, it also sends leads an earlier page could not, with `resent: true`.
     */
    "lead-submit": {} as Detail<LeadSubmitDetail>,
    ...widgetErrorEvent,
  },
  parts: {
    ...formParts,
    /** The heading, when there is one. */
    heading: true,
    /** The thanks in the form once the message is stored. */
    success: true,
  },
  cssProperties: formCssProperties,
} satisfies ElementDeclaration;

export const delivery = {
  strategy: "visible",
  views: { attribute: "", values: [""] },
  room: { heights: { "": [280, 672, 16, -19, 106, -20, 168, -89, 173, -19] } },
  resendsLeads: true,
} satisfies DeliveryDeclaration;
