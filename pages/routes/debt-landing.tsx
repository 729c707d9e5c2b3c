import type { SiteConfig } from "../../src/config";
import {
  debtLanding,
  debtTestimonials,
  fillTemplates,
  type SuccessStory,
  successStories,
} from "../../src/content";
import { debtCtaExperiment, debtCtaLabels } from "../../src/content/experiments";
import { CallToAction } from "../components/call-to-action";
import { ExperimentArms } from "../components/experiment-arms";
import { CheckIcon, PhoneIcon } from "../components/icons";
import { Layout } from "../components/layout";
import { LeadFormButton } from "../components/lead-form-button";
import { BenefitList, CheckList, StepList } from "../components/lists";
import { NoScriptCall } from "../components/no-script-call";
import { Section } from "../components/section";
import { TestimonialCard } from "../components/testimonial-card";
import { VideoFacade } from "../components/video-facade";
import { Widget } from "../components/widget";
import type { Site } from "../context";
import type { Page, RouteDefinition } from "../page";

function StoryCard({ story, config }: { story: SuccessStory; config: SiteConfig }) {
  const saving = new Intl.NumberFormat(config.locale, {
    style: "currency",
    currency: config.currency,
    maximumFractionDigits: 0,
  }).format(story.savingPerMonth);
  return (
    <article className="card story">
      <h3>{story.names}</h3>
      <p className="story-saving">
        {saving}
        <span>saved per month</span>
      </p>
      <dl className="story-compare">
        <div>
          <dt>Before</dt>
          <dd>{story.before}</dd>
        </div>
        <div className="story-after">
          <dt>After</dt>
          <dd>{story.after}</dd>
        </div>
      </dl>
      <blockquote>
        <p>{story.quote}</p>
      </blockquote>
    </article>
  );
}

/**
 * The debt-consolidation landing page. On the debt site it is the home page and carries the
 * debt chrome; on the main site it sits at /debtconsol under a plain logo bar.
 */
function debtLandingPage(config: SiteConfig, site: Site): Page {
  const copy = fillTemplates(debtLanding, config);
  const testimonials = fillTemplates(debtTestimonials, config).slice(0, 3);
  const stories = fillTemplates(successStories, config).slice(0, 3);
  // The call to action's words are an experiment (`debtCtaExperiment`): each button holds every arm.
  const callToAction = (
    <ExperimentArms experiment={debtCtaExperiment} as="span">
      {(arm) => debtCtaLabels[arm]}
    </ExperimentArms>
  );
  return {
    title: `Debt Consolidation | ${config.tradingName}`,
    description: copy.hero.subheading,
    body: (
      <Layout
        header={site === "debt" ? "debt" : "logo"}
        footer={site === "debt" ? "debt" : "site"}
        overlays={
          <>
            <LeadFormButton label={callToAction} placement="mobile" />
            <Widget
              tag="lead-form"
              attributes={{ mode: "modal", "lead-source": "debt-landing-modal" }}
            />
            <Widget tag="exit-intent" />
          </>
        }
      >
        <section className="debt-hero" aria-labelledby="debt-hero-heading">
          <div className="container debt-hero-grid">
            <div className="debt-hero-copy">
              <h1 id="debt-hero-heading">{copy.hero.heading}</h1>
              <p className="debt-hero-lead">{copy.hero.subheading}</p>
              <ul className="hero-stats">
                <li>
                  <strong>{copy.claims.australiansHelped}</strong> Australians helped
                </li>
                <li>
                  Credit cards <strong>{copy.claims.creditCardRate}</strong> vs home loan{" "}
                  <strong>{copy.claims.homeLoanRate}</strong>
                </li>
              </ul>
            </div>
            <div className="debt-hero-form">
              <div className="lead-card">
                <Widget
                  tag="lead-form"
                  attributes={{ mode: "inline", "lead-source": "debt-landing-inline" }}
                >
                  <NoScriptCall config={config} what="This form" />
                </Widget>
              </div>
            </div>
            <figure className="debt-hero-video">
              <VideoFacade videoId={config.videos.debtExplainer} title={copy.video.heading} />
              <figcaption>
                <strong>{copy.video.heading}</strong> {copy.video.caption}
              </figcaption>
            </figure>
          </div>
        </section>

        <Section id="what-you-get-heading" heading={copy.whatYouGet.heading}>
          <CheckList items={copy.whatYouGet.items} look="circled" />
          <div className="cta-row">
            <LeadFormButton label={callToAction} />
          </div>
        </Section>

        <Section id="testimonials-heading" heading={copy.testimonialsHeading} tone="tinted">
          <div className="card-grid">
            {testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.name} testimonial={testimonial} />
            ))}
          </div>
        </Section>

        <Section id="stories-heading" heading={copy.successStoriesHeading}>
          <div className="card-grid">
            {stories.map((story) => (
              <StoryCard key={story.names} story={story} config={config} />
            ))}
          </div>
          <div className="cta-row">
            <LeadFormButton label={callToAction} />
          </div>
        </Section>

        <Section id="process-heading" heading={copy.process.heading} tone="tinted">
          <StepList steps={copy.process.steps} />
        </Section>

        <Section id="benefits-heading" heading={copy.benefits.heading}>
          <BenefitList items={copy.benefits.items} icon={CheckIcon} />
          <div className="cta-row">
            <LeadFormButton label={callToAction} />
          </div>
        </Section>

        <CallToAction id="closing-heading" copy={copy.closingCta}>
          <a className="closing-call" href={`tel:${config.phoneTel}`}>
            <PhoneIcon size={26} />
            {copy.closingCta.callLabel}
          </a>
          <div>
            <LeadFormButton label={callToAction} />
          </div>
        </CallToAction>
      </Layout>
    ),
  };
}

export const debtHomeRoute: RouteDefinition = {
  path: "/",
  sites: ["debt"],
  page: ({ config, site }) => debtLandingPage(config, site),
};

export const debtConsolidationRoute: RouteDefinition = {
  path: "/debtconsol",
  sites: ["main", "debt"],
  wildcard: true,
  // On the debt site this is its home page again, so search engines are pointed to "/".
  page: ({ config, site }) => ({
    ...debtLandingPage(config, site),
    ...(site === "debt" ? { canonicalPath: "/" } : {}),
  }),
};
