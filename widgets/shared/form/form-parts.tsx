import { useId } from "react";
import { honeypotLabel, requiredLegend } from "../../../src/content/forms";
import { ourUrl } from "../element/widget-origin";
import { Button } from "../ui/button";

const DEFAULT_PRIVACY_HREF = "/privacy";

/**
 * The attributes the forms that send to `/api/submit-lead` (`<contact-form>`, `<preapproval-form>`,
 * `<lead-form>`) declare alike, spread into each element's declaration; the build reads the spread
 * with its comments (`tooling/element-declarations.ts`). Kept here, in a module those
 * elements load anyway, so that it costs no chunk of its own.
 */
export const leadFormAttributes = {
  /** Origin of `/api/submit-lead`; default: where the script was loaded from. */
  apiBase: "string",
  /**
   * The privacy policy in the collection notice (default `/privacy` on the widget's site, also
   * when the widget is on another site's page).
   */
  privacyHref: "string",
} as const;

/**
 * The CSS parts of `<contact-form>` and `<preapproval-form>`, in their order; an element whose
 * part differs declares it again after the spread, in the same place.
 */
export const formParts = {
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
} as const;

/** The custom properties the lead forms add to the shared ones. */
export const formCssProperties = {
  /** Submit button (default #15803d here, dark enough for white text). */
  "--ebw-accent": true,
  /** Field messages and invalid borders. */
  "--ebw-danger": true,
} as const;

interface HoneypotProps {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The `website` field every lead form sends: left empty by people (they never see it, nor reach
 * it with the keyboard), filled in by bots that fill every field, which gives them away.
 * Styled by `fieldPrimitive`.
 */
export function Honeypot({ value, onValueChange }: HoneypotProps) {
  const id = useId();
  return (
    <div className="ebw-honeypot" aria-hidden="true">
      <label htmlFor={id}>{honeypotLabel}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
    </div>
  );
}

interface CollectionNoticeProps {
  /** The notice's words; the link text goes to the privacy policy. */
  notice: { before: string; link: string; after: string };
  /** The privacy policy; our "/privacy" (on our origin, also on another site) when blank. */
  privacyHref?: string | undefined;
}

/**
 * What a form collects and why, with the link to the privacy policy, under its button. Styled by
 * `formLayoutPrimitive`.
 */
export function CollectionNotice({ notice, privacyHref }: CollectionNoticeProps) {
  return (
    <p className="ebw-collection-notice" part="notice">
      {notice.before}
      <a href={privacyHref?.trim() || ourUrl(DEFAULT_PRIVACY_HREF)} target="_top">
        {notice.link}
      </a>
      {notice.after}
    </p>
  );
}

/** What the asterisk beside a required field's label means; above the fields. */
export function RequiredLegend() {
  return (
    <p className="ebw-required-legend" part="required-legend">
      {requiredLegend}
    </p>
  );
}

interface SubmitButtonProps {
  /** The form's state: the button is disabled while sending and over the rate limit. */
  lead: { busy: boolean; limited: boolean };
  copy: { submit: string; submitting: string };
  /** The gap above it in a column of fields (`ebw-form-submit`); true unless said otherwise. */
  spaced?: boolean;
}

/** A form's full-width call to action, which reads "Sending…" (its copy) while the lead is sent. */
export function SubmitButton({ lead, copy, spaced = true }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="accent"
      size="lg"
      block
      className={spaced ? "ebw-form-submit" : undefined}
      part="submit-button"
      disabled={lead.busy || lead.limited}
    >
      {lead.busy ? copy.submitting : copy.submit}
    </Button>
  );
}
