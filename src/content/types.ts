/** Shapes of the site catalogue. Pages and widgets render these; they never invent copy. */

import type locationsBySlug from "./locations.json";

export interface Faq {
  q: string;
  a: string;
}

export interface Link {
  name: string;
  href: string;
}

export interface Image {
  /** Site-relative path under `/assets/images/`. */
  src: string;
  alt: string;
}

export type ServiceSlug =
  | "home-loans"
  | "refinance-loans"
  | "first-home-buyer"
  | "investment-loans"
  | "smsf-loans"
  | "low-doc-loans"
  | "construction-loans"
  | "bad-credit-loans"
  | "business-loans"
  | "guarantor-loans"
  | "non-resident-loans"
  | "medico-loans";

export interface TextSection {
  title: string;
  content: string;
}

/** A section rendered as a grid of cards rather than running text. */
export interface CardsSection {
  title: string;
  subsections: { title: string; content: string }[];
}

export type ContentSection = TextSection | CardsSection;

export interface Service {
  slug: ServiceSlug;
  name: string;
  shortBlurb: string;
  /** Video id on the video channel; empty until a video is recorded, and the page then omits it. */
  youtubeId: string;
  metaTitle: string;
  metaDescription: string;
  h1: string;
  faqs: Faq[];
  contentSections: ContentSection[];
}

/** A location's slug: a key of `locations.json`, the one list of the places the site serves. */
export type LocationSlug = keyof typeof locationsBySlug;

export interface Location {
  slug: LocationSlug;
  name: string;
  description: string;
  /** Neighbouring suburbs the page also serves. */
  suburbs: string[];
  /** Four-digit Australian postcode, kept as text so leading zeros survive. */
  postcode: string;
  state: "NSW";
  coordinates: { lat: number; lng: number };
  featured: boolean;
}

export interface LocationGroup {
  name: string;
  locations: Location[];
}

interface SuburbContentBase {
  title: string;
  intro: string;
  /** Body of the "Why Locals in {suburb} Choose" block. */
  why: string;
  highlights: string[];
  /** The "We Help {suburb} Clients With:" list. */
  services: string[];
  faqs: Faq[];
  ctaText: string;
  /** The suburb's display name. */
  suburb: string;
}

export interface StandardSuburbContent extends SuburbContentBase {
  isCustomPage: false;
}

/** Rose Bay's page has its own layout, so it carries the extra blocks that layout renders. */
export interface CustomSuburbContent extends SuburbContentBase {
  isCustomPage: true;
  metaTitle: string;
  metaDescription: string;
  h1: string;
  image: Image;
  whyChooseUs: { title: string; points: string[] };
  servicesOffered: { title: string; items: Link[] };
  marketInfo: { title: string; paragraphs: string[] };
  cta: { title: string; buttonText: string; subtext: string };
  internalLink: { text: string; href: string };
}

export type SuburbContent = StandardSuburbContent | CustomSuburbContent;

export interface JourneyStep {
  title: string;
  duration: string;
  description: string;
}

export type LeadMagnetType = "spreadsheet" | "guide" | "checklist";

export interface LeadMagnet {
  id: string;
  title: string;
  description: string;
  fileName: string;
  /** Static path the file is served from. */
  fileUrl: string;
  category: string;
  type: LeadMagnetType;
}

export interface Testimonial {
  name: string;
  /**
   * An invented review that stands in for a genuine one until the broker supplies it: a
   * production build refuses to run while any is left (tooling/production-check.ts).
   */
  illustrative?: true;
  text: string;
  rating: 1 | 2 | 3 | 4 | 5;
  reviewsLabel: string;
  image: Image;
}

export interface SuccessStory {
  names: string;
  /** An invented story, as an illustrative testimonial (see `Testimonial`). */
  illustrative?: true;
  quote: string;
  /** Monthly repayment saving in whole dollars. */
  savingPerMonth: number;
  before: string;
  after: string;
}
