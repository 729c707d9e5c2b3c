import { isFictionalUrl } from "../../src/config/fictional-host";
import { scheduleCallPage } from "../../src/content";
import { Layout } from "../components/layout";
import { NewTabLink } from "../components/new-tab-link";
import { PageOpening } from "../components/page-opening";
import { mainRoute } from "../main-route";

export const scheduleCallRoute = mainRoute({
  path: "/schedule-call",
  name: scheduleCallPage.heading,
  copy: scheduleCallPage,
  page: (copy, { config }) => {
    return {
      body: (
        <Layout className="schedule-call">
          <div className="container page-narrow">
            <PageOpening copy={copy} />
            <h2 className="small-heading">{copy.prepare.heading}</h2>
            <ul className="tick-list">
              {copy.prepare.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="container scheduler" data-schedule-call="">
            {/* The broker's scheduler inline, where one is configured (pages/shell/schedule-call.ts);
                what follows is its fallback, and the page without it. */}
            <div
              className="scheduler-embed"
              data-scheduler-embed=""
              title={copy.widgetTitle}
              hidden
            />
            {isFictionalUrl(config.schedulingUrl) ? (
              // A host reserved for examples never answers: a frame of it would show the
              // browser's broken-page icon, so the way to book takes its place.
              <section
                className="scheduler-unavailable"
                aria-labelledby="scheduler-heading"
                data-scheduler-fallback=""
              >
                <h2 id="scheduler-heading">{copy.unavailable.heading}</h2>
                <p>{copy.unavailable.text}</p>
                <p className="scheduler-actions">
                  <NewTabLink className="btn btn-cta btn-lg" href={config.schedulingUrl}>
                    {copy.unavailable.button}
                  </NewTabLink>
                  <a className="btn btn-outline btn-lg" href={`tel:${config.phoneTel}`}>
                    {copy.unavailable.call}
                  </a>
                </p>
              </section>
            ) : (
              <div data-scheduler-fallback="">
                <p className="scheduler-fallback">
                  {copy.fallback}{" "}
                  <NewTabLink href={config.schedulingUrl}>{copy.openInNewTab}</NewTabLink>
                </p>
                {/* The scheduler's own page, embedded: only this page loads anything from it. */}
                <iframe
                  className="scheduler-frame"
                  src={config.schedulingUrl}
                  title={copy.widgetTitle}
                  height={700}
                />
              </div>
            )}
          </div>
        </Layout>
      ),
    };
  },
});
