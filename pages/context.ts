import { createContext, useContext } from "react";
import type { SiteConfig } from "../src/config";
import type { Site } from "../src/site";

export type { Site };

/** Hashed file names of the page stylesheet and page script, known only after the client build. */
export interface PageAssets {
  stylesheet: string;
  script: string;
}

/** Everything a page needs to render, fixed for one file of one site. */
export interface PageContext {
  config: SiteConfig;
  site: Site;
  /** The route path this file serves, e.g. "/privacy". */
  path: string;
  /** The year of the build; the page script replaces it with the visitor's current year. */
  year: number;
  assets: PageAssets;
  /** The inside of a widget's declarative shadow root, for the widgets the build pre-renders. */
  prerenderWidget?: PrerenderWidget;
}

export type PrerenderWidget = (
  tag: string,
  attributes: Record<string, string>,
) => string | undefined;

export const PageContextValue = createContext<PageContext | null>(null);

export function usePage(): PageContext {
  const page = useContext(PageContextValue);
  if (!page) throw new Error("usePage() must be called inside a rendered page");
  return page;
}

/** Images in pages/public/images are copied to this URL prefix by the build. */
export const imagePath = (file: string): string => `/assets/images/${file}`;
