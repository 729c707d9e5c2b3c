import { generalInformationNotice, services } from "../../src/content";
import { usePage } from "../context";
import { Brand } from "./brand";
import { ContactList } from "./contact-list";
import { CurrentYear } from "./current-year";
import { LegalLine } from "./legal-line";
import { LinkItems, type SiteLink } from "./link-items";
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

const serviceLinks = services.slice(0, 6).map((service) => ({
  href: `/services/${service.slug}`,
  label: service.name,
}));

/** A column of links, named by its heading. */
function FooterLinks({ heading, links }: { heading: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="footer-heading">{heading}</h2>
      <ul className="footer-links">
        <LinkItems links={links} className="footer-link" />
      </ul>
    </nav>
  );
}

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
        <FooterLinks heading="Services" links={serviceLinks} />
        <FooterLinks heading="Explore" links={exploreLinks} />
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
