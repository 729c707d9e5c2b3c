import type { ReactNode } from "react";
import { usePage } from "../context";
import { DebtFooter } from "./debt-footer";
import { DebtTopBar } from "./debt-top-bar";
import { LogoBar } from "./logo-bar";
import { MetaPixelBeacon } from "./meta-pixel-beacon";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { Widget } from "./widget";

interface LayoutProps {
  /**
   * "site": the main navbar. "debt": the debt top bar (logo to the main site, phone on desktop).
   * "logo": a bar with only the logo, linking to /. "none": the page brings its own (a widget
   * with a logo). Defaults to the site's own header.
   */
  header?: "site" | "debt" | "logo" | "none";
  /** Defaults to the site's own footer. */
  footer?: "site" | "debt";
  /** Where the debt top bar's logo goes, when not to the main site. */
  logoHref?: string;
  /** Class on <main> for page-specific layout. */
  className?: string;
  children: ReactNode;
  /** Floating controls and widgets placed after the footer (modals, fixed buttons). */
  overlays?: ReactNode;
}

export function Layout({ header, footer, logoHref, className, children, overlays }: LayoutProps) {
  const { site } = usePage();
  const headerKind = header ?? (site === "debt" ? "debt" : "site");
  const footerKind = footer ?? (site === "debt" ? "debt" : "site");
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {headerKind === "site" ? <SiteHeader /> : null}
      {headerKind === "debt" ? <DebtTopBar logoHref={logoHref} /> : null}
      {headerKind === "logo" ? <LogoBar /> : null}
      <main id="main" tabIndex={-1} className={className}>
        {children}
      </main>
      {footerKind === "site" ? <SiteFooter /> : <DebtFooter />}
      {overlays}
      {/* The chat assistant on every main-site page; an unknown tag renders nothing. The site is
          light only, so it shows no theme switch that would change nothing. */}
      {site === "main" ? <Widget tag="broker-chat" /> : null}
      <MetaPixelBeacon />
    </>
  );
}
