import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  flushOutbox,
  forgetSent,
  isFinalAnswer,
  newIdempotencyKey,
  rememberUnsent,
  resolveApiBase,
  submitLead,
} from "../../src/api";
import { type DebtAmountBand, debtAmountBands } from "../../src/content/debt";
import { debtLeadSchema, fieldErrors } from "../../src/schemas";
import { navigationTarget } from "../../src/site/links";
import { browserStorage } from "../../src/site/storage";
import { getAttribution, trackConversion } from "../../src/tracking";
import { hostOf, type WidgetProps } from "../shared/define-element";
import { Dialog } from "../shared/dialog";
import { dispatch } from "../shared/events";
import { Select } from "../shared/select";
import { toast, useToasterId, WidgetToaster } from "../shared/toaster";

/** What `lead-submit` carries. */
export interface LeadSubmitDetail {
  /** The stored lead's id, as the server returned it. */
  id: string;
  /** The `source` the lead was sent with. */
  source: string;
  /**
   * True when the lead was sent again in the background: an earlier attempt got no answer (or a
   * 5xx) and the visitor left; this page's form found it waiting and the server has now stored
   * it. Absent on an ordinary submission.
   */
  resent?: boolean;
}

export type LeadFormMode = "inline" | "modal";

export const DEFAULT_REDIRECT = "/thank-you";
export const DEFAULT_PRIVACY_HREF = "/privacy";
export const DEFAULT_HEADING = "See How Much You Could Save";
export const SUBMIT_LABEL = "See My Potential Savings";

const failureToast = {
  title: "Error",
  description: "There was a problem sending your message. Please try again.",
} as const;

type Field = "name" | "phone" | "debtAmount";
const fieldOrder: Field[] = ["name", "phone", "debtAmount"];

interface Values {
  name: string;
  phone: string;
  debtAmount: DebtAmountBand | "";
}

const emptyValues: Values = { name: "", phone: "", debtAmount: "" };

/** Keys a form of this page is sending right now; a background flush leaves them alone. */
const sendingKeys = new Set<string>();

/**
 * Sends the leads an earlier page could not (see src/api/outbox.ts). Each `lead-submit` goes out
 * from `host` with `resent: true`; nothing is shown and nobody navigates.
 */
async function resendWaitingLeads(host: HTMLElement): Promise<void> {
  const { sent } = await flushOutbox(browserStorage("localStorage"), submitLead, Date.now(), {
    skip: (key) => sendingKeys.has(key),
  });
  for (const { entry, id } of sent) {
    const source = typeof entry.body.source === "string" ? entry.body.source : "";
    dispatch(host, "lead-submit", { id, source, resent: true });
  }
}

const bandOptions = debtAmountBands.map((band) => ({ value: band, label: band }));

function validate(values: Values): Partial<Record<Field, string>> {
  const parsed = debtLeadSchema.safeParse(values);
  if (parsed.success) return {};
  const messages = fieldErrors(parsed.error);
  const errors: Partial<Record<Field, string>> = {};
  for (const field of fieldOrder) {
    const message = messages[field];
    if (message) errors[field] = message;
  }
  return errors;
}

export interface LeadFormProps {
  /** The custom element the form lives in; `lead-submit` is dispatched from it. */
  host: HTMLElement;
  /** Inline shows "Submitting..." while sending; the modal keeps its label (as specified). */
  mode: LeadFormMode;
  apiBase?: string;
  redirect?: string;
  leadSource?: string;
  privacyHref?: string;
}

/**
 * The debt-consolidation lead form: name, phone and debt band, validated with `debtLeadSchema`
 * on submit and on every change after that. One submission at a time; a failed one keeps what
 * was typed and its idempotency key, so sending again can never store the lead twice.
 * Until the server answers for good (2xx or 4xx), the attempt also waits in the browser's lead
 * outbox (`src/api/outbox.ts`); every mounted form resends what is waiting there, on mount and on
 * the window's `online` event, and fires `lead-submit` with `resent: true` for each one stored.
 * Used by `<lead-form>` and inside `<debt-calculator>`'s dialog.
 */
