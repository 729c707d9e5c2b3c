import { generalInformationNotice, services } from "../../src/content";
import { usePage } from "../context";
import { Brand } from "./brand";
import { ContactList } from "./contact-list";
import { CurrentYear } from "./current-year";
import { LegalLine } from "./legal-line";
import { SocialLinks } from "./social-links";

export function SiteFooter() {
  const { config } = usePage();
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div className="site-footer-about">
          <Brand href="/" />
          <LegalLine />
          <p className="legal-line">{generalInformationNotice}</p>
          <SocialLinks />
        </div>
        <nav aria-label="Services">
          <h2 className="footer-heading">Services</h2>
          <ul className="footer-links">
            {services.slice(0, 6).map((service) => (
              <li key={service.slug}>
                <a className="footer-link" href={`/services/${service.slug}`}>
                  {service.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Explore">
          <h2 className="footer-heading">Explore</h2>
          <ul className="footer-links">
            <li>
              <a className="footer-link" href="/start-here">
                Start Here
              </a>
            </li>
            <li>
              <a className="footer-link" href="/locations">
                Locations
              </a>
            </li>
            <li>
              <a className="footer-link" href="/resources">
                Resources
              </a>
            </li>
            <li>
              <a className="footer-link" href="/debtconsol">
                Debt Consolidation
              </a>
            </li>
            <li>
              <a className="footer-link" href="/debt-calculator">
                Debt Calculator
              </a>
            </li>
            <li>
              <a className="footer-link" href="/about">
                About
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">Contact</h2>
          <ContactList className="footer-contact" withAddress />
        </div>
      </div>
      <div className="container site-footer-bottom">
        <p>
          © <CurrentYear /> {config.businessName}. All rights reserved.
        </p>
        <a className="footer-link" href="/privacy">
          Privacy Policy
        </a>
      </div>
    </footer>
  );
}
