import type { NotFoundDefinition, RedirectDefinition, RouteDefinition } from "./page";
import { aboutRoute } from "./routes/about";
import { debtCalculatorCompactRoute, debtCalculatorRoute } from "./routes/debt-calculators";
import { debtConsolidationRoute, debtHomeRoute } from "./routes/debt-landing";
import { depositOfferRoute } from "./routes/deposit-offer";
import { getPrequalifiedRoute } from "./routes/get-prequalified";
import { homeRoute } from "./routes/home";
import { locationNotFoundRoutes, locationRoutes, locationsIndexRoute } from "./routes/locations";
import { notFoundRoute } from "./routes/not-found";
import { privacyRoute } from "./routes/privacy";
import { resourcesRoute } from "./routes/resources";
import { scheduleCallRoute } from "./routes/schedule-call";
import { serviceNotFound, serviceRoutes, servicesIndexRoute } from "./routes/services";
import { startHereRoute } from "./routes/start-here";
import { strategyRoute } from "./routes/strategy";
import { thankYouRoute } from "./routes/thank-you";
import { thankYouDownloadRoute } from "./routes/thank-you-download";
import { thankYouStrategyRoute } from "./routes/thank-you-strategy";

export { notFoundRoute };

/**
 * Every pre-rendered page. A route is one entry: its path, the sites it is built for, and
 * whether paths below it serve the same page. Each site also gets `notFoundRoute` as 404.html.
 */
export const routes: readonly RouteDefinition[] = [
  debtHomeRoute,
  debtConsolidationRoute,
  thankYouRoute,
  privacyRoute,
  debtCalculatorRoute,
  debtCalculatorCompactRoute,
  servicesIndexRoute,
  ...serviceRoutes,
  locationsIndexRoute,
  ...locationRoutes,
  resourcesRoute,
  strategyRoute,
  thankYouStrategyRoute,
  homeRoute,
  startHereRoute,
  aboutRoute,
  scheduleCallRoute,
  getPrequalifiedRoute,
  depositOfferRoute,
  thankYouDownloadRoute,
];

/** Not-found pages of particular prefixes (an unknown service or suburb), served with 404. */
export const notFoundRoutes: readonly NotFoundDefinition[] = [
  serviceNotFound,
  ...locationNotFoundRoutes,
];

/** Old or short paths that answer with a permanent redirect. */
export const redirects: readonly RedirectDefinition[] = [
  // The home page's What We Do tiles use these short paths.
  { from: "/home-loans", to: "/services/home-loans", sites: ["main"] },
  { from: "/refinance-loans", to: "/services/refinance-loans", sites: ["main"] },
  { from: "/first-home-buyer-loans", to: "/services/first-home-buyer", sites: ["main"] },
  { from: "/commercial-loans", to: "/services/business-loans", sites: ["main"] },
  { from: "/smsf-loans", to: "/services/smsf-loans", sites: ["main"] },
  { from: "/business-loans", to: "/services/business-loans", sites: ["main"] },
];