export function LeadForm({
  host,
  mode,
  apiBase,
  redirect,
  leadSource,
  privacyHref,
}: LeadFormProps) {
  const id = useId();
  const toasterId = useToasterId("lead-form");
  const [values, setValues] = useState<Values>(emptyValues);
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const inFlight = useRef(false);
  const attemptKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The visit's attribution is fixed by the first page that shows a lead form.
  useEffect(() => {
    getAttribution();
  }, []);

  // Leads that found no server earlier (this page or another) go out now and when back online.
  useEffect(() => {
    const resend = () => void resendWaitingLeads(host);
    resend();
    window.addEventListener("online", resend);
    return () => window.removeEventListener("online", resend);
  }, [host]);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value } as Values;
    setValues(next);
    setSent(false);
    if (attempted) setErrors(validate(next));
  };

  const focusField = (field: Field) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setAttempted(true);
    const parsed = debtLeadSchema.safeParse(values);
    if (!parsed.success) {
      const found = validate(values);
      setErrors(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSending(true);
    const source =
      leadSource?.trim() || (mode === "modal" ? "debt-lead-modal" : "debt-lead-inline");
    trackConversion("debt_consolidation", {
      lead_source: source,
      debt_amount: parsed.data.debtAmount,
    });
    const base = resolveApiBase(apiBase, import.meta.url);
    const body = {
      kind: "debt" as const,
      ...parsed.data,
      source,
      attribution: getAttribution(),
      website,
    };
    const outbox = browserStorage("localStorage");
    const sendOnce = async (key: string) => {
      // Written before sending, so closing the tab mid-request loses nothing either; kept until
      // the server gives a final answer (honeypot-filled attempts are never kept).
      rememberUnsent(outbox, { key, apiBase: base, body, savedAt: Date.now() });
      sendingKeys.add(key);
      const answer = await submitLead(base, body, key);
      sendingKeys.delete(key);
      if (isFinalAnswer(answer)) forgetSent(outbox, key);
      return answer;
    };
    attemptKey.current ??= newIdempotencyKey();
    let result = await sendOnce(attemptKey.current);
    if (result.status === 409) {
      // An earlier version of this attempt already reached the broker (resent in the background
      // before the visitor corrected a field): the corrected one goes as a lead of its own.
      attemptKey.current = newIdempotencyKey();
      result = await sendOnce(attemptKey.current);
    }
    inFlight.current = false;
    setSending(false);

    if (result.ok) {
      attemptKey.current = null;
      setValues(emptyValues);
      setWebsite("");
      setAttempted(false);
      dispatch(host, "lead-submit", { id: String(result.data.id), source });
      const target = redirect?.trim() || DEFAULT_REDIRECT;
      if (target.toLowerCase() === "none") setSent(true);
      else
        window.location.assign(navigationTarget(target, DEFAULT_REDIRECT, document.baseURI).href);
      return;
    }

    if (result.status === 400 && result.fields) {
      const fromServer: Partial<Record<Field, string>> = {};
      for (const field of fieldOrder) {
        const message = result.fields[field];
        if (message) fromServer[field] = message;
      }
      setErrors(fromServer);
    }
    toast.error(failureToast.title, { description: failureToast.description, toasterId });
  }

  const showSubmitting = mode === "inline" && sending;
  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form
      ref={formRef}
      className="lf-form"
      part="form"
      noValidate
      aria-busy={sending || undefined}
      onSubmit={submit}
    >
      {sent ? (
        <p className="lf-success" role="status" part="success">
          Thank you! We've received your details and a broker will be in touch shortly.
        </p>
      ) : null}
      <div className="lf-field">
        <label htmlFor={`${id}-name`}>Your Name</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          value={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
          onChange={(event) => change("name", event.currentTarget.value)}
        />
        <FieldError id={describedBy("name")} message={errors.name} />
      </div>
      <div className="lf-field">
        <label htmlFor={`${id}-phone`}>Phone Number</label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy("phone")}
          onChange={(event) => change("phone", event.currentTarget.value)}
        />
        <FieldError id={describedBy("phone")} message={errors.phone} />
      </div>
      <div className="lf-field">
        <label htmlFor={`${id}-debtAmount`}>How much debt do you have?</label>
        <Select
          id={`${id}-debtAmount`}
          name="debtAmount"
          value={values.debtAmount}
          onValueChange={(value) => change("debtAmount", value)}
          options={bandOptions}
          placeholder="Select your debt amount"
          invalid={Boolean(errors.debtAmount)}
          aria-describedby={describedBy("debtAmount")}
        />
        <FieldError id={describedBy("debtAmount")} message={errors.debtAmount} />
      </div>
      {/* Left empty by people (they never see it); bots that fill every field give themselves away. */}
      <div className="lf-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.currentTarget.value)}
        />
      </div>
      <button
        type="submit"
        className={mode === "inline" ? "ebw-button ebw-bounce lf-submit" : "ebw-button lf-submit"}
        data-variant="accent"
        data-size="lg"
        data-block=""
        part="submit-button"
        disabled={showSubmitting}
      >
        {showSubmitting ? "Submitting..." : SUBMIT_LABEL}
      </button>
      <p className="lf-notice" part="notice">
        We collect your name, phone number and debt range only to contact you about consolidating
        your debts. See our{" "}
        <a href={privacyHref?.trim() || DEFAULT_PRIVACY_HREF} target="_top">
          Privacy Policy
        </a>
        .
      </p>
      <WidgetToaster id={toasterId} />
    </form>
  );
}

