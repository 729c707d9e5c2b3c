import type { ReactNode } from "react";
import type { SiteConfig } from "../../src/config";
import type { Page } from "../page";
import { Layout } from "./layout";

interface NotFoundInput {
  heading: string;
  /** What went wrong: the page's description, and its paragraph unless `said` words it. */
  text: string;
  said?: ReactNode;
  /** The way back to the catalogue's index. */
  back: { href: string; label: string };
  /** The section's own class, beside `not-found-inner`. */
  className?: string;
  /** What stands between the paragraph and the way back. */
  children?: ReactNode;
}

/** An unknown address under a catalogue (`/services/…`, a suburb): kept out of search results. */
export function notFoundPage(
  config: SiteConfig,
  { heading, text, said, back, className, children }: NotFoundInput,
): Page {
  return {
    title: `${heading} | ${config.tradingName}`,
    description: text,
    noindex: true,
    body: (
      <Layout className="not-found">
        <section
          className={
            className ? `container not-found-inner ${className}` : "container not-found-inner"
          }
        >
          <h1>{heading}</h1>
          {said ?? <p>{text}</p>}
          {children}
          <a className="btn btn-primary" href={back.href}>
            {back.label}
          </a>
        </section>
      </Layout>
    ),
  };
}
