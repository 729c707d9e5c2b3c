import { fillTemplates, thankYouStrategy } from "../../src/content";
import { NewTabLink } from "../components/new-tab-link";
import { ThankYouCard, ThankYouContact } from "../components/thank-you-card";
import type { RouteDefinition } from "../page";

/** `/thank-you-strategy`: where the provider returns a visitor who paid for the session. */
export const thankYouStrategyRoute: RouteDefinition = {
  path: "/thank-you-strategy",
  sites: ["main"],
  page: ({ config }) => {
    const copy = fillTemplates(thankYouStrategy, config);
    return {
      title: copy.metaTitle,
      description: copy.body,
      noindex: true,
      body: (
        <ThankYouCard heading={copy.heading}>
          <p>{copy.body}</p>
          <ThankYouContact text={copy.rescheduleLine} />
          <p>{copy.receiptLine}</p>
          <div className="cta-row">
            <NewTabLink className="btn btn-cta" href={config.strategyBookingUrl}>
              {copy.bookButton}
            </NewTabLink>
            <a className="btn btn-outline" href={copy.returnButton.href}>
              {copy.returnButton.label}
            </a>
          </div>
        </ThankYouCard>
      ),
    };
  },
};
