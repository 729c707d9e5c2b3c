import { usePage } from "../context";
import { Brand } from "./brand";
import { CurrentYear } from "./current-year";
import { PhoneIcon } from "./icons";
import { LegalLine } from "./legal-line";

export function DebtFooter() {
  const { config } = usePage();
  return (
    <footer className="debt-footer">
      <div className="container debt-footer-inner">
        <Brand href="/" />
        <ul className="debt-footer-links">
          <li>
            <a href="/privacy">Privacy Policy</a>
          </li>
          <li>
            <a className="contact-link" href={`tel:${config.phoneTel}`}>
              <PhoneIcon size={16} />
              {config.phoneDisplay}
            </a>
          </li>
        </ul>
      </div>
      <div className="container debt-footer-legal">
        <LegalLine />
        <p>
          © <CurrentYear /> {config.businessName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
