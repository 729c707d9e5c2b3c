import type { ReactNode } from "react";
import type { SiteConfig } from "../../src/config";
import type { PageContext } from "../context";
import { filledRoute, homeTrail } from "../main-route";
import type { Page, RouteDefinition } from "../page";
import { Layout } from "./layout";
import { PageHero } from "./page-hero";

interface IndexPageInput {
  config: SiteConfig;
  /** The page's address and its name in the breadcrumb trail after Home. */
  path: string;
  name: string;
  /** The h1 (also the title before the trading name) and the lead (also the description). */
  heading: string;
  intro: string;
  /** The layout's class: `catalogue`, plus any of the page's own. */
  className?: string;
  /** Everything under the hero. */
  children: ReactNode;
}

/** An index page of the catalogue (services, locations, resources): Home › name, then the hero. */
export function indexPage({
  config,
  path,
  name,
  heading,
  intro,
  className = "catalogue",
  children,
}: IndexPageInput): Page {
  const breadcrumbs = homeTrail(name, path);
  return {
    title: `${heading} | ${config.tradingName}`,
    description: intro,
    breadcrumbs,
    body: (
      <Layout className={className}>
        <PageHero trail={breadcrumbs} heading={heading} lead={<p>{intro}</p>} />
        {children}
      </Layout>
    ),
  };
}

interface IndexRouteInput<Copy extends { heading: string; intro: string }> {
  /** The page's address and its name in the breadcrumb trail after Home. */
  path: string;
  name: string;
  /** The page's copy, its heading and intro among it; business details are filled in. */
  copy: Copy;
  className?: string;
  /** Everything under the hero, given the filled copy. */
  children: (copy: Copy, context: PageContext) => ReactNode;
}

/** The main site's route to an index page of the catalogue. */
export function indexRoute<Copy extends { heading: string; intro: string }>({
  path,
  name,
  copy,
  className,
  children,
}: IndexRouteInput<Copy>): RouteDefinition {
  return filledRoute(path, copy, (filled, context) =>
    indexPage({
      config: context.config,
      path,
      name,
      heading: filled.heading,
      intro: filled.intro,
      className,
      children: children(filled, context),
    }),
  );
}
