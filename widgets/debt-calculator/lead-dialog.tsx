import type { CalculatorVariantContent } from "../../src/content/calculator";
import { LeadForm } from "../shared/debt-lead-form";
import { Dialog } from "../shared/dialog";

interface LeadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: CalculatorVariantContent["dialog"];
  /** The calculator element: the lead form's events leave from it. */
  host: HTMLElement;
  apiBase: string | undefined;
  redirect: string | undefined;
  leadSource: string;
  privacyHref: string | undefined;
}

/** The lead form in a modal, opened by the call to action. */
export function LeadDialog({
  open,
  onOpenChange,
  copy,
  host,
  apiBase,
  redirect,
  leadSource,
  privacyHref,
}: LeadDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      className="dc-dialog"
    >
      <LeadForm
        host={host}
        mode="modal"
        apiBase={apiBase}
        redirect={redirect}
        leadSource={leadSource}
        privacyHref={privacyHref}
      />
    </Dialog>
  );
}
