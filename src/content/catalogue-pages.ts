import type {
  LocationsIndexCopy,
  ResourcesPageCopy,
  ServicePageCopy,
  ServicesIndexCopy,
  SuburbPageCopy,
} from "./page-types";
import { testimonials } from "./testimonials";
import type { ServiceSlug, Testimonial } from "./types";

/**
 * The footnote of every service and suburb page: credit advertising must not read as personal
 * advice, and the scheme figures the pages quote change from time to time.
 */
export const generalInformation =
  "This page is general information only and does not take into account your objectives, financial situation or needs. Lending criteria, fees and charges apply, and every loan is subject to the lender's approval. Government scheme rules, thresholds and surcharges change; we confirm the current rules for your situation before you apply.";

/** Copy of the services index, `/services`. */
export const servicesIndex: ServicesIndexCopy = {
  heading: "Our Home Loan Services",
  intro:
    "Twelve kinds of lending, one broker comparing 40+ lenders for you. Choose a service to see how it works, what lenders look for and the questions our clients ask most.",
  learnMore: "Learn More",
  consultation: {
    heading: "Not Sure Which Loan Fits?",
    text: "A free 30-minute call is usually enough to work out where you stand and which options are worth comparing. There is no upfront cost: the lender pays us when your loan settles.",
    button: "Book Your Free Consultation",
  },
};

/** The parts every service page shares, around the service's own catalogue entry. */
export const servicePage: ServicePageCopy = {
  process: {
    heading: "Our Simple Process",
    intro: "Four steps from the first conversation to the keys, with one person looking after you.",
    steps: [
      {
        title: "Free Consultation",
        description:
          "We talk through your goals, income, deposit and timing, and explain what lenders will look at. No cost and no obligation.",
      },
      {
        title: "Compare Options",
        description:
          "We compare loans from 40+ lenders and show you a shortlist side by side: rate, comparison rate, fees, features and why each one made the list.",
      },
      {
        title: "Apply & Approve",
        description:
          "We prepare and lodge your application, answer the lender's questions and keep you updated until your loan is approved.",
      },
      {
        title: "Settle & Support",
        description:
          "We work with your conveyancer and the lender through to settlement, then review your loan regularly so it stays competitive.",
      },
    ],
  },
  faqHeading: "Frequently Asked Questions",
  trust: {
    heading: "Trusted by Sydney Homeowners",
    rating: "5.0 Star Rating on Google Reviews",
  },
  closing: {
    heading: "Book Your Free Strategy Call",
    text: "Talk to {brokerName} about your plans. You will come away knowing your options, roughly what lenders could offer and the next steps, with no upfront cost and no obligation.",
  },
  refinanceCta: {
    headline: "Is Your Home Loan Still Competitive?",
    text: "Lenders often keep their sharpest rates for new customers. Send us your current loan details and we will compare them with 40+ lenders, add up the switching costs and tell you plainly whether moving is worth it.",
    button: "Get a Free Refinance Review",
  },
  standardCta: {
    headline: "Know Your Budget Before You Start",
    text: "Pre-approval tells you what lenders are likely to lend, so you can make offers and bid at auction with confidence. It usually takes 3-5 business days once we have your documents.",
    button: "Get Pre-Approved Now - Free Consultation",
  },
  notFound: {
    heading: "Service not found",
    text: "The service you're looking for doesn't exist.",
    button: "Go Back",
  },
};

/** Copy of the locations index, `/locations`. */
export const locationsIndex: LocationsIndexCopy = {
  heading: "Our Service Areas",
  intro:
    "We help buyers, investors and homeowners across Sydney's Eastern Suburbs and the inner city. Choose your area for local information, the questions we hear most there and how we can help.",
  postcodeLabel: "Postcode:",
  learnMore: "Learn More",
  whyLocal: {
    heading: "Why Choose Local Service?",
    points: [
      {
        title: "Local Market Knowledge",
        description:
          "We know how Eastern Suburbs property changes hands: auction-heavy streets, older strata blocks, heritage areas, and the lenders whose policies suit them.",
      },
      {
        title: "Flexible Meeting Options",
        description:
          "Meet us locally, talk by phone or join a video call, at a time that suits you, including early mornings and evenings.",
      },
      {
        title: "Community Connections",
        description:
          "We work alongside local conveyancers, building inspectors, accountants and agents, so every step of your purchase is in the hands of people who know the area.",
      },
    ],
  },
  cantFind: {
    heading: "Can't Find Your Area?",
    text: "We help clients right across Sydney and NSW. Most of the work happens by phone, e-mail and video, so wherever you are buying, we can compare lenders for you.",
    button: "Book a Free Consultation",
  },
};

/** Headings and labels of the suburb pages; the suburb's own copy is in `suburbs.ts`. */
export const suburbPage: SuburbPageCopy = {
  serving: "Serving",
  highlightsHeading: "At a Glance",
  faqHeading: "Frequently Asked Questions",
  popularHeading: "Popular Services",
  cta: {
    heading: "Ready to Talk?",
    text: "A free 30-minute call with {brokerName} is the quickest way to find out what you could borrow and which lenders suit your plans. No upfront cost and no obligation.",
  },
  map: {
    showButton: "Show the map",
    linkText: "Open the map on OpenStreetMap",
    note: "The map loads from OpenStreetMap only when you ask for it.",
  },
  reviewHeading: "A Recent Review",
  notFound: {
    heading: "Location Not Found",
    text: "We don't have a page for the area you asked for:",
    listHeading: "Areas we have pages for",
    allAreas: "See all our service areas",
  },
};

/** Copy of the free resources page, `/resources`. */
export const resourcesPage: ResourcesPageCopy = {
  heading: "Free Resources",
  intro:
    "Practical calculators, guides and checklists for Sydney buyers, investors and homeowners. Each one is free: leave your e-mail address and the download starts straight away.",
  includedHeading: "What's included",
  typeLabels: { spreadsheet: "Spreadsheet", guide: "Guide", checklist: "Checklist" },
  requestByEmail: "E-mail us to request it",
  requestSubject: "Please send me the",
  request: {
    heading: "Request a Resource",
    text: "Looking for a calculator, guide or checklist that isn't here? E-mail {email} and we will send you the right resource or point you to an official source.",
  },
};

function testimonialNamed(name: string): Testimonial {
  const found = testimonials.find((testimonial) => testimonial.name === name);
  if (!found) throw new Error(`No testimonial from "${name}"`);
  return found;
}

/** Reviews matched to the services they speak about; the others show the first review. */
const serviceReviewers: Partial<Record<ServiceSlug, string>> = {
  "refinance-loans": "James O.",
  "first-home-buyer": "Priya S.",
  "medico-loans": "Mei L.",
  "low-doc-loans": "Daniel R.",
  "bad-credit-loans": "Daniel R.",
  "business-loans": "Daniel R.",
};

/** The review shown under 'Trusted by Sydney Homeowners' on a service page. */
export function reviewForService(slug: ServiceSlug): Testimonial {
  return testimonialNamed(serviceReviewers[slug] ?? "Priya S.");
}

/** The recent review on a suburb page: Priya's mentions Coogee; others take turns. */
export function reviewForSuburb(slug: string, index: number): Testimonial {
  if (slug === "coogee") return testimonialNamed("Priya S.");
  const others = testimonials.filter((testimonial) => testimonial.name !== "Priya S.");
  return others[index % others.length] ?? testimonialNamed("Priya S.");
}
