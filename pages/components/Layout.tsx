import type { ReactNode } from "react";
import { usePage } from "../context";
import { DebtFooter } from "./DebtFooter";
import { DebtTopBar } from "./DebtTopBar";
import { LogoBar } from "./LogoBar";
import { MetaPixelBeacon } from "./MetaPixelBeacon";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { Widget } from "./Widget";

interface LayoutProps {
  /**
   * "site": the main navbar. "debt": the debt top bar (logo to the main site, phone on desktop).
   * "logo": a bar with only the logo, linking to /. "none": the page brings its own (a widget
   * with a logo). Defaults to the tree's own header.
   */
  header?: "site" | "debt" | "logo" | "none";
  /** Defaults to the tree's own footer. */
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
  const { tree } = usePage();
  const headerKind = header ?? (tree === "debt" ? "debt" : "site");
  const footerKind = footer ?? (tree === "debt" ? "debt" : "site");
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
      {tree === "main" ? <Widget tag="broker-chat" /> : null}
      <MetaPixelBeacon />
    </>
  );
}
