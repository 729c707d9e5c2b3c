import { includedByType, leadMagnets, resourcesPage } from "../../src/content";
import { CallToAction } from "../components/call-to-action";
import { MailIcon } from "../components/icons";
import { indexRoute } from "../components/index-page";
import { LinkedText } from "../components/linked-text";
import { CheckList } from "../components/lists";
import { Widget } from "../components/widget";

export const resourcesRoute = indexRoute({
  path: "/resources",
  name: "Resources",
  copy: resourcesPage,
  className: "catalogue resources-page",
  children: (copy, { config }) => (
    <>
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
                <CheckList items={includedByType[magnet.type]} />
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
      <CallToAction
        id="request-heading"
        copy={{ heading: copy.request.heading, text: <LinkedText text={copy.request.text} /> }}
        look="tinted-panel"
      />
    </>
  ),
});
