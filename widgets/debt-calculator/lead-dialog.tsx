import { useEffect } from "react";
import type { CalculatorVariantDefinition } from "../../src/content/calculator";
import type { CalculatorLead } from "../../src/schemas/calculator-lead";
import { onDemand } from "../shared/element/on-demand";
import { useOnDemand } from "../shared/element/use-on-demand";
import { Dialog } from "../shared/ui/dialog";

/**
 * The lead form, with its checks and toaster, is no part of the calculator's first view: it
 * loads when the visitor approaches the call to action, or when the dialog is asked to open.
 */
const leadForm = onDemand(() => import("../lead-form/debt-lead-form"));

/** Starts loading the form, so the dialog can open at once when asked. */
export function preloadLeadForm(): void {
  leadForm.load().catch(() => {});
}

interface LeadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: CalculatorVariantDefinition["dialog"];
  /** The calculator element: the lead form's events leave from it. */
  host: HTMLElement;
  apiBase: string | undefined;
  redirect: string | undefined;
  leadSource: string;
  privacyHref: string | undefined;
  /** What the visitor entered and was shown, sent with the lead. */
  calculator: CalculatorLead | undefined;
}

/** The lead form in a modal, opened by the call to action once the form has loaded. */
export function LeadDialog({
  open,
  onOpenChange,
  copy,
  host,
  apiBase,
  redirect,
  leadSource,
  privacyHref,
  calculator,
}: LeadDialogProps) {
  const [form, setForm] = useOnDemand(leadForm);

  useEffect(() => {
    if (!open || form) return;
    let current = true;
    leadForm.load().then(
      (module) => {
        if (current) setForm(module);
      },
      (error: unknown) => {
        console.error("The lead form failed to load", error);
        if (current) onOpenChange(false);
      },
    );
    return () => {
      current = false;
    };
  }, [open, form, onOpenChange, setForm]);

  const LeadForm = form?.LeadForm;
  return (
    <Dialog
      open={open && LeadForm !== undefined}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      className="dc-dialog"
    >
      {LeadForm ? (
        <LeadForm
          host={host}
          mode="modal"
          apiBase={apiBase}
          redirect={redirect}
          leadSource={leadSource}
          privacyHref={privacyHref}
          calculator={calculator}
        />
      ) : null}
    </Dialog>
  );
}
