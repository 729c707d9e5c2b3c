import { fillTemplates, servicePage, services, servicesIndex } from "../../src/content";
import { ArrowRightIcon } from "../components/icons";
import { Layout } from "../components/layout";
import { PageHero } from "../components/page-hero";
import type { NotFoundDefinition, RouteDefinition } from "../page";
import { serviceDetailPage } from "./service-page";

export const servicesIndexRoute: RouteDefinition = {
  path: "/services",
  sites: ["main"],
  page: ({ config }) => {
    const copy = servicesIndex;
    const breadcrumbs = [
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
    ];
    return {
      title: `${copy.heading} | ${config.tradingName}`,
      description: copy.intro,
      breadcrumbs,
      body: (
        <Layout className="catalogue">
          <PageHero trail={breadcrumbs} heading={copy.heading} lead={<p>{copy.intro}</p>} />
          <section className="section">
            <div className="container">
              <ul className="card-grid catalogue-cards">
                {services.map((service) => (
                  <li key={service.slug} className="card catalogue-card">
                    <h2 className="catalogue-card-title">{service.name}</h2>
                    <p>{service.shortBlurb}</p>
                    <a className="card-link" href={`/services/${service.slug}`}>
                      {copy.learnMore}
                      <span className="visually-hidden"> about {service.name}</span>
                      <ArrowRightIcon size={18} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <section className="section closing-cta" aria-labelledby="consultation-heading">
            <div className="container">
              <h2 id="consultation-heading">{copy.consultation.heading}</h2>
              <p>{copy.consultation.text}</p>
              <a className="btn btn-cta" href="/schedule-call">
                {copy.consultation.button}
              </a>
            </div>
          </section>
        </Layout>
      ),
    };
  },
};

/** `/services/{slug}` for every service of the catalogue. */
export const serviceRoutes: RouteDefinition[] = services.map((service) => ({
  path: `/services/${service.slug}`,
  sites: ["main"],
  page: ({ config }) => serviceDetailPage(service, config),
}));

export const serviceNotFound: NotFoundDefinition = {
  prefix: "/services/",
  sites: ["main"],
  page: ({ config }) => {
    const copy = fillTemplates(servicePage.notFound, config);
    return {
      title: `${copy.heading} | ${config.tradingName}`,
      description: copy.text,
      noindex: true,
      body: (
        <Layout className="not-found">
          <section className="container not-found-inner">
            <h1>{copy.heading}</h1>
            <p>{copy.text}</p>
            <a className="btn btn-primary" href="/services">
              {copy.button}
            </a>
          </section>
        </Layout>
      ),
    };
  },
};
