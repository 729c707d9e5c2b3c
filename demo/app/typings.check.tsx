/*
 * What the published typings refuse, checked by `tsc -p demo`: each line marked
 * `@ts-expect-error` must fail to type-check, or tsc reports the unused marker. Not bundled.
 * TypeScript lets any JSX attribute with a dash through when the element does not name it
 * (`data-*`, `aria-*`), so each element names every other element's attributes and listeners as
 * `never`: those are refused; a dashed name no element of ours has (`lead-sorce`) is not. The
 * components of `./react/<tag>` take camelCase names, each of which is checked, and refuse every
 * element's attributes and listeners by their HTML names; a dashed name no element has passes
 * there too, and the component says so in the console when it renders.
 */

import type {} from "eastside-broker-widgets/react";
import { DebtCalculator } from "eastside-broker-widgets/react/debt-calculator";
import { ExitIntent } from "eastside-broker-widgets/react/exit-intent";
import { LeadForm } from "eastside-broker-widgets/react/lead-form";
import { ResourceDownload } from "eastside-broker-widgets/react/resource-download";
import { createRef } from "react";

export const accepted = (
  <>
    <debt-calculator variant="compact" rate={6} api-base="https://broker.example" />
    <exit-intent disabled storage-key="seen" onexit-intent-open={(event) => event.detail} />
    <lead-form mode="modal" open onlead-submit={(event) => event.detail.id.toUpperCase()} />
    <lead-form className="wide" style={{ maxWidth: 480 }} onwidget-error={(e) => e.detail.tag} />
    <resource-download lead-magnet="first-home-buyers-guide" data-campaign="spring" />
    <debt-calculator variant="detailed" aria-label="Your debts" />
  </>
);

export const refused = (
  <>
    {/* @ts-expect-error: an attribute the calculator does not have */}
    <debt-calculator varient="detailed" />
    {/* @ts-expect-error: `rate` is a number */}
    <debt-calculator rate="high" />
    {/* @ts-expect-error: `disabled` is a boolean */}
    <exit-intent disabled="no" />
    {/* @ts-expect-error: React listens to `on` + the exact event name, `onlead-submit` */}
    <lead-form onLeadSubmit={() => undefined} />
    {/* @ts-expect-error: a lead's id is a string */}
    <lead-form onlead-submit={(event) => event.detail.id.toFixed()} />
    {/* @ts-expect-error: the calculator's change carries figures, not a string */}
    <debt-calculator oncalculator-change={(event: CustomEvent<string>) => event.detail} />
    {/* @ts-expect-error: `mode` is text (`inline` or `modal`) */}
    <lead-form mode={1} />
    {/* @ts-expect-error: `mode` is `inline` or `modal` */}
    <lead-form mode="popup" />
    {/* @ts-expect-error: the calculator's variants are `slider`, `detailed` and `compact` */}
    <debt-calculator variant="bogus" />
    {/* @ts-expect-error: a guide the content does not have */}
    <resource-download lead-magnet="no-such-guide" />
    {/* @ts-expect-error: the lead form fires no `calculator-change` */}
    <lead-form oncalculator-change={() => undefined} />
    {/* @ts-expect-error: `lead-magnet` is the resource form's, not the lead form's */}
    <lead-form lead-magnet="first-home-buyers-guide" />
    {/* @ts-expect-error: the calculator has no `storage-key` (the exit-intent offer's) */}
    <debt-calculator storage-key="seen" />
  </>
);

const leadFormRef = createRef<HTMLElementTagNameMap["lead-form"]>();

export const acceptedComponents = (
  <>
    <DebtCalculator variant="compact" rate={6} apiBase="https://broker.example" />
    <ExitIntent disabled storageKey="seen" onExitIntentOpen={(event) => event.detail.trigger} />
    <LeadForm mode="modal" open onLeadSubmit={(event) => event.detail.id.toUpperCase()} />
    <LeadForm ref={leadFormRef} className="wide" onWidgetError={(event) => event.detail.tag} />
    <ResourceDownload leadMagnet="first-home-buyers-guide" data-campaign="spring" />
    <DebtCalculator variant="detailed" aria-label="Your debts" style={{ maxWidth: 480 }} />
  </>
);

export const refusedComponents = (
  <>
    {/* @ts-expect-error: not one of the calculator's variants */}
    <DebtCalculator variant="bogus" />
    {/* @ts-expect-error: `mode` is `inline` or `modal` */}
    <LeadForm mode="popup" />
    {/* @ts-expect-error: a guide the content does not have */}
    <ResourceDownload leadMagnet="no-such-guide" />
    {/* @ts-expect-error: misspelt `leadSource` */}
    <LeadForm leadSorce="app" />
    {/* @ts-expect-error: an attribute by its HTML name: the component's prop is `leadSource` */}
    <LeadForm lead-source="app" />
    {/* @ts-expect-error: a listener by its HTML name: the component's prop is `onLeadSubmit` */}
    <LeadForm onlead-submit={() => undefined} />
    {/* @ts-expect-error: another element's attribute by its HTML name */}
    <LeadForm lead-magnet="first-home-buyers-guide" />
    {/* @ts-expect-error: the lead form fires no `calculator-change` */}
    <LeadForm onCalculatorChange={() => undefined} />
    {/* @ts-expect-error: `leadMagnet` is the resource form's, not the lead form's */}
    <LeadForm leadMagnet="first-home-buyers-guide" />
    {/* @ts-expect-error: `rate` is a number */}
    <DebtCalculator rate="high" />
    {/* @ts-expect-error: a lead's id is a string */}
    <LeadForm onLeadSubmit={(event) => event.detail.id.toFixed()} />
  </>
);

export function consent(): string | undefined {
  window.ebwConsent?.grant();
  window.addEventListener("ebw-consent", () => window.ebwConsent?.deny());
  // @ts-expect-error: the switch has grant(), deny() and status, nothing else
  window.ebwConsent?.allow();
  return window.ebwConsent?.status;
}
