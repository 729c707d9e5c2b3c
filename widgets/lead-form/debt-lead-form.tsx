import { useEffect } from "react";
import { type DebtAmountBand, debtAmountBandFor, debtAmountBands } from "../../src/content/debt";
import { debtLeadForm as copy, formFailureToast } from "../../src/content/forms";
import { debtFormSource } from "../../src/content/lead-sources";
import type { SubmitLeadInput } from "../../src/schemas";
import type { CalculatorLead } from "../../src/schemas/calculator-lead";
import { leadSourceSlug } from "../../src/schemas/lead-source";
import { navigationTarget } from "../../src/site/links";
import { onDemand } from "../shared/element/on-demand";
import { onForeignPage } from "../shared/element/widget-origin";
import { CollectionNotice, RequiredLegend } from "../shared/form/form-parts";
import { useLeadForm } from "../shared/form/use-lead-form";
import { Button } from "../shared/ui/button";
import { Field } from "../shared/ui/field";

// Loaded when the visitor first turns to the form, or on submit at the latest.
const validation = onDemand(() => import("./debt-lead-validation"));

type LeadFormMode = "inline" | "modal";

const DEFAULT_REDIRECT = "/thank-you";

const fields = ["name", "phone", "debtAmount"] as const;
type FieldName = (typeof fields)[number];

const bandOptions = debtAmountBands.map((band) => ({ value: band, label: band }));

/** The `debt_consolidation` conversion, reported once the server stored the lead. */
function conversion(body: SubmitLeadInput) {
  if (body.kind !== "debt") return null;
  return {
    name: "debt_consolidation",
    params: { lead_source: body.source, debt_amount: body.debtAmount },
  };
}

interface LeadFormProps {
  /** The custom element the form lives in; `lead-submit` is dispatched from it. */
  host: HTMLElement;
  /** Inline shows "Submitting..." while sending; the modal keeps its label (as specified). */
  mode: LeadFormMode;
  apiBase?: string | undefined;
  redirect?: string | undefined;
  leadSource?: string | undefined;
  privacyHref?: string | undefined;
  /** From the debt calculator: the debts, rate and figures the visitor saw, sent with the lead. */
  calculator?: CalculatorLead | undefined;
}

/**
 * The debt-consolidation lead form: name, phone and debt band, checked with `debtLeadSchema`.
 * The checks and the toaster load when the visitor first focuses or points at the form (or
 * submits it), not with it. Everything else a lead form does is `useLeadForm`'s. Once stored,
 * the visitor goes to the redirect after the conversion is with the page's tags (at most a
 * second), or, with `redirect="none"`, stays and is thanked in place. Used by `<lead-form>` and
 * inside `<debt-calculator>`'s dialog.
 */
export function LeadForm({
  host,
  mode,
  apiBase,
  redirect,
  leadSource,
  privacyHref,
  calculator,
}: LeadFormProps) {
  // With no redirect, another site's page stays and thanks in place: our thank-you page is no
  // page of theirs.
  const stayOnPage = redirect?.trim() ? redirect.trim().toLowerCase() === "none" : onForeignPage();
  const source = leadSourceSlug(leadSource, debtFormSource(mode));
  const lead = useLeadForm({
    host,
    path: "/api/submit-lead",
    apiBase,
    toasterPrefix: "lead-form",
    fields,
    required: fields,
    // From the calculator, the band of the debts the visitor entered: asked once, still changeable.
    ...(calculator?.debts.length
      ? {
          initial: {
            debtAmount: debtAmountBandFor(calculator.debts.reduce((sum, d) => sum + d.balance, 0)),
          },
        }
      : {}),
    check: async (values) => (await validation.load()).checkDebtLead(values),
    // Sent as typed, trimmed, when the checks could not load; the server's checks answer.
    unchecked: (values) => ({
      name: values.name.trim(),
      phone: values.phone.trim(),
      debtAmount: values.debtAmount as DebtAmountBand,
    }),
    toLead: (checked) => ({
      kind: "debt" as const,
      ...checked,
      source,
      ...(calculator ? { calculator } : {}),
    }),
    conversion,
    failure: formFailureToast,
    ...(stayOnPage ? { success: { title: copy.success } } : {}),
    // Our thank-you page offers the time; another site's page of its own is told nothing.
    bookingOnNextPage: !stayOnPage && !onForeignPage(),
    onStored: async ({ handedOver }) => {
      if (stayOnPage) return undefined;
      await handedOver;
      const target = redirect?.trim() || DEFAULT_REDIRECT;
      window.location.assign(navigationTarget(target, DEFAULT_REDIRECT, document.baseURI).href);
      return "leaving";
    },
    onEngage: () => void validation.load().catch(() => {}),
  });
  // The checks arrive once the form runs, in a task of their own, so a first press of the
  // button is answered at once rather than after fetching them.
  useEffect(() => {
    const later = setTimeout(() => void validation.load().catch(() => {}), 0);
    return () => clearTimeout(later);
  }, []);
  const field = (name: FieldName) => ({ ...lead.field(name), label: copy.labels[name] });
  const showSubmitting = mode === "inline" && lead.busy;

  return (
    <form className="ebw-form lf-form" part="form" {...lead.form}>
      {lead.status}
      {lead.bookingOpen ? null : (
        <>
          <RequiredLegend />
          <Field {...field("name")} autoComplete="name" />
          <Field {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" />
          <Field
            {...field("debtAmount")}
            options={bandOptions}
            placeholder={copy.debtAmountPlaceholder}
          />
          {lead.honeypot}
          <Button
            type="submit"
            variant="accent"
            size="lg"
            block
            bounce={mode === "inline"}
            className="ebw-form-submit lf-submit"
            part="submit-button"
            disabled={showSubmitting || lead.limited}
          >
            {showSubmitting ? copy.submitting : copy.submit}
          </Button>
          <CollectionNotice notice={copy.notice} privacyHref={privacyHref} />
        </>
      )}
      {lead.toaster.element}
    </form>
  );
}
