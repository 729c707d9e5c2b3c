import { fillTemplates, servicePage, services, servicesIndex } from "../../src/content";
import { ScheduleCallClosing } from "../components/call-to-action";
import { CardLink } from "../components/card-link";
import { indexRoute } from "../components/index-page";
import { notFoundPage } from "../components/not-found-page";
import type { NotFoundDefinition, RouteDefinition } from "../page";
import { serviceDetailPage } from "./service-page";

export const servicesIndexRoute = indexRoute({
  path: "/services",
  name: "Services",
  copy: servicesIndex,
  children: (copy) => (
    <>
      <section className="section">
        <div className="container">
          <ul className="card-grid catalogue-cards">
            {services.map((service) => (
              <li key={service.slug} className="card catalogue-card">
                <h2 className="catalogue-card-title">{service.name}</h2>
                <p>{service.shortBlurb}</p>
                <CardLink
                  href={`/services/${service.slug}`}
                  label={copy.learnMore}
                  about={service.name}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ScheduleCallClosing id="consultation-heading" copy={copy.consultation} />
    </>
  ),
});

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
    return notFoundPage(config, { ...copy, back: { href: "/services", label: copy.button } });
  },
};
