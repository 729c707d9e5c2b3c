import { privacyPolicy } from "../../src/content";
import { Layout } from "../components/layout";
import { LinkedText } from "../components/linked-text";
import { ScrollTopButton } from "../components/scroll-top-button";
import type { RouteDefinition } from "../page";

export const privacyRoute: RouteDefinition = {
  path: "/privacy",
  sites: ["main", "debt"],
  wildcard: true,
  page: ({ config }) => {
    const policy = privacyPolicy(config);
    return {
      title: `Privacy Policy | ${config.tradingName}`,
      description: `How ${policy.tradingName} collects, uses, stores and protects your personal information.`,
      body: (
        <Layout className="policy" overlays={<ScrollTopButton />}>
          <article className="container policy-inner" data-scroll-top-on-load="">
            <h1>Privacy Policy</h1>
            <dl className="policy-meta">
              <dt>Effective date</dt>
              <dd>{policy.effectiveDate}</dd>
              <dt>Business name</dt>
              <dd>{policy.businessName}</dd>
              <dt>Trading as</dt>
              <dd>{policy.tradingName}</dd>
              <dt>Website</dt>
              <dd>
                <a href={policy.website}>{policy.website.replace(/^https?:\/\//, "")}</a>
              </dd>
            </dl>
            {policy.intro.map((paragraph) => (
              <p key={paragraph}>
                <LinkedText text={paragraph} />
              </p>
            ))}
            <nav className="policy-toc" aria-labelledby="policy-contents">
              <h2 id="policy-contents">Contents</h2>
              <ol>
                {policy.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
            {policy.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>
                    <LinkedText text={paragraph} />
                  </p>
                ))}
                {section.items ? (
                  <ul>
                    {section.items.map((item) => (
                      <li key={item}>
                        <LinkedText text={item} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </article>
        </Layout>
      ),
    };
  },
};
