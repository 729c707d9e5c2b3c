import type { NotFoundDefinition, RedirectDefinition, RouteDefinition } from "./page";
import { debtCalculatorCompactRoute, debtCalculatorRoute } from "./routes/debt-calculators";
import { debtConsolidationRoute, debtHomeRoute } from "./routes/debt-landing";
import { locationNotFoundRoutes, locationRoutes, locationsIndexRoute } from "./routes/locations";
import { notFoundRoute } from "./routes/not-found";
import { privacyRoute } from "./routes/privacy";
import { resourcesRoute } from "./routes/resources";
import { serviceNotFound, serviceRoutes, servicesIndexRoute } from "./routes/services";
import { strategyRoute } from "./routes/strategy";
import { thankYouRoute } from "./routes/thank-you";
import { thankYouStrategyRoute } from "./routes/thank-you-strategy";

export { notFoundRoute };

/**
 * Every pre-rendered page. A route is one entry: its path, the trees it is built for, and
 * whether paths below it serve the same page. Each tree also gets `notFoundRoute` as 404.html.
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
];

/** Not-found pages of particular prefixes (an unknown service or suburb), served with 404. */
export const notFoundRoutes: readonly NotFoundDefinition[] = [
  serviceNotFound,
  ...locationNotFoundRoutes,
];

/** Old or short paths that answer with a permanent redirect. */
export const redirects: readonly RedirectDefinition[] = [];
