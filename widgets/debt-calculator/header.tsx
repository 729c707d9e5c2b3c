import { useEffect, useState } from "react";
import { siteConfig } from "../../src/config";
import type { CalculatorVariantDefinition } from "../../src/content/calculator";
import { navigationTarget } from "../../src/site/links";
import { onForeignPage, ourUrl } from "../shared/element/widget-origin";

/** Logo (where the variant has one), title and subtitle. */
export function CalculatorHeader({ content }: { content: CalculatorVariantDefinition }) {
  return (
    <header className="dc-header" part="header">
      {content.logo ? <Logo /> : null}
      <h2 className="dc-title" part="title">
        {content.title}
      </h2>
      <p className="dc-subtitle">{content.subtitle}</p>
    </header>
  );
}

function Logo() {
  const href = useHomeHref();
  return (
    <a className="dc-logo" href={href} part="logo">
      <LogoMark />
      <span>{siteConfig.tradingName}</span>
    </a>
  );
}

/**
 * The site's home page, on the same site the visitor is on (see `navigationTarget`); on another
 * origin's page (an embed) our home page, not the host's. "/" until the page's address can be
 * read, which happens after rendering so a server can render it too.
 */
function useHomeHref(): string {
  const [href, setHref] = useState("/");
  useEffect(() => {
    if (onForeignPage()) {
      setHref(ourUrl("/"));
    } else {
      const home = navigationTarget("/", "/", document.baseURI);
      setHref(home.pathname + home.search);
    }
  }, []);
  return href;
}

function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--_primary)" />
      <path
        d="M8 16.5 16 9l8 7.5M11 15v8h10v-8"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
