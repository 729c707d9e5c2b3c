import { type CustomSuburbContent, type Location, suburbPage } from "../../src/content";
import { detailPage } from "../components/detail-layout";
import { FaqAccordion } from "../components/faq-accordion";
import { ArrowRightIcon } from "../components/icons";
import { CheckList } from "../components/lists";
import { Prose } from "../components/prose";
import { ScheduleCallButton } from "../components/schedule-call-button";
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
  return detailPage({
    head: {
      title: content.metaTitle,
      description: content.metaDescription,
      canonicalPath,
      structuredData: [faqPageData(content.faqs)],
    },
    within: { name: "Locations", path: "/locations" },
    name: content.suburb,
    path: canonicalPath,
    className: "catalogue suburb-page suburb-custom",
    heading: content.h1,
    intro: content.intro,
    note: (
      <>
        {location.name} {location.state} {location.postcode}
      </>
    ),
    action: <ScheduleCallButton>{content.cta.buttonText}</ScheduleCallButton>,
    media: (
      <img
        className="page-hero-image"
        src={content.image.src}
        alt={content.image.alt}
        width={1200}
        height={600}
      />
    ),
    closing: { heading: content.cta.title, text: content.cta.subtext },
    afterClosing: (
      <div className="container">
        <p className="internal-link">
          <a href={content.internalLink.href}>{content.internalLink.text}</a>
        </p>
      </div>
    ),
    children: (
      <>
        <Section id="why-heading" heading={content.whyChooseUs.title}>
          <div className="split">
            <Prose paragraphs={[content.why]} />
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
          <Prose paragraphs={content.marketInfo.paragraphs} />
        </Section>
        <Section id="faq-heading" heading={suburbPage.faqHeading} tone="tinted">
          <FaqAccordion name={`faq-${location.slug}`} items={content.faqs} />
        </Section>
      </>
    ),
  });
}
