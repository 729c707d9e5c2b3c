import type { SiteConfig } from "../../src/config";
import {
  type ContentSection,
  fillTemplates,
  reviewForService,
  type Service,
  servicePage,
} from "../../src/content";
import { CallToAction } from "../components/call-to-action";
import { detailPage } from "../components/detail-layout";
import { FaqAccordion } from "../components/faq-accordion";
import { StepList } from "../components/lists";
import { Prose } from "../components/prose";
import { ReferralButton } from "../components/referral-button";
import { Section } from "../components/section";
import { RatingStars, TestimonialCard } from "../components/testimonial-card";
import { VideoFacade } from "../components/video-facade";
import type { Page } from "../page";
import { faqPageData, serviceData } from "../structured-data";

/** Refinancing gets its own call to action: slug refinance-loans, or any name with "refinance". */
export const isRefinance = (service: Service): boolean =>
  service.slug === "refinance-loans" || /refinanc/i.test(service.name);

function ContentBlock({ section, index }: { section: ContentSection; index: number }) {
  const id = `content-${index}-heading`;
  return (
    <Section id={id} heading={section.title} tone={index % 2 === 1 ? "tinted" : "plain"}>
      {"subsections" in section ? (
        <div className="card-grid">
          {section.subsections.map((card) => (
            <article key={card.title} className="card info-card">
              <h3>{card.title}</h3>
              <p>{card.content}</p>
            </article>
          ))}
        </div>
      ) : (
        <Prose paragraphs={[section.content]} />
      )}
    </Section>
  );
}

/**
 * One service of the catalogue: h1, blurb, optional video, content sections, the four-step
 * process, FAQs, a testimonial and the closing call to action.
 */
export function serviceDetailPage(service: Service, config: SiteConfig): Page {
  const copy = fillTemplates(servicePage, config);
  const cta = isRefinance(service) ? copy.refinanceCta : copy.standardCta;
  const review = fillTemplates(reviewForService(service.slug), config);
  const path = `/services/${service.slug}`;
  return detailPage({
    head: {
      title: service.metaTitle,
      description: service.metaDescription,
      structuredData: [faqPageData(service.faqs), serviceData(service, config)],
    },
    within: { name: "Services", path: "/services" },
    name: service.name,
    path: path,
    className: "catalogue service-page",
    heading: service.h1,
    intro: service.shortBlurb,
    action: <ReferralButton label={cta.button} />,
    closing: copy.closing,
    children: (
      <>
        {service.youtubeId ? (
          <section className="section service-video" aria-label={`${service.name} video`}>
            <div className="container narrow">
              <VideoFacade videoId={service.youtubeId} title={service.name} />
            </div>
          </section>
        ) : null}
        {service.contentSections.map((section, index) => (
          <ContentBlock key={section.title} section={section} index={index} />
        ))}
        <CallToAction
          id="service-cta-heading"
          copy={{ heading: cta.headline, text: cta.text }}
          look="panel"
        >
          <ReferralButton label={cta.button} />
        </CallToAction>
        <Section id="process-heading" heading={copy.process.heading} tone="tinted">
          <p className="section-intro">{copy.process.intro}</p>
          <StepList steps={copy.process.steps} />
        </Section>
        <Section id="faq-heading" heading={copy.faqHeading}>
          <FaqAccordion name={`faq-${service.slug}`} items={service.faqs} />
        </Section>
        <Section id="trust-heading" heading={copy.trust.heading} tone="tinted">
          <div className="rating-badge">
            <RatingStars rating={5} />
            <p>{copy.trust.rating}</p>
          </div>
          <div className="review-single">
            <TestimonialCard testimonial={review} />
          </div>
        </Section>
      </>
    ),
  });
}
