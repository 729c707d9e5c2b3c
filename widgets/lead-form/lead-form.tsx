import { useEffect, useId } from "react";
import { debtLeadForm as copy } from "../../src/content/forms";
import { hostOf, type WidgetProps } from "../shared/element/define-element";
import { Dialog } from "../shared/ui/dialog";
import { LeadForm } from "./debt-lead-form";

export interface LeadFormElementProps {
  mode?: string;
  apiBase?: string;
  redirect?: string;
  leadSource?: string;
  privacyHref?: string;
  heading?: string;
  open?: boolean;
}

/** The element a page opens through `show()`, `open` or a `data-open-lead-form` button. */
export interface LeadFormElement extends HTMLElement {
  open: boolean | undefined;
  show(): void;
  hide(): void;
}

/**
 * `<lead-form>`: the debt-consolidation lead form, inline on a page or as a modal.
 *
 * @customElement lead-form
 *
 * @attr mode - `inline` (default): heading, the form, "Submitting..." while sending. `modal`: a
 *   native `<dialog>` opened by `show()`, the `open` attribute, or a click on any element of the
 *   page with `data-open-lead-form` (also inside other widgets' shadow roots, also added later).
 * @attr api-base - Origin of `/api/submit-lead`; default: where the script was loaded from.
 * @attr redirect - Where the visitor goes after a successful submission (default
 *   `/thank-you` on our site; on another site's page, none: the thanks shows in place); `none`
 *   stays and shows a thank-you message.
 * @attr lead-source - `source` sent with the lead (default `debt-lead-inline` /
 *   `debt-lead-modal`), a slug: other text is sent as one (`Google Ads` as `google-ads`).
 * @attr privacy-href - The privacy policy in the collection notice (default `/privacy` on the
 *   widget's site, also when the widget is on another site's page).
 * @attr heading - The inline heading or the modal's title (default "See How Much You Could
 *   Save").
 * @attr open - Modal only: whether the dialog is open; reflects `show()` / `hide()`.
 *
 * @method show - Opens the modal.
 * @method hide - Closes the modal.
 *
 * @fires lead-submit - `{ id, source }` after the server stored the lead, before navigating.
 *   Bubbles, composed; also pushed to `dataLayer` if present. Once the server has stored the
 *   lead (its first 2xx), the `debt_consolidation` conversion goes to `dataLayer`, `gtag` and
 *   `fbq` where present: once per stored lead, never for a refusal, a failure or an abort; the
 *   redirect waits until the tags have it (their callbacks, at most 1 s). With
 *   `redirect="none"` the thanks takes the focus; after a failure the focus goes back to the
 *   button, or to the first field the server refused; a 429 says so and keeps the button
 *   disabled until `Retry-After` has passed.
 *   Also `{ id, source, resent: true }` when this element sent, in the background, a lead that
 *   an earlier attempt could not deliver (no connection, timeout, 5xx) and that waited in the
 *   browser (localStorage `ebw-lead-outbox`, up to 5 leads for 7 days, same Idempotency-Key so
 *   it is stored once). It is sent when any lead form mounts (on this or a later page of the same
 *   site) and when the browser comes back online; nothing is shown, nobody is redirected. It is
 *   a lead the broker really received, so it counts as a submission and reports the conversion
 *   it was written with, marked `resent: true`; `source` is where it was filled in, which may be
 *   another page. Count leads by `id`: a visitor who also retries by hand gets the same `id`
 *   twice.
 * @fires widget-error - `{ tag, message }` when the element's code fails; it then shows the
 *   broker's phone and e-mail instead (`::part(fallback)`). Bubbles, composed.
 *
 * @csspart root - The inline form's box.
 * @csspart heading - The inline heading.
 * @csspart form - The form.
 * @csspart error - A field's message.
 * @csspart submit-button - The submit button.
 * @csspart notice - The collection notice.
 * @csspart required-legend - What the asterisk of a required field means.
 * @csspart success - The thank-you message when `redirect="none"`.
 * @csspart rate-limit - The server's request to wait (429).
 * @csspart dialog - The modal (also `panel`, `title`, `description`, `body`, `close-button`).
 * @csspart toaster - The toast layer.
 *
 * @cssprop --ebw-accent - Submit button (default #15803d here, dark enough for white text).
 * @cssprop --ebw-danger - Field messages and invalid borders.
 */
export function LeadFormWidget({
  container,
  mode,
  apiBase,
  redirect,
  leadSource,
  privacyHref,
  heading,
  open,
}: LeadFormElementProps & WidgetProps) {
  const host = hostOf<LeadFormElement>(container);
  const headingId = useId();
  const isModal = mode?.trim().toLowerCase() === "modal";
  const title = heading?.trim() || copy.heading;
  const form = (
    <LeadForm
      host={host}
      mode={isModal ? "modal" : "inline"}
      apiBase={apiBase}
      redirect={redirect}
      leadSource={leadSource}
      privacyHref={privacyHref}
    />
  );

  useEffect(() => {
    if (!isModal) return;
    const onClick = (event: MouseEvent) => {
      const opener = event
        .composedPath()
        .find((node) => node instanceof Element && node.hasAttribute("data-open-lead-form"));
      if (!opener) return;
      event.preventDefault();
      host.open = true;
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [isModal, host]);

  if (isModal) {
    return (
      <Dialog
        open={Boolean(open)}
        onOpenChange={(next) => {
          host.open = next;
        }}
        title={title}
        description={copy.modalDescription}
        className="lf-dialog"
      >
        {form}
      </Dialog>
    );
  }

  return (
    <section className="ebw-form-root ebw-card" part="root" aria-labelledby={headingId}>
      <h2 id={headingId} className="ebw-form-heading lf-heading" part="heading">
        {title}
      </h2>
      <p className="ebw-form-lede">{copy.lede}</p>
      {form}
    </section>
  );
}
