import { Layout } from "../components/layout";
import type { RouteDefinition } from "../page";

export const notFoundRoute: RouteDefinition = {
  path: "/404",
  sites: ["main", "debt"],
  page: ({ config }) => ({
    title: `Page not found | ${config.tradingName}`,
    description: "The page you are looking for does not exist.",
    noindex: true,
    body: (
      <Layout className="not-found">
        <section className="container not-found-inner">
          <p className="not-found-code" aria-hidden="true">
            404
          </p>
          <h1>
            <span className="visually-hidden">404: </span>Oops! Page not found
          </h1>
          <a className="btn btn-primary" href="/">
            Return to Home
          </a>
        </section>
      </Layout>
    ),
  }),
};