function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!id || !message) return null;
  return (
    <p id={id} className="lf-error" part="error">
      {message}
    </p>
  );
}

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
 * @attr mode - `inline` (default): heading, the form, "Submitting..." while sending. `modal`: a
 *   native `<dialog>` opened by `show()`, the `open` attribute, or a click on any element of the
 *   page with `data-open-lead-form` (also inside other widgets' shadow roots, also added later).
 * @attr api-base - Origin of `/api/submit-lead`; default: where the script was loaded from.
 * @attr redirect - Where the visitor goes after a successful submission (default
 *   `/thank-you`); `none` stays and shows a thank-you message.
 * @attr lead-source - `source` sent with the lead (default `debt-lead-inline` /
 *   `debt-lead-modal`).
 * @attr privacy-href - The privacy policy in the collection notice (default `/privacy`).
 * @attr heading - The inline heading or the modal's title (default "See How Much You Could
 *   Save").
 * @attr open - Modal only: whether the dialog is open; reflects `show()` / `hide()`.
 *
 * @method show - Opens the modal.
 * @method hide - Closes the modal.
 *
 * @fires lead-submit - `{ id, source }` after the server stored the lead, before navigating.
 *   Bubbles, composed; also pushed to `dataLayer` if present. Before sending, the
 *   `debt_consolidation` conversion goes to `dataLayer`, `gtag` and `fbq` where present.
 *   Also `{ id, source, resent: true }` when this element sent, in the background, a lead that
 *   an earlier attempt could not deliver (no connection, timeout, 5xx) and that waited in the
 *   browser (localStorage `ebw-lead-outbox`, up to 5 leads for 7 days, same Idempotency-Key so
 *   it is stored once). It is sent when any lead form mounts (on this or a later page of the same
 *   site) and when the browser comes back online; nothing is shown, nobody is redirected. It is
 *   a lead the broker really received, so it counts as a submission; `source` is where it was
 *   filled in, which may be another page. Count leads by `id`: a visitor who also retries by
 *   hand gets the same `id` twice.
 *
 * @csspart root - The inline form's box.
 * @csspart heading - The inline heading.
 * @csspart form - The form.
 * @csspart error - A field's message.
 * @csspart submit-button - The submit button.
 * @csspart notice - The collection notice.
 * @csspart success - The thank-you message when `redirect="none"`.
 * @csspart dialog - The modal (also `panel`, `title`, `description`, `body`, `close-button`).
 * @csspart toaster - The toast layer.
 *
 * @cssproperty --ebw-accent - Submit button (default #15803d here, dark enough for white text).
 * @cssproperty --ebw-danger - Field messages and invalid borders.
 * @cssproperty --ebw-font, --ebw-text, --ebw-muted, --ebw-surface, --ebw-border, --ebw-primary,
 *   --ebw-radius, --ebw-focus, --ebw-backdrop - As in every widget (widgets/shared/base.css).
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
  const title = heading?.trim() || DEFAULT_HEADING;
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
        description="Tell us a little about your debts and a broker will show you how much you could save."
        className="lf-dialog"
      >
        {form}
      </Dialog>
    );
  }

  return (
    <section className="lf" part="root" aria-labelledby={headingId}>
      <h2 id={headingId} className="lf-heading" part="heading">
        {title}
      </h2>
      <p className="lf-lede">
        No forms and no stress. Leave your details and we'll call you for a quick, free chat.
      </p>
      {form}
    </section>
  );
}
