import { generalInformationNotice, services } from "../../src/content";
import { usePage } from "../context";
import { Brand } from "./brand";
import { ContactList } from "./contact-list";
import { CurrentYear } from "./current-year";
import { LegalLine } from "./legal-line";
import { SocialLinks } from "./social-links";

/** The footer's way into the site's main pages, beside the services. */
const exploreLinks = [
  { href: "/start-here", label: "Start Here" },
  { href: "/locations", label: "Locations" },
  { href: "/resources", label: "Resources" },
  { href: "/debtconsol", label: "Debt Consolidation" },
  { href: "/debt-calculator", label: "Debt Calculator" },
  { href: "/about", label: "About" },
];

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
            {exploreLinks.map((link) => (
              <li key={link.href}>
                <a className="footer-link" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
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
