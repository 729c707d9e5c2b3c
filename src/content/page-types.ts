import type { Faq, LeadMagnetType } from "./types";

/**
 * Shapes of the pages' copy: the home, debt landing, catalogue and other pages. The catalogue's
 * own shapes (services, locations, lead magnets, reviews) are in `types.ts`.
 */

export interface TitledText {
  title: string;
  description: string;
}

export interface HomeTile extends TitledText {
  href: string;
}

export interface HomeSections {
  hero: {
    heading: string;
    /** Words that take turns in the highlighted slot of the heading. */
    rotatingWords: string[];
    text: string;
    callCta: { label: string; href: string };
    preApprovalCta: { label: string };
  };
  page: HomePage;
  whatWeDo: { heading: string; intro: string; tiles: HomeTile[] };
  whyUs: { heading: string; intro: string; points: TitledText[] };
  process: { heading: string; intro: string; steps: TitledText[] };
  faqs: { heading: string; items: Faq[] };
}

export interface DebtLanding {
  hero: { heading: string; subheading: string; formButton: string };
  /** Label of every button that opens the lead modal. */
  modalButton: string;
  video: { heading: string; caption: string };
  whatYouGet: { heading: string; items: string[] };
  testimonialsHeading: string;
  successStoriesHeading: string;
  process: { heading: string; steps: TitledText[] };
  benefits: { heading: string; items: TitledText[] };
  closingCta: { heading: string; text: string; callLabel: string; buttonText: string };
  /** Figures the copy quotes, for pages that show them as statistics. */
  claims: { australiansHelped: string; creditCardRate: string; homeLoanRate: string };
}

export interface ThankYouCopy {
  heading: string;
  body: string;
  contactLine: string;
  /** Button shown on the debt site. */
  debtSiteButton: { label: string; href: string };
  /** Button shown on the main site. */
  mainSiteButton: { label: string; href: string };
}

export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs: string[];
  /** A bulleted list shown after the paragraphs. */
  items?: string[];
}

export interface PrivacyPolicy {
  effectiveDate: string;
  businessName: string;
  tradingName: string;
  website: string;
  intro: string[];
  sections: PrivacySection[];
}

/** A call to action that opens the external pre-approval / referral page. */
export interface ReferralCta {
  headline: string;
  text: string;
  button: string;
}

export interface ServicesIndexCopy {
  heading: string;
  intro: string;
  learnMore: string;
  consultation: { heading: string; text: string; button: string };
}

export interface ServicePageCopy {
  /** The fixed four steps of 'Our Simple Process'. */
  process: { heading: string; intro: string; steps: TitledText[] };
  faqHeading: string;
  trust: { heading: string; rating: string };
  closing: { heading: string; text: string };
  /** The refinance service's call to action; `standardCta` for every other service. */
  refinanceCta: ReferralCta;
  standardCta: ReferralCta;
  notFound: { heading: string; text: string; button: string };
}

export interface LocationsIndexCopy {
  heading: string;
  intro: string;
  /** Before each card's postcode: "Postcode: 2026". */
  postcodeLabel: string;
  learnMore: string;
  whyLocal: { heading: string; points: TitledText[] };
  cantFind: { heading: string; text: string; button: string };
}

export interface SuburbPageCopy {
  /** Precedes the list of neighbouring suburbs a page also serves. */
  serving: string;
  highlightsHeading: string;
  faqHeading: string;
  popularHeading: string;
  cta: { heading: string; text: string };
  map: { showButton: string; linkText: string; note: string };
  reviewHeading: string;
  notFound: { heading: string; text: string; listHeading: string; allAreas: string };
}

export interface ResourcesPageCopy {
  heading: string;
  intro: string;
  includedHeading: string;
  typeLabels: Record<LeadMagnetType, string>;
  /** The e-mail request shown in place of the download form until it loads, or without script. */
  requestByEmail: string;
  /** Subject of that e-mail, followed by the resource's title. */
  requestSubject: string;
  request: { heading: string; text: string };
}

/** Title and description of a page; `{tradingName}` and the like are filled when rendered. */
export interface PageMeta {
  title: string;
  description: string;
}

export interface HeadedText {
  heading: string;
  text: string;
}

export interface HomePage {
  meta: PageMeta;
  /** The line under the heading that holds the rotating word: "{before} [word] {after}". */
  rotatingLine: { before: string; after: string; pauseLabel: string };
  video: HeadedText;
  testimonials: HeadedText;
  carousel: HeadedText & { label: string; previous: string; next: string; cardLink: string };
  /** `alternative` introduces the phone and e-mail shown in place of the form. */
  contact: HeadedText & { alternative: string };
}

export interface StartHerePage {
  meta: PageMeta;
  heading: string;
  intro: string[];
  promises: { heading: string; items: TitledText[] };
  photoAlt: string;
  video: HeadedText;
  timeline: HeadedText;
  closing: HeadedText;
}

export interface AboutPage {
  meta: PageMeta;
  heading: string;
  welcome: string;
  sections: { heading: string; paragraphs: string[] }[];
  closing: HeadedText;
}

export interface ScheduleCallPage {
  meta: PageMeta;
  back: string;
  heading: string;
  intro: string;
  prepare: { heading: string; items: string[] };
  widgetTitle: string;
  fallback: string;
  openInNewTab: string;
  /** In the calendar's place while its host is one reserved for examples, which never answers. */
  unavailable: { heading: string; text: string; button: string; call: string };
}

export interface PreApprovalPage {
  meta: PageMeta;
  back: string;
  heading: string;
  intro: string;
  video: HeadedText;
  nextSteps: { heading: string; items: string[] };
  note: string;
  formHeading: string;
  /** Introduces the phone and e-mail shown in place of the form. */
  formAlternative: string;
}

export interface DepositOfferPage {
  meta: PageMeta;
  bannerAlt: string;
  headline: string;
  video: HeadedText;
  subheading: string;
  paragraphs: string[];
  checkLink: { text: string; href: string };
  button: string;
  coverAlt: string;
  toast: { title: string; description: string };
}

export interface DownloadThanksPage {
  meta: PageMeta;
  heading: string;
  /** Around the downloaded file's title: "{before} [title] {after}". */
  starting: { before: string; after: string };
  /** Shown before the script has read the file from the address, and without JavaScript. */
  generic: string;
  again: string;
  /** What the page says instead when `?file=` names no file of the catalogue. */
  unknown: { title: string; heading: string; text: string };
  browse: string;
  noScript: string;
  questions: string;
}
