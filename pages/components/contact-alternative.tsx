import { usePage } from "../context";
import { MailIcon, PhoneIcon } from "./icons";

/**
 * The phone and e-mail inside a form element's tag: shown until the element renders its own
 * shadow root over it, and all a visitor gets without JavaScript or if the form fails to load.
 */
export function ContactAlternative({ what }: { what: string }) {
  const { config } = usePage();
  return (
    <div className="contact-alternative">
      <p>{what}</p>
      <ul className="contact-alternative-links">
        <li>
          <PhoneIcon size={18} />
          <a href={`tel:${config.phoneTel}`}>{config.phoneDisplay}</a>
        </li>
        <li>
          <MailIcon size={18} />
          <a href={`mailto:${config.email}`}>{config.email}</a>
        </li>
      </ul>
    </div>
  );
}
