import { locations, services } from "../../src/content";
import { usePage } from "../context";
import { Brand } from "./brand";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "./icons";
import { LinkItems, type SiteLink } from "./link-items";
import { NewTabLink } from "./new-tab-link";
import { SocialLinks } from "./social-links";

interface DropdownProps {
  id: string;
  label: string;
  links: SiteLink[];
  /** The index page closing the list ("All services"). */
  all: SiteLink;
}

// Opens on hover or focus and closes 150 ms after the pointer leaves (page script); without the
// script, CSS opens it on hover and focus so the links stay reachable.
function Dropdown({ id, label, links, all }: DropdownProps) {
  return (
    <li className="nav-dropdown" data-dropdown="" data-state="closed">
      <button
        type="button"
        className="nav-link nav-dropdown-trigger"
        aria-expanded="false"
        aria-controls={id}
        data-dropdown-trigger=""
      >
        {label}
        <ChevronDownIcon size={16} className="nav-chevron" />
      </button>
      <ul className="nav-dropdown-menu" id={id}>
        <LinkItems links={links} className="nav-menu-link" />
        <li>
          <a className="nav-menu-link nav-menu-link-all" href={all.href}>
            {all.label}
          </a>
        </li>
      </ul>
    </li>
  );
}

export function SiteHeader() {
  const { config, path } = usePage();
  const serviceLinks = services.map((service) => ({
    href: `/services/${service.slug}`,
    label: service.name,
  }));
  const locationLinks = locations.map((location) => ({
    href: `/mortgage-broker-${location.slug}`,
    label: location.name,
  }));
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Brand href="/" />
        <button
          type="button"
          className="nav-toggle"
          aria-expanded="false"
          aria-controls="site-nav"
          data-nav-toggle=""
        >
          <MenuIcon size={24} className="icon-menu" />
          <CloseIcon size={24} className="icon-close" />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav className="site-nav" id="site-nav" aria-label="Main" data-state="closed">
          <ul className="nav-list">
            <li>
              <a className="nav-link" href="/start-here">
                Start Here
              </a>
            </li>
            <Dropdown
              id="nav-services"
              label="Services"
              links={serviceLinks}
              all={{ href: "/services", label: "All services" }}
            />
            <Dropdown
              id="nav-locations"
              label="Locations"
              links={locationLinks}
              all={{ href: "/locations", label: "All locations" }}
            />
            <li>
              <a className="nav-link" href="/resources">
                Resources
              </a>
            </li>
            <li>
              <a className="nav-link" href="/about">
                About
              </a>
            </li>
          </ul>
          <div className="nav-actions">
            <SocialLinks className="social-links nav-social" />
            {path === "/strategy" ? (
              // The page script starts checkout from here; the server answers with the payment page.
              <button type="button" className="btn btn-primary" data-checkout="">
                Book My Session
              </button>
            ) : (
              <NewTabLink className="btn btn-primary" href={config.referralUrl}>
                Get Pre-Approved
              </NewTabLink>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
