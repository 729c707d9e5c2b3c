import type { SiteConfig } from "../../src/config";
import {
  fillTemplates,
  findService,
  type Location,
  locations,
  popularServices,
  reviewForSuburb,
  type StandardSuburbContent,
  suburbPage,
} from "../../src/content";
import { detailPage } from "../components/detail-layout";
import { FaqAccordion } from "../components/faq-accordion";
import { ArrowRightIcon } from "../components/icons";
import { CheckList } from "../components/lists";
import { MapEmbed } from "../components/map-embed";
import { Prose } from "../components/prose";
import { ScheduleCallButton } from "../components/schedule-call-button";
import { Section } from "../components/section";
import { TestimonialCard } from "../components/testimonial-card";
import type { Page } from "../page";
import { faqPageData, reviewData } from "../structured-data";

export interface SuburbPageInput {
  location: Location;
  /** The suburb's copy, business details already filled in. */
  content: StandardSuburbContent;
  config: SiteConfig;
  /** The address this content is canonically served at. */
  canonicalPath: string;
}

/** "Bondi, Bondi Beach and Tamarama" */
const listOf = (names: string[]): string =>
  names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/**
 * The generic suburb page, for every location except Rose Bay: title, intro, why locals choose
 * the broker, highlights, what we help with, FAQs, popular services, a map and a recent review.
 */
export function suburbDetailPage({
  location,
  content,
  config,
  canonicalPath,
}: SuburbPageInput): Page {
  const copy = fillTemplates(suburbPage, config);
  const review = fillTemplates(reviewForSuburb(location.slug, locations.indexOf(location)), config);
  const suburb = content.suburb;
  return detailPage({
    head: {
      title: `${content.title} | ${config.tradingName}`,
      description: location.description,
      canonicalPath,
      structuredData: [faqPageData(content.faqs), reviewData(review, config)],
    },
    within: { name: "Locations", path: "/locations" },
    name: suburb,
    path: canonicalPath,
    className: "catalogue suburb-page",
    heading: content.title,
    intro: content.intro,
    note: (
      <>
        {copy.serving} {listOf(location.suburbs)}
      </>
    ),
    action: <ScheduleCallButton>{content.ctaText}</ScheduleCallButton>,
    closing: copy.cta,
    children: (
      <>
        <Section id="why-heading" heading={`Why Locals in ${suburb} Choose ${config.tradingName}`}>
          <div className="split">
            <Prose paragraphs={[content.why]} />
            <div className="card highlights">
              <h3>{copy.highlightsHeading}</h3>
              <CheckList items={content.highlights} />
            </div>
          </div>
        </Section>
        <Section id="help-heading" heading={`We Help ${suburb} Clients With:`} tone="tinted">
          <CheckList items={content.services} look="circled" />
        </Section>
        <Section id="faq-heading" heading={copy.faqHeading}>
          <FaqAccordion name={`faq-${location.slug}`} items={content.faqs} />
        </Section>
        <Section id="popular-heading" heading={copy.popularHeading} tone="tinted">
          <ul className="card-grid catalogue-cards cards-of-six">
            {popularServices.map((link) => (
              <li key={link.href} className="card catalogue-card">
                <h3 className="catalogue-card-title">
                  <a href={link.href}>{link.name}</a>
                </h3>
                <p>{findService(link.href.replace("/services/", ""))?.shortBlurb}</p>
                <ArrowRightIcon size={18} className="catalogue-card-arrow" />
              </li>
            ))}
          </ul>
        </Section>
        <Section id="map-heading" heading={`${suburb} on the Map`}>
          <MapEmbed location={location} labels={copy.map} />
        </Section>
        <Section id="review-heading" heading={copy.reviewHeading} tone="tinted">
          <div className="review-single">
            <TestimonialCard testimonial={review} />
          </div>
        </Section>
      </>
    ),
  });
}
