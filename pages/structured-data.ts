/**
 * The schema.org objects the catalogue pages put in `Page.structuredData`. Each is a complete
 * JSON-LD document with its own `@context`, so the head can write each one as it is.
 */
import type { SiteConfig } from "../src/config";
import type { Faq, Service, Testimonial } from "../src/content";

type JsonLd = Record<string, unknown>;

const SCHEMA_CONTEXT = "https://schema.org";

const siteUrl = (config: SiteConfig, path: string): string =>
  `${config.siteOrigin.replace(/\/+$/, "")}${path}`;

/** The brokerage as the provider of a service or the subject of a review. */
function brokerage(config: SiteConfig): JsonLd {
  return {
    "@type": "FinancialService",
    name: config.tradingName,
    legalName: config.businessName,
    url: siteUrl(config, "/"),
    telephone: config.phoneTel,
    email: config.email,
    address: { "@type": "PostalAddress", streetAddress: config.address, addressCountry: "AU" },
  };
}

export function faqPageData(faqs: Faq[]): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.q,
      acceptedAnswer: { "@type": "Answer", text: faq.a },
    })),
  };
}

export function serviceData(service: Service, config: SiteConfig): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Service",
    name: service.name,
    serviceType: "Mortgage broking",
    description: service.metaDescription,
    url: siteUrl(config, `/services/${service.slug}`),
    provider: brokerage(config),
    areaServed: { "@type": "City", name: "Sydney" },
  };
}

export function reviewData(review: Testimonial, config: SiteConfig): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Review",
    itemReviewed: brokerage(config),
    author: { "@type": "Person", name: review.name },
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    reviewBody: review.text,
  };
}
