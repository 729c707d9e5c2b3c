import type { ComponentProps, ReactNode } from "react";
import { CollectionNotice, RequiredLegend, SubmitButton } from "./form-parts";

export interface FormCardProps {
  /** The form's `useLeadForm`: its `<form>` props, outcome, honeypot, toaster and state. */
  lead: {
    form: ComponentProps<"form">;
    status: ReactNode;
    honeypot: ReactNode;
    toaster: { element: ReactNode };
    busy: boolean;
    limited: boolean;
    bookingOpen: boolean;
  };
  copy: {
    submit: string;
    submitting: string;
    notice: { before: string; link: string; after: string };
  };
  privacyHref?: string | undefined;
  /** Above the form: its heading, and its lede if it has one. */
  header: ReactNode;
  /** The heading's id when it names the whole card rather than the form. */
  cardLabelledBy?: string | undefined;
  /** What names the form, when not the card. */
  formLabel?: Pick<ComponentProps<"form">, "aria-label" | "aria-labelledby">;
  /** The fields, in the order they are shown. */
  children: ReactNode;
}

/**
 * A form that stands on its own on a page (`<contact-form>`, `<preapproval-form>`), in its card:
 * the heading the form gives, then the outcome said in place, what the asterisk means, the
 * fields, the honeypot, the button and the collection notice, and the toaster after the form.
 * While the booking step follows the thanks, it takes the fields' place.
 */
export function FormCard({
  lead,
  copy,
  privacyHref,
  header,
  cardLabelledBy,
  formLabel,
  children,
}: FormCardProps) {
  return (
    <section className="ebw-form-root ebw-card" part="root" aria-labelledby={cardLabelledBy}>
      {header}
      <form className="ebw-form" part="form" {...formLabel} {...lead.form}>
        {lead.status}
        {lead.bookingOpen ? null : (
          <>
            <RequiredLegend />
            {children}
            {lead.honeypot}
            <SubmitButton lead={lead} copy={copy} />
            <CollectionNotice notice={copy.notice} privacyHref={privacyHref} />
          </>
        )}
      </form>
      {lead.toaster.element}
    </section>
  );
}
