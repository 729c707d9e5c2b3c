import { fillTemplates, includedByType, leadMagnets, resourcesPage } from "../../src/content";
import { CheckIcon, MailIcon } from "../components/icons";
import { Layout } from "../components/layout";
import { LinkedText } from "../components/linked-text";
import { PageHero } from "../components/page-hero";
import { Widget } from "../components/widget";
import type { RouteDefinition } from "../page";

export const resourcesRoute: RouteDefinition = {
  path: "/resources",
  sites: ["main"],
  page: ({ config }) => {
    const copy = fillTemplates(resourcesPage, config);
    const breadcrumbs = [
      { name: "Home", path: "/" },
      { name: "Resources", path: "/resources" },
    ];
    return {
      title: `${copy.heading} | ${config.tradingName}`,
      description: copy.intro,
      breadcrumbs,
      body: (
        <Layout className="catalogue resources-page">
          <PageHero trail={breadcrumbs} heading={copy.heading} lead={<p>{copy.intro}</p>} />
          <section className="section">
            <div className="container resource-list">
              {leadMagnets.map((magnet) => (
                <article
                  key={magnet.id}
                  className="card resource"
                  aria-labelledby={`${magnet.id}-heading`}
                >
                  <div className="resource-about">
                    <p className="resource-tags">
                      <span className="tag">{magnet.category}</span>
                      <span className="tag tag-type">{copy.typeLabels[magnet.type]}</span>
                    </p>
                    <h2 id={`${magnet.id}-heading`}>{magnet.title}</h2>
                    <p>{magnet.description}</p>
                    <h3>{copy.includedHeading}</h3>
                    <ul className="check-list">
                      {includedByType[magnet.type].map((item) => (
                        <li key={item}>
                          <CheckIcon size={20} />
                          <span>{item}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div className="resource-form">
                    {/* Visible until the element renders its own form over it (or for good
                        without script): the e-mail request still reaches the broker. */}
                    <Widget tag="resource-download" attributes={{ "lead-magnet": magnet.id }}>
                      <p className="resource-fallback">
                        <MailIcon size={20} />
                        <a
                          href={`mailto:${config.email}?subject=${encodeURIComponent(`${copy.requestSubject} ${magnet.title}`)}`}
                        >
                          {copy.requestByEmail}
                          <span className="visually-hidden"> – {magnet.title}</span>
                        </a>
                      </p>
                    </Widget>
                  </div>
                </article>
              ))}
            </div>
          </section>
          <section className="section section-tinted" aria-labelledby="request-heading">
            <div className="container">
              <div className="card cta-panel">
                <h2 id="request-heading">{copy.request.heading}</h2>
                <p>
                  <LinkedText text={copy.request.text} />
                </p>
              </div>
            </div>
          </section>
        </Layout>
      ),
    };
  },
};
