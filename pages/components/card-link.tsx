import { ArrowRightIcon } from "./icons";

interface CardLinkProps {
  href: string;
  label: string;
  /** What the card is about, read after the label by screen readers ("Learn more about Bondi"). */
  about: string;
}

/** The link at the foot of a catalogue card: its label and an arrow. */
export function CardLink({ href, label, about }: CardLinkProps) {
  return (
    <a className="card-link" href={href}>
      {label}
      <span className="visually-hidden"> about {about}</span>
      <ArrowRightIcon size={18} />
    </a>
  );
}
