import { fillTemplates, servicePage, services, servicesIndex } from "../../src/content";
import { ClosingCall } from "../components/closing-call";
import { ArrowRightIcon } from "../components/icons";
import { indexPage } from "../components/index-page";
import { Layout } from "../components/layout";
import type { NotFoundDefinition, RouteDefinition } from "../page";
import { serviceDetailPage } from "./service-page";

export const servicesIndexRoute: RouteDefinition = {
  path: "/services",
  sites: ["main"],
  page: ({ config }) => {
    const copy = servicesIndex;
    return indexPage({
      config,
      path: "/services",
      name: "Services",
      heading: copy.heading,
      intro: copy.intro,
      children: (
        <>
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
          <ClosingCall
            id="consultation-heading"
            heading={copy.consultation.heading}
            text={copy.consultation.text}
          >
            <a className="btn btn-cta" href="/schedule-call">
              {copy.consultation.button}
            </a>
          </ClosingCall>
        </>
      ),
    });
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
