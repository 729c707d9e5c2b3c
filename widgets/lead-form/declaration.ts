import {
  type DeliveryDeclaration,
  type Detail,
  type ElementDeclaration,
  type OneOf,
  widgetErrorEvent,
} from "../shared/element/declaration";
import { formCssProperties, leadFormAttributes } from "../shared/form/form-parts";
import type { LeadSubmitDetail } from "../shared/form/page-submission";

/** `<lead-form>`: the debt-consolidation lead form, inline on a page or as a modal. */
export const leadForm = {
  tag: "lead-form",
  attributes: {
    /**
     * `inline`: heading, the form, "Submitting..." while sending. `modal`: a native `<dialog>`
     * opened by `show()`, the `open` attribute, or a click on any element of the page with
     * `data-open-lead-form` (also inside other widgets' shadow roots, also added later).
     */
    mode: { kind: "string", default: "inline", values: {} as OneOf<"inline" | "modal"> },
    ...leadFormAttributes,
    /**
     * Where the visitor goes after a successful submission (default `/thank-you` on our site; on
     * another site's page, none: the thanks shows in place); `none` stays and shows a thank-you
     * message.
     */
    redirect: "string",
    /**
     * `source` sent with the lead (default `debt-lead-inline` / `debt-lead-modal`), a slug: other
     * text is sent as one (`Google Ads` as `google-ads`).
     */
    leadSource: "string",
    /** The inline heading or the modal's title (default "See How Much You Could Save"). */
    heading: "string",
    /** Modal only: whether the dialog is open; reflects `show()` / `hide()`. */
    open: "boolean",
  },
  events: {
    /**
     * `{ id, source }` after the server stored the lead, before navigating. Bubbles, composed; also
     * pushed to `dataLayer` if present. Once the server has stored the lead (its first 2xx), the
     * `debt_consolidation` conversion goes to `dataLayer`, `gtag` and `fbq` where present: once per
     * stored lead, never for a refusal, a failure or an abort; the redirect waits until the tags
     * have it (their callbacks, at most 1 s). With `redirect="none"` the thanks takes the focus;
     * after a failure the focus goes back to the button, or to the first field the server refused;
     * a 429 says so and keeps the button disabled until `Retry-After` has passed. Also `{ id,
     * source, resent: true }` when this element sent, in the background, a lead that an earlier
     * attempt could not deliver (no connection, timeout, 5xx) and that waited in the browser
     * (localStorage `ebw-lead-outbox`, up to 5 leads for 7 days, same Idempotency-Key so it is
     * stored once). It is sent when any lead form mounts (on this or a later page of the same site)
     * and when the browser comes back online; nothing is shown, nobody is redirected. It is a lead
     * the broker really received, so it counts as a submission and reports the conversion it was
     * written with, marked `resent: true`; `source` is where it was filled in, which may be another
     * page. Count leads by `id`: a visitor who also retries by hand gets the same `id` twice.
     */
    "lead-submit": {} as Detail<LeadSubmitDetail>,
    ...widgetErrorEvent,
  },
  methods: {
    /** Opens the modal. */
    show: true,
    /** Closes the modal. */
    hide: true,
  },
  parts: {
    /** The inline form's box. */
    root: true,
    /** The inline heading. */
    heading: true,
    /** The form. */
    form: true,
    /** A field's message. */
    error: true,
    /** The submit button. */
    "submit-button": true,
    /** The collection notice. */
    notice: true,
    /** What the asterisk of a required field means. */
    "required-legend": true,
    /** The thank-you message when `redirect="none"`. */
    success: true,
    /** The server's request to wait (429). */
    "rate-limit": true,
    /** The modal (also `panel`, `title`, `description`, `body`, `close-button`). */
    dialog: true,
    /** The toast layer. */
    toaster: true,
  },
  cssProperties: formCssProperties,
} satisfies ElementDeclaration;

export const delivery = {
  strategy: "visible",
  trigger: { by: "[data-open-lead-form]", opens: '[mode="modal" i]:not([open])' },
  views: { attribute: "mode", values: ["", "inline"] },
  onPages: ["inline"],
  room: {
    none: ["modal"],
    heights: {
      "": [
        280, 750, 9, -44, 6, -21, 63, -19, 8, -23, 27, -24, 30, -26, 28, 36, 40, -31, 10, -20, 212,
        -24, 191, -19,
      ],
    },
  },
  resendsLeads: ':not([mode="modal" i])',
} satisfies DeliveryDeclaration;
