import type { CalculatorVariant } from "./calculator";
import type { LeadMagnetType } from "./types";

/**
 * Where on the site a lead was sent from: the `source` a form sends with it, unless the page
 * names its own through the form's `lead-source` attribute (that one is kept as sent).
 */
export type LeadSource =
  | "debt-lead"
  | `debt-lead-${"inline" | "modal"}`
  | `debt-landing-${"inline" | "modal"}`
  | `debt-calculator-${CalculatorVariant}`
  | "pre-approval"
  | "contact"
  | "chat"
  | `lead-magnet-${LeadMagnetType}`;

/** The debt lead form's source, by how it is shown. */
export const debtFormSource = (mode: "inline" | "modal"): LeadSource => `debt-lead-${mode}`;

/** The source of the lead form a calculator opens. */
export const calculatorSource = (variant: CalculatorVariant): LeadSource =>
  `debt-calculator-${variant}`;

/** The source of a resource request, by the resource's type. */
export const resourceSource = (type: LeadMagnetType): LeadSource => `lead-magnet-${type}`;

/**
 * How the broker reads each source in the e-mail's subject. A form's default source has no
 * label: the kind of lead already says which form it was.
 */
export const leadSourceLabels: Record<LeadSource, string> = {
  "debt-lead": "",
  "pre-approval": "",
  contact: "",
  chat: "",
  "debt-lead-inline": "inline form",
  "debt-lead-modal": "pop-up form",
  "debt-landing-inline": "inline form",
  "debt-landing-modal": "pop-up form",
  "debt-calculator-slider": "calculator",
  "debt-calculator-detailed": "calculator",
  "debt-calculator-compact": "calculator",
  "lead-magnet-spreadsheet": "free spreadsheet",
  "lead-magnet-guide": "free guide",
  "lead-magnet-checklist": "free checklist",
};

/**
 * The label of any source. One this site does not send (a page's own `lead-source`, or a widget
 * of an older release still cached) is read as its words: `suburb_page-bondi` is "suburb page
 * bondi".
 */
export function leadSourceLabel(source: string): string {
  return Object.hasOwn(leadSourceLabels, source)
    ? leadSourceLabels[source as LeadSource]
    : source.replace(/[-_]+/g, " ");
}
