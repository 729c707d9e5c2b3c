import { usePage } from "../context";
import { MailIcon, MapPinIcon, PhoneIcon } from "./icons";

/**
 * The broker's phone and e-mail as links, each behind its icon, and the street address where
 * `withAddress` asks for it: the footer's contact column and a form's no-JavaScript alternative.
 */
export function ContactList({
  className,
  withAddress = false,
}: {
  className: string;
  withAddress?: boolean;
}) {
  const { config } = usePage();
  return (
    <ul className={className}>
      <li>
        <PhoneIcon size={18} />
        <a href={`tel:${config.phoneTel}`}>{config.phoneDisplay}</a>
      </li>
      <li>
        <MailIcon size={18} />
        <a href={`mailto:${config.email}`}>{config.email}</a>
      </li>
      {withAddress ? (
        <li>
          <MapPinIcon size={18} />
          <span>{config.address}</span>
        </li>
      ) : null}
    </ul>
  );
}
