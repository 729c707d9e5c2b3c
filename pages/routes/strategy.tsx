import type { SiteConfig } from "../../src/config";
import { fillTemplates, strategyPage } from "../../src/content";
import { CallToAction } from "../components/call-to-action";
import { CheckoutButton } from "../components/checkout-button";
import { CheckIcon, PhoneIcon } from "../components/icons";
import { Layout } from "../components/layout";
import { BenefitList, CheckList, StepList } from "../components/lists";
import { Section } from "../components/section";
import type { RouteDefinition } from "../page";

/** The session price as visitors read it: whole dollars when there are no cents. */
function strategyPrice(config: SiteConfig): string {
  const amount = config.strategyPriceCents / 100;
  return new Intl.NumberFormat(config.locale, {
    style: "currency",
    currency: config.currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** `/strategy`: sells the paid 90-minute strategy session. */
export const strategyRoute: RouteDefinition = {
  path: "/strategy",
  sites: ["main"],
  page: ({ config }) => {
    const copy = fillTemplates(strategyPage, config);
    const price = strategyPrice(config);
    return {
      title: copy.metaTitle,
      description: copy.metaDescription,
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: copy.hero.heading, path: "/strategy" },
      ],
      body: (
        <Layout className="strategy">
          <section className="strategy-hero" aria-labelledby="strategy-heading">
            <div className="container strategy-hero-grid">
              <div>
                <p className="strategy-eyebrow">{copy.hero.eyebrow}</p>
                <h1 id="strategy-heading">{copy.hero.heading}</h1>
                <p className="strategy-lead">{copy.hero.lead}</p>
              </div>
              <div className="card strategy-price-card">
                <p className="strategy-price">
                  <strong>{price}</strong> {copy.hero.priceLabel}
                </p>
                <CheckoutButton />
                <p className="strategy-price-note">{copy.hero.priceNote}</p>
              </div>
            </div>
          </section>

          <Section id="strategy-covers-heading" heading={copy.covers.heading}>
            <BenefitList items={copy.covers.items} icon={CheckIcon} />
          </Section>

          <Section id="strategy-audience-heading" heading={copy.audience.heading} tone="tinted">
            <CheckList items={copy.audience.items} look="circled" />
          </Section>

          <Section id="strategy-process-heading" heading={copy.process.heading}>
            <StepList steps={copy.process.steps} />
          </Section>

          <CallToAction id="strategy-closing-heading" copy={copy.closing}>
            <div className="cta-row">
              <CheckoutButton />
              <a className="closing-call" href={`tel:${config.phoneTel}`}>
                <PhoneIcon size={24} />
                {config.phoneDisplay}
              </a>
            </div>
            <p className="strategy-disclaimer">{copy.disclaimer}</p>
          </CallToAction>
        </Layout>
      ),
    };
  },
};
