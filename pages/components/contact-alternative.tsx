import { ContactList } from "./contact-list";

/**
 * The phone and e-mail inside a form element's tag: shown until the element renders its own
 * shadow root over it, and all a visitor gets without JavaScript or if the form fails to load.
 */
export function ContactAlternative({ what }: { what: string }) {
  return (
    <div className="contact-alternative">
      <p>{what}</p>
      <ContactList className="contact-alternative-links" />
    </div>
  );
}
