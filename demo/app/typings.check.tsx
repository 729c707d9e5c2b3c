/*
 * What the published typings refuse, checked by `tsc -p demo`: each line marked
 * `@ts-expect-error` must fail to type-check, or tsc reports the unused marker. Not bundled.
 * TypeScript lets any JSX attribute with a dash through when the element does not name it
 * (`data-*`, `aria-*`), so each element names every other element's attributes and listeners as
 * `never`: those are refused; a dashed name no element of ours has (`lead-sorce`) is not.
 */
import "eastside-broker-widgets/debt-calculator";
import "eastside-broker-widgets/exit-intent";
import "eastside-broker-widgets/lead-form";
import "eastside-broker-widgets/resource-download";
import type {} from "eastside-broker-widgets/react";

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

export function consent(): string | undefined {
  window.ebwConsent?.grant();
  window.addEventListener("ebw-consent", () => window.ebwConsent?.deny());
  // @ts-expect-error: the switch has grant(), deny() and status, nothing else
  window.ebwConsent?.allow();
  return window.ebwConsent?.status;
}
