import type { ReactNode } from "react";
import type { Page } from "../page";
import { CallToAction } from "./call-to-action";
import { GeneralInformation } from "./general-information";
import { Layout } from "./layout";
import { PageHero } from "./page-hero";

interface DetailLayoutProps {
  /** The layout's class, naming the kind of page for its styles. */
  className: string;
  trail: Page["breadcrumbs"];
  heading: ReactNode;
  /** The lead paragraph under the h1. */
  intro: ReactNode;
  /** A short line under the intro (the area served, the address). */
  note?: ReactNode;
  /** The page's one call to action: under the lead, and again in the closing call. */
  action: ReactNode;
  /** An image beside the hero's text. */
  media?: ReactNode;
  closing: { heading: ReactNode; text: ReactNode };
  /** What stands between the closing call and the general information. */
  afterClosing?: ReactNode;
  /** The page's sections, between the hero and the closing call. */
  children: ReactNode;
}

/**
 * A service or suburb page of the catalogue: the hero with its trail and call to action, the
 * page's own sections, the closing call repeating that action, and the general information.
 */
export function DetailLayout({
  className,
  trail,
  heading,
  intro,
  note,
  action,
  media,
  closing,
  afterClosing,
  children,
}: DetailLayoutProps) {
  return (
    <Layout className={className}>
      <PageHero
        trail={trail}
        heading={heading}
        lead={
          <>
            <p>{intro}</p>
            {note ? <p className="page-hero-note">{note}</p> : null}
          </>
        }
        actions={action}
        media={media}
      />
      {children}
      <CallToAction id="closing-heading" copy={closing}>
        {action}
      </CallToAction>
      {afterClosing}
      <GeneralInformation />
    </Layout>
  );
}

interface DetailPageInput extends Omit<DetailLayoutProps, "trail"> {
  /** What the page says of itself in its head: title, description, canonical address, data. */
  head: Omit<Page, "body" | "breadcrumbs">;
  /** The index page it belongs to (Services, Locations): the trail runs Home › it › this page. */
  within: { name: string; path: string };
  name: string;
  path: string;
}

/** A service or suburb page: its trail, the same in the hero and in its BreadcrumbList data. */
export function detailPage({ head, within, name, path, ...layout }: DetailPageInput): Page {
  const breadcrumbs = [{ name: "Home", path: "/" }, within, { name, path }];
  return { ...head, breadcrumbs, body: <DetailLayout trail={breadcrumbs} {...layout} /> };
}
