import type { LeadMagnetId } from "../../src/content/lead-magnets";
import { leadMagnets } from "../../src/content/lead-magnets";
import {
  type DeliveryDeclaration,
  type Detail,
  type ElementDeclaration,
  type OneOf,
  widgetErrorEvent,
} from "../shared/element/declaration";

/** What `download-start` carries. */
export interface ResourceDownloadDetail {
  /** The resource's id. */
  leadMagnet: string;
  fileName: string;
  /**
   * True when this browser asked for a resource before ("Welcome back!"). The server never says
   * whether an e-mail is known.
   */
  isExisting: boolean;
}

/**
 * `<resource-download>`: the resource request form beside a free resource, its fields and button
 * disabled and labelled 'Processing...' while it sends. E-mail required, name optional; sent to
 * `/api/collect-lead`, which answers a known e-mail exactly as a new one. Then the "Thank you!"
 * toast, or "Welcome back!" when this browser asked for a resource before (remembered where the
 * page's consent allows), and after 1 s the visitor goes to the thank-you page, which starts the
 * download.
 */
export const resourceDownload = {
  tag: "resource-download",
  attributes: {
    /**
     * The resource's id in src/content/lead-magnets.ts (e.g. `first-home-buyers-guide`). As a
     * property, `leadMagnet` also takes a whole lead magnet `{ id, title, description, fileName,
     * fileUrl, category, type }`. An unknown id shows a message saying the resource is not
     * available, never an empty box.
     */
    leadMagnet: { kind: "string", values: {} as OneOf<LeadMagnetId> },
    /**
     * The thank-you page (default `/thank-you-download` on our site; on another site's page, no
     * redirect: the download starts in place as with `none`); `?file={fileName}` is added. `none`
     * keeps the visitor on the page: the download starts there, in the same tab (the file from
     * `/downloads/{fileName}` on the widget's site is an attachment, so no new tab opens for a
     * popup blocker to stop), with the "Download Started!" toast; a "Download Again" button and the
     * file's own link replace the form, and that view takes the focus. Use `none` on a page of your
     * own.
     */
    redirect: "string",
    /**
     * Origin of `/api/collect-lead` and `/downloads/`; default: where the script was loaded from.
     */
    apiBase: "string",
    /**
     * The privacy policy in the collection notice (default `/privacy` on the widget's site, also
     * when the widget is on another site's page). A first request from this browser reports the
     * `Lead` conversion (content name and category, value 1, USD) to `dataLayer`, `gtag` and `fbq`
     * once, when the server stores it; a browser that asked before and "Download Again" report
     * nothing. A 429 says so and keeps the button disabled until `Retry-After` has passed.
     */
    privacyHref: "string",
  },
  events: {
    /**
     * `{ leadMagnet, fileName, isExisting }` once the resource request is stored, before the page
     * leaves or the download starts; `isExisting` is this browser's memory of an earlier request.
     * Bubbles, composed; also pushed to `dataLayer` if present.
     */
    "download-start": {} as Detail<ResourceDownloadDetail>,
    ...widgetErrorEvent,
  },
  parts: {
    /** The card around the form, as around every form. */
    root: true,
    /** The form (`data-state="idle|submitting"`). */
    form: true,
    /** A field's message. */
    error: true,
    /** What the asterisk of a required field means. */
    "required-legend": true,
    /** The submit button ("Processing..." while sending). */
    "submit-button": true,
    /** The server's request to wait (429). */
    "rate-limit": true,
    /** The collection notice. */
    notice: true,
    /** With `redirect="none"`, what replaces the form after the resource request. */
    downloaded: true,
    /** Its "Download Again" button. */
    "download-again": true,
    /** Under it, the file's own link, for a browser that did not start it. */
    "download-link": true,
    /** The message for an unknown resource. */
    unavailable: true,
    /** The toast layer. */
    toaster: true,
  },
  cssProperties: {
    /** Buttons (default #15803d here, dark enough for white text). */
    "--ebw-accent": true,
    /** Field messages and invalid borders. */
    "--ebw-danger": true,
  },
} satisfies ElementDeclaration;

export const delivery = {
  strategy: "visible",
  views: {
    attribute: "lead-magnet",
    values: /* @__PURE__ */ leadMagnets.map((magnet) => magnet.id),
  },
  room: { heights: { "": [280, 410, 53, -19, 141, -20, 389, -19] } },
  resendsLeads: true,
} satisfies DeliveryDeclaration;
