import { fillTemplates, homeSections, testimonials } from "../../src/content";
import { ContactAlternative } from "../components/contact-alternative";
import { FaqAccordion } from "../components/faq-accordion";
import { HomeHero } from "../components/home-hero";
import { ArrowRightIcon, CheckCircleIcon } from "../components/icons";
import { Layout } from "../components/layout";
import { BenefitList, StepList } from "../components/lists";
import { Section } from "../components/section";
import { SuburbCarousel } from "../components/suburb-carousel";
import { TestimonialCard } from "../components/testimonial-card";
import { VideoSection } from "../components/video-section";
import { Widget } from "../components/widget";
import type { RouteDefinition } from "../page";
import { faqPageData } from "../structured-data";

export const homeRoute: RouteDefinition = {
  path: "/",
  sites: ["main"],
  page: ({ config }) => {
    const copy = fillTemplates(homeSections, config);
    const { page } = copy;
    const reviews = fillTemplates(testimonials, config);
    return {
      title: page.meta.title,
      description: page.meta.description,
      breadcrumbs: [{ name: "Home", path: "/" }],
      structuredData: [faqPageData(copy.faqs.items)],
      body: (
        <Layout className="home">
          <HomeHero />
          <div className="divider" aria-hidden="true" />

          <VideoSection id="home-video-heading" copy={page.video} />

          <Section id="home-reviews-heading" heading={page.testimonials.heading} tone="tinted">
            <p className="section-lead">{page.testimonials.text}</p>
            <div className="card-grid">
              {reviews.map((review) => (
                <TestimonialCard key={review.name} testimonial={review} />
              ))}
            </div>
          </Section>

          <Section id="home-suburbs-heading" heading={page.carousel.heading}>
            <p className="section-lead">{page.carousel.text}</p>
            <SuburbCarousel {...page.carousel} />
          </Section>

          <Section id="home-contact-heading" heading={page.contact.heading} tone="tinted">
            <p className="section-lead">{page.contact.text}</p>
            <div className="form-card">
              <Widget tag="contact-form">
                <ContactAlternative what={page.contact.alternative} />
              </Widget>
            </div>
          </Section>

          {/* Below the fold: the browser lays these out only as they come near the screen. */}
          <div className="lazy-sections">
            <Section id="what-we-do-heading" heading={copy.whatWeDo.heading}>
              <p className="section-lead">{copy.whatWeDo.intro}</p>
              <ul className="tile-grid">
                {copy.whatWeDo.tiles.map((tile) => (
                  <li key={tile.href}>
                    <a className="card tile" href={tile.href}>
                      <h3>{tile.title}</h3>
                      <p>{tile.description}</p>
                      <span className="tile-more" aria-hidden="true">
                        <ArrowRightIcon size={18} />
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </Section>

            <Section id="why-us-heading" heading={copy.whyUs.heading} tone="tinted">
              <p className="section-lead">{copy.whyUs.intro}</p>
              <BenefitList items={copy.whyUs.points} icon={CheckCircleIcon} />
            </Section>

            <Section id="process-heading" heading={copy.process.heading}>
              <p className="section-lead">{copy.process.intro}</p>
              <StepList steps={copy.process.steps} />
            </Section>

            <Section id="faq-heading" heading={copy.faqs.heading} tone="tinted">
              <div className="narrow">
                <FaqAccordion name="home-faq" items={copy.faqs.items} />
              </div>
            </Section>
          </div>
        </Layout>
      ),
    };
  },
};
