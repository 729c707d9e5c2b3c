import { fillTemplates, scheduleCallPage } from "../../src/content";
import { BackLink } from "../components/back-link";
import { Layout } from "../components/layout";
import type { RouteDefinition } from "../page";

export const scheduleCallRoute: RouteDefinition = {
  path: "/schedule-call",
  sites: ["main"],
  page: ({ config }) => {
    const copy = fillTemplates(scheduleCallPage, config);
    return {
      title: copy.meta.title,
      description: copy.meta.description,
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: copy.heading, path: "/schedule-call" },
      ],
      body: (
        <Layout className="schedule-call">
          <div className="container page-narrow">
            <BackLink label={copy.back} />
            <h1>{copy.heading}</h1>
            <p className="page-lead">{copy.intro}</p>
            <h2 className="small-heading">{copy.prepare.heading}</h2>
            <ul className="tick-list">
              {copy.prepare.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="container scheduler">
            {/* The scheduler's own page, embedded: only this page loads anything from it. */}
            <iframe
              className="scheduler-frame"
              src={config.schedulingUrl}
              title={copy.widgetTitle}
              height={700}
            />
            <p className="scheduler-fallback">
              {copy.fallback}{" "}
              <a href={config.schedulingUrl} target="_blank" rel="noopener noreferrer">
                {copy.openInNewTab}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
        </Layout>
      ),
    };
  },
};
