import { resourceDownloadForm as copy } from "../../src/content/forms";
import { leadMagnets } from "../../src/content/lead-magnets";
import type { LeadMagnet } from "../../src/content/types";
import { hostOf, type WidgetProps } from "../shared/element/define-element";
import { ResourceRequestForm } from "./resource-request-form";

export interface ResourceDownloadElementProps {
  /** An id from src/content/lead-magnets.ts (the attribute), or a whole lead magnet (property). */
  leadMagnet?: string | LeadMagnet;
  apiBase?: string;
  redirect?: string;
  privacyHref?: string;
}

const isLeadMagnet = (value: unknown): value is LeadMagnet => {
  if (typeof value !== "object" || value === null) return false;
  const magnet = value as Record<string, unknown>;
  return (
    ["id", "title", "fileName", "category"].every((key) => typeof magnet[key] === "string") &&
    ["spreadsheet", "guide", "checklist"].includes(String(magnet.type))
  );
};

/** The lead magnet the element was given, or null when it names none we know. */
export function resolveLeadMagnet(value: unknown): LeadMagnet | null {
  if (typeof value === "string") {
    return leadMagnets.find((magnet) => magnet.id === value.trim()) ?? null;
  }
  return isLeadMagnet(value) ? value : null;
}

/**
 * `<resource-download>`: the resource request form beside a free resource, its fields and button
 * disabled and labelled 'Processing...' while it sends. E-mail required, name optional; sent to
 * `/api/collect-lead`, which answers a known e-mail exactly as a new one. Then the "Thank you!"
 * toast, or "Welcome back!" when this browser asked for a resource before (remembered where the
 * page's consent allows), and after 1 s the visitor goes to the thank-you page, which starts the
 * download.
 *
 * @customElement resource-download
 *
 * @attr lead-magnet - The resource's id in src/content/lead-magnets.ts (e.g.
 *   `first-home-buyers-guide`). As a property, `leadMagnet` also takes a whole lead magnet
 *   `{ id, title, description, fileName, fileUrl, category, type }`. An unknown id shows a
 *   message saying the resource is not available, never an empty box.
 * @attr redirect - The thank-you page (default `/thank-you-download` on our site; on another
 *   site's page, no redirect: the download starts in place as with `none`); `?file={fileName}`
 *   is added. `none` keeps the visitor on the page: the download starts there, in the same tab (the file
 *   from `/downloads/{fileName}` on the widget's site is an attachment, so no new tab opens
 *   for a popup blocker to stop), with the "Download Started!" toast; a "Download Again"
 *   button and the file's own link replace the form, and that view takes the focus. Use `none` on a page of your own.
 * @attr api-base - Origin of `/api/collect-lead` and `/downloads/`; default: where the script
 *   was loaded from.
 * @attr privacy-href - The privacy policy in the collection notice (default `/privacy` on the
 *   widget's site, also when the widget is on another site's page).
 *
 * A first request from this browser reports the `Lead` conversion (content name and category,
 * value 1, USD) to `dataLayer`, `gtag` and `fbq` once, when the server stores it; a browser that
 * asked before and "Download Again" report nothing. A 429 says so and keeps the button
 * disabled until `Retry-After` has passed.
 *
 * @fires download-start - `{ leadMagnet, fileName, isExisting }` once the resource request is
 *   stored, before the page leaves or the download starts; `isExisting` is this browser's
 *   memory of an earlier request. Bubbles, composed; also pushed to
 *   `dataLayer` if present.
 * @fires widget-error - `{ tag, message }` when the element's code fails; it then shows the
 *   broker's phone and e-mail instead (`::part(fallback)`). Bubbles, composed.
 *
 * @csspart root - The card around the form, as around every form.
 * @csspart form - The form (`data-state="idle|submitting"`).
 * @csspart error - A field's message.
 * @csspart required-legend - What the asterisk of a required field means.
 * @csspart submit-button - The submit button ("Processing..." while sending).
 * @csspart rate-limit - The server's request to wait (429).
 * @csspart notice - The collection notice.
 * @csspart downloaded - With `redirect="none"`, what replaces the form after the resource request.
 * @csspart download-again - Its "Download Again" button.
 * @csspart download-link - Under it, the file's own link, for a browser that did not start it.
 * @csspart unavailable - The message for an unknown resource.
 * @csspart toaster - The toast layer.
 *
 * @cssprop --ebw-accent - Buttons (default #15803d here, dark enough for white text).
 * @cssprop --ebw-danger - Field messages and invalid borders.
 */
export function ResourceDownloadWidget({
  container,
  leadMagnet,
  apiBase,
  redirect,
  privacyHref,
}: ResourceDownloadElementProps & WidgetProps) {
  const magnet = resolveLeadMagnet(leadMagnet);
  if (!magnet) {
    return (
      <p className="rd-unavailable" role="alert" part="unavailable">
        {copy.unknownResource}
      </p>
    );
  }
  return (
    <div className="rd ebw-card" part="root">
      <ResourceRequestForm
        key={magnet.id}
        host={hostOf(container)}
        magnet={magnet}
        apiBase={apiBase}
        redirect={redirect}
        privacyHref={privacyHref}
      />
    </div>
  );
}
