import { fillTemplates, thankYou } from "../../src/content";
import { LeadBooking } from "../components/lead-booking";
import { SocialLinks } from "../components/social-links";
import { ThankYouCard, ThankYouContact } from "../components/thank-you-card";
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
        <ThankYouCard
          heading={copy.heading}
          top={
            <div className="thank-you-social">
              <SocialLinks />
            </div>
          }
        >
          <p>{copy.body}</p>
          <LeadBooking />
          <ThankYouContact text={copy.contactLine} />
          <a className="btn btn-primary" href={button.href}>
            {button.label}
          </a>
        </ThankYouCard>
      ),
    };
  },
};
