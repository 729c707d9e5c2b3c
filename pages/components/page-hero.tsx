import type { ReactNode } from "react";
import type { Page } from "../page";
import { Breadcrumbs } from "./breadcrumbs";

interface PageHeroProps {
  heading: ReactNode;
  lead: ReactNode;
  trail?: Page["breadcrumbs"];
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** An image beside the text on wide screens, under it on narrow ones. */
  media?: ReactNode;
}

/** The top of a catalogue page: the breadcrumb trail, the page's only h1 and its lead. */
export function PageHero({ heading, lead, trail, actions, media }: PageHeroProps) {
  return (
    <section className="page-hero" aria-labelledby="page-heading">
      <div
        className={
          media ? "container page-hero-inner page-hero-split" : "container page-hero-inner"
        }
      >
        <div className="page-hero-copy">
          {trail ? <Breadcrumbs trail={trail} /> : null}
          <h1 id="page-heading">{heading}</h1>
          <div className="page-hero-lead">{lead}</div>
          {actions ? <div className="page-hero-actions">{actions}</div> : null}
        </div>
        {media ? <div className="page-hero-media">{media}</div> : null}
      </div>
    </section>
  );
}
