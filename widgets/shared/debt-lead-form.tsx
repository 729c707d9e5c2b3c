import { type FormEvent, useRef, useState } from "react";
import { type DebtAmountBand, debtAmountBands } from "../../src/content/debt";
import { debtLeadForm as copy, formFailureToast } from "../../src/content/forms";
import { debtFormSource } from "../../src/content/lead-sources";
import type { SubmitLeadInput } from "../../src/schemas";
import { navigationTarget } from "../../src/site/links";
import { trackConversion } from "../../src/tracking/conversions";
import type { DebtLeadCheck } from "./debt-lead-validation";
import { dispatch } from "./events";
import { Field } from "./field";
import { CollectionNotice, Honeypot } from "./form-parts";
import { useLazyToaster } from "./lazy-toaster";
import { onDemand } from "./on-demand";
import { attribution, useSubmission } from "./use-submission";

// Loaded when the visitor first turns to the form, or on submit at the latest.
const validation = onDemand(() => import("./debt-lead-validation"));

type LeadFormMode = "inline" | "modal";

const DEFAULT_REDIRECT = "/thank-you";

type FieldName = "name" | "phone" | "debtAmount";
const fieldOrder: FieldName[] = ["name", "phone", "debtAmount"];
type Errors = Partial<Record<FieldName, string>>;

interface Values {
  name: string;
  phone: string;
  debtAmount: DebtAmountBand | "";
}

const emptyValues: Values = { name: "", phone: "", debtAmount: "" };

const bandOptions = debtAmountBands.map((band) => ({ value: band, label: band }));

/** This form's fields among a set of messages (the schema's or the server's). */
function ownFields(messages: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const field of fieldOrder) {
    const message = messages[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The messages for `values`; none until the checks have loaded (they have by the first submit). */
function validate(values: Values): Errors {
  const checked = validation.current?.checkDebtLead(values);
  return checked && !checked.ok ? ownFields(checked.messages) : {};
}

/** The visit's attribution; none rather than no lead when its module cannot load. */
async function visitAttribution() {
  try {
    return (await attribution.load()).getAttribution();
  } catch {
    return undefined;
  }
}

/** The `debt_consolidation` conversion, before the lead is sent, on the tags the host page has. */
function convert(body: SubmitLeadInput): void {
  if (body.kind !== "debt") return;
  trackConversion("debt_consolidation", {
    lead_source: body.source,
    debt_amount: body.debtAmount,
  });
}

interface LeadFormProps {
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
 * on submit and on every change after that. The checks and the toaster load when the visitor
 * first focuses or points at the form (or submits it), not with it. Sending, retrying, the outbox and the conversion
 * are `useSubmission`'s (src/api/submission.ts): a failed attempt keeps what was typed and its
 * idempotency key, so sending again can never store the lead twice, and the conversion fires
 * once per lead. Used by `<lead-form>` and inside `<debt-calculator>`'s dialog.
 */
export function LeadForm({
  host,
  mode,
  apiBase,
  redirect,
  leadSource,
  privacyHref,
}: LeadFormProps) {
  const toaster = useLazyToaster("lead-form");
  const [values, setValues] = useState<Values>(emptyValues);
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const stayOnPage = (redirect?.trim() || DEFAULT_REDIRECT).toLowerCase() === "none";
  const submission = useSubmission({ host, path: "/api/submit-lead", apiBase, convert });
  const sending = submission.state === "submitting";
  const shown: Errors = { ...ownFields(submission.serverErrors), ...errors };

  const change = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value } as Values;
    setValues(next);
    submission.reset();
    if (attempted) setErrors(validate(next));
  };

  const showFailure = () => {
    toaster
      .error(formFailureToast.title, { description: formFailureToast.description })
      .catch((error: unknown) => console.error("The lead form's toaster failed to load", error));
  };

  const engage = () => {
    validation.load().catch(() => {});
    toaster.want();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    toaster.want();
    let checked: DebtLeadCheck | undefined;
    try {
      checked = (await validation.load()).checkDebtLead(values);
    } catch {
      // The checks could not load (the visitor went offline): send as typed, trimmed, and let
      // the server's checks answer; offline, the outbox keeps the lead for the next visit.
      checked = undefined;
    }
    setAttempted(true);
    if (checked && !checked.ok) {
      const found = ownFields(checked.messages);
      setErrors(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const lead = checked?.lead ?? {
      name: values.name.trim(),
      phone: values.phone.trim(),
      debtAmount: values.debtAmount as DebtAmountBand,
    };
    const source = leadSource?.trim() || debtFormSource(mode);
    const outcome = await submission.submit({
      kind: "debt",
      ...lead,
      source,
      attribution: await visitAttribution(),
      website,
    });
    if (outcome.kind === "busy") return;
    if (outcome.kind === "stored") {
      setValues(emptyValues);
      setWebsite("");
      setAttempted(false);
      dispatch(host, "lead-submit", { id: String(outcome.reply.id), source });
      if (!stayOnPage) {
        const target = redirect?.trim() || DEFAULT_REDIRECT;
        window.location.assign(navigationTarget(target, DEFAULT_REDIRECT, document.baseURI).href);
      }
      return;
    }
    showFailure();
  }

  const showSubmitting = mode === "inline" && sending;

  return (
    <form
      ref={formRef}
      className="lf-form"
      part="form"
      noValidate
      aria-busy={sending || undefined}
      onSubmit={submit}
      onFocus={engage}
      onPointerOver={engage}
    >
      {submission.state === "done" && stayOnPage ? (
        <p className="lf-success" role="status" part="success">
          {copy.success}
        </p>
      ) : null}
      <Field
        name="name"
        label={copy.labels.name}
        autoComplete="name"
        value={values.name}
        onValueChange={(value) => change("name", value)}
        error={shown.name}
      />
      <Field
        name="phone"
        label={copy.labels.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.phone}
        onValueChange={(value) => change("phone", value)}
        error={shown.phone}
      />
      <Field
        name="debtAmount"
        label={copy.labels.debtAmount}
        options={bandOptions}
        placeholder={copy.debtAmountPlaceholder}
        value={values.debtAmount}
        onValueChange={(value) => change("debtAmount", value)}
        error={shown.debtAmount}
      />
      <Honeypot value={website} onValueChange={setWebsite} />
      <button
        type="submit"
        className={mode === "inline" ? "ebw-button ebw-bounce lf-submit" : "ebw-button lf-submit"}
        data-variant="accent"
        data-size="lg"
        data-block=""
        part="submit-button"
        disabled={showSubmitting}
      >
        {showSubmitting ? copy.submitting : copy.submit}
      </button>
      <CollectionNotice className="lf-notice" notice={copy.notice} privacyHref={privacyHref} />
      {toaster.element}
    </form>
  );
}
