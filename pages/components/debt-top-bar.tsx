import { usePage } from "../context";
import { Brand } from "./brand";
import { PhoneIcon } from "./icons";

interface DebtTopBarProps {
  /** Where the logo goes; the debt site sends it to the main site. */
  logoHref?: string;
}

export function DebtTopBar({ logoHref }: DebtTopBarProps) {
  const { config } = usePage();
  const href = logoHref ?? config.siteOrigin;
  return (
    <header className="top-bar">
      <div className="container top-bar-inner">
        <Brand href={href} external={/^https?:/.test(href)} />
        <a className="top-bar-phone" href={`tel:${config.phoneTel}`}>
          <PhoneIcon size={18} />
          Call {config.phoneDisplay} To Talk Now
        </a>
      </div>
    </header>
  );
}
