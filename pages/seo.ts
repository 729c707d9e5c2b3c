/**
 * What search engines and link previews read: the business as structured data, breadcrumbs,
 * the sitemap and robots.txt. Pure functions of the configuration and the rendered pages.
 */
import type { SiteConfig } from "../src/config";
import { locations } from "../src/content";
import type { Site } from "./context";

type JsonLd = Record<string, unknown>;

/** The site-wide sharing image (1200 x 630 PNG), used when a page names none of its own. */
export const defaultSocialImage = {
  path: "/assets/images/social-card.png",
  width: 1200,
  height: 630,
  alt: "Home loans, refinancing and pre-approval in Sydney's Eastern Suburbs, 40+ lenders compared",
};

export function originFor(config: SiteConfig, site: Site): string {
  return (site === "debt" ? config.debtOrigin : config.siteOrigin).replace(/\/+$/, "");
}

const australianAddress = /^(.+?),\s*(.+?)\s+(NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s+(\d{4})$/;

/** "1 Example Street, Bondi Junction NSW 2022" as a PostalAddress; the whole line if unparsed. */
function postalAddress(address: string): JsonLd {
  const parts = address.trim().match(australianAddress);
  if (!parts) return { "@type": "PostalAddress", streetAddress: address, addressCountry: "AU" };
  return {
    "@type": "PostalAddress",
    streetAddress: parts[1],
    addressLocality: parts[2],
    addressRegion: parts[3],
    postalCode: parts[4],
    addressCountry: "AU",
  };
}

/** The brokerage as a local financial service, on every page of both sites. */
export function businessData(config: SiteConfig, site: Site): JsonLd {
  const origin = originFor(config, site);
  const mainOrigin = originFor(config, "main");
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    "@id": `${mainOrigin}/#business`,
    name: config.tradingName,
    legalName: config.businessName,
    url: `${mainOrigin}/`,
    logo: `${origin}/assets/images/logo-mark.svg`,
    image: `${origin}${defaultSocialImage.path}`,
    telephone: config.phoneTel,
    email: config.email,
    address: postalAddress(config.address),
    areaServed: locations.map((location) => ({
      "@type": "Place",
      name: `${location.name} ${location.state} ${location.postcode}`,
    })),
    description: `Mortgage broker comparing 40+ lenders for home loans, refinancing and pre-approval in Sydney's Eastern Suburbs. ${config.businessName} is a credit representative (Credit Representative Number ${config.creditRepNumber}) of ${config.licenseeName}, Australian Credit Licence ${config.aclNumber}.`,
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "Australian Credit Licence",
      name: `Australian Credit Licence ${config.aclNumber} (${config.licenseeName})`,
      recognizedBy: {
        "@type": "GovernmentOrganization",
        name: "Australian Securities and Investments Commission",
      },
    },
    sameAs: Object.values(config.social),
  };
}

export function breadcrumbData(origin: string, trail: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** JSON for a `<script>` element: `<` escaped so no text in the data can close the element. */
export function scriptJson(data: JsonLd): string {
  const withContext = "@context" in data ? data : { "@context": "https://schema.org", ...data };
  return JSON.stringify(withContext).replace(/</g, "\\u003c");
}

const xmlEscape = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A sitemap of the given paths on `origin`, home first, each once. */
export function sitemapXml(origin: string, paths: string[]): string {
  const unique = [...new Set(paths)].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : 0));
  const urls = unique.map((path) => `<url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
