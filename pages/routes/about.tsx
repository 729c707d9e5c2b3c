import { aboutPage } from "../../src/content";
import { CallActions } from "../components/call-actions";
import { Layout } from "../components/layout";
import { LegalLine } from "../components/legal-line";
import { mainRoute } from "../main-route";

export const aboutRoute = mainRoute({
  path: "/about",
  name: "About",
  copy: aboutPage,
  page: (copy) => {
    return {
      structuredData: [
        { "@type": "AboutPage", name: copy.heading, description: copy.meta.description },
      ],
      body: (
        <Layout className="about">
          <article className="container prose-page" aria-labelledby="about-heading">
            <h1 id="about-heading">{copy.heading}</h1>
            <p className="page-lead">{copy.welcome}</p>
            {copy.sections.map((section) => (
              <section key={section.heading} className="prose-section">
                <h2>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
            <LegalLine />
            <section className="card prose-cta">
              <h2>{copy.closing.heading}</h2>
              <p>{copy.closing.text}</p>
              <CallActions />
            </section>
          </article>
        </Layout>
      ),
    };
  },
});
