import { useEffect, useId } from "react";
import { debtLeadForm as copy } from "../../src/content/forms";
import type { AttributeProps } from "../shared/element/declaration";
import { hostOf, type WidgetProps } from "../shared/element/define-element";
import { Dialog } from "../shared/ui/dialog";
import { LeadForm } from "./debt-lead-form";
import type { leadForm } from "./declaration";

export type LeadFormElementProps = AttributeProps<typeof leadForm>;

/** The element a page opens through `show()`, `open` or a `data-open-lead-form` button. */
export interface LeadFormElement extends HTMLElement {
  open: boolean | undefined;
  show(): void;
  hide(): void;
}

/** `<lead-form>`'s widget; what a page can set, hear and style is declared in `./declaration.ts`. */
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
  const title = heading?.trim() || copy.heading;
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
      // Out of the page (removed, or being moved), the modal is no one's to open.
      if (!opener || !host.isConnected) return;
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
        description={copy.modalDescription}
        className="lf-dialog"
      >
        {form}
      </Dialog>
    );
  }

  return (
    <section className="ebw-form-root ebw-card" part="root" aria-labelledby={headingId}>
      <h2 id={headingId} className="ebw-form-heading lf-heading" part="heading">
        {title}
      </h2>
      <p className="ebw-form-lede">{copy.lede}</p>
      {form}
    </section>
  );
}
