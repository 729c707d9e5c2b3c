import type { ReactNode } from "react";
import type { PageContext, Tree } from "./context";

/** What one route renders for one tree. */
export interface Page {
  title: string;
  description: string;
  /** The whole `<body>` content, chrome included. */
  body: ReactNode;
  /** Pages that must not appear in search results (not-found, thank-you). */
  noindex?: boolean;
}

export interface RouteDefinition {
  /** Path the page is served at, e.g. "/privacy". */
  path: string;
  trees: readonly Tree[];
  /** Also serves every path below it, e.g. "/privacy/anything". */
  wildcard?: boolean;
  page: (context: PageContext) => Page;
}
