import { type CustomSuburbContent, type Location, suburbPage } from "../../src/content";
import { ClosingCall } from "../components/closing-call";
import { FaqAccordion } from "../components/faq-accordion";
import { GeneralInformation } from "../components/general-information";
import { ArrowRightIcon } from "../components/icons";
import { Layout } from "../components/layout";
import { CheckList } from "../components/lists";
import { PageHero } from "../components/page-hero";
import { Section } from "../components/section";
import type { Page } from "../page";
import { faqPageData } from "../structured-data";

export interface CustomSuburbPageInput {
  location: Location;
  /** The suburb's copy, business details already filled in. */
  content: CustomSuburbContent;
  canonicalPath: string;
}

/**
 * The custom suburb layout, Rose Bay's only: image, why choose us, services, the local
 * market, FAQs, a call to action and a link on to a neighbouring suburb's page.
 */
export function customSuburbPage({
  location,
  content,
  canonicalPath,
}: CustomSuburbPageInput): Page {
  const breadcrumbs = [
    { name: "Home", path: "/" },
    { name: "Locations", path: "/locations" },
    { name: content.suburb, path: canonicalPath },
  ];
  return {
    title: content.metaTitle,
    description: content.metaDescription,
    canonicalPath,
    breadcrumbs,
    structuredData: [faqPageData(content.faqs)],
    body: (
      <Layout className="catalogue suburb-page suburb-custom">
        <PageHero
          trail={breadcrumbs}
          heading={content.h1}
          lead={
            <>
              <p>{content.intro}</p>
              <p className="page-hero-note">
                {location.name} {location.state} {location.postcode}
              </p>
            </>
          }
          actions={
            <a className="btn btn-cta" href="/schedule-call">
              {content.cta.buttonText}
            </a>
          }
          media={
            <img
              className="page-hero-image"
              src={content.image.src}
              alt={content.image.alt}
              width={1200}
              height={600}
            />
          }
        />
        <Section id="why-heading" heading={content.whyChooseUs.title}>
          <div className="split">
            <div className="prose">
              <p>{content.why}</p>
            </div>
            <CheckList items={content.whyChooseUs.points} look="card" />
          </div>
        </Section>
        <Section id="services-heading" heading={content.servicesOffered.title} tone="tinted">
          <ul className="link-grid">
            {content.servicesOffered.items.map((item) => (
              <li key={item.href}>
                <a className="card link-tile" href={item.href}>
                  <span>{item.name}</span>
                  <ArrowRightIcon size={18} />
                </a>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="market-heading" heading={content.marketInfo.title}>
          <div className="prose">
            {content.marketInfo.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
        <Section id="faq-heading" heading={suburbPage.faqHeading} tone="tinted">
          <FaqAccordion name={`faq-${location.slug}`} items={content.faqs} />
        </Section>
        <ClosingCall id="closing-heading" heading={content.cta.title} text={content.cta.subtext}>
          <a className="btn btn-cta" href="/schedule-call">
            {content.cta.buttonText}
          </a>
        </ClosingCall>
        <div className="container">
          <p className="internal-link">
            <a href={content.internalLink.href}>{content.internalLink.text}</a>
          </p>
        </div>
        <GeneralInformation />
      </Layout>
    ),
  };
}
