import { fillTemplates, thankYou } from "../../src/content";
import { CheckIcon } from "../components/icons";
import { Layout } from "../components/layout";
import { LinkedText } from "../components/linked-text";
import { SocialLinks } from "../components/social-links";
import type { RouteDefinition } from "../page";

export const thankYouRoute: RouteDefinition = {
  path: "/thank-you",
  sites: ["main", "debt"],
  wildcard: true,
  page: ({ config, site }) => {
    const copy = fillTemplates(thankYou, config);
    // The debt site's funnel starts at its home page; the main site's debt funnel at /debtconsol.
    const button = site === "debt" ? copy.debtSiteButton : copy.mainSiteButton;
    return {
      title: `Thank You | ${config.tradingName}`,
      description: copy.body,
      noindex: true,
      body: (
        <Layout className="thank-you">
          <div className="container">
            <section className="card thank-you-card" aria-labelledby="thank-you-heading">
              <div className="thank-you-social">
                <SocialLinks />
              </div>
              <div className="thank-you-tick">
                <CheckIcon size={44} />
              </div>
              <h1 id="thank-you-heading">{copy.heading}</h1>
              <p>{copy.body}</p>
              <p className="thank-you-contact">
                <LinkedText text={copy.contactLine} />
              </p>
              <a className="btn btn-primary" href={button.href}>
                {button.label}
              </a>
            </section>
          </div>
        </Layout>
      ),
    };
  },
};
