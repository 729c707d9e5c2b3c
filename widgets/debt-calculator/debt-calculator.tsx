import { useEffect, useSyncExternalStore } from "react";
import { warnWithoutApiBase } from "../shared/element/api-base-warning";
import type { WidgetProps } from "../shared/element/define-element";
import { CalculatorLayout } from "./calculator-layout";
import type { DebtCalculatorProps } from "./options";
import { variantOf } from "./starting-state";

export type DebtCalculatorElement = HTMLElement & DebtCalculatorProps;

const noSubscription = () => () => undefined;
const noSearch = () => "";
/** The page's query when it carries shared figures ("?calc=…"); otherwise nothing to restore. */
const sharedSearch = () =>
  new URLSearchParams(window.location.search).has("calc") ? window.location.search : "";

/** `<debt-calculator>`'s widget; what a page can set, hear and style is declared in `./declaration.ts`. */
export function DebtCalculatorWidget(props: DebtCalculatorProps & WidgetProps) {
  const variant = variantOf(props.variant);
  // The page address is read here, at the element's edge, so the layout below stays a function
  // of its props. A pre-rendered first view (and hydration) has no address; a shared link's
  // figures then replace it, as a new layout, right after the element takes over.
  const search = useSyncExternalStore(noSubscription, sharedSearch, noSearch);
  // Its lead form sends to `api-base`: said now, not only once the visitor opens the form.
  const { container, apiBase } = props;
  useEffect(() => warnWithoutApiBase(container.host.localName, apiBase), [container, apiBase]);
  // A different variant (or shared figures) is a different calculator: it starts again.
  return (
    <CalculatorLayout key={`${variant}${search}`} {...props} variant={variant} search={search} />
  );
}
