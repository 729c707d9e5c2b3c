import type { Testimonial } from "./types";

// Illustrative reviews from clearly fictional people. Replace them with genuine client reviews,
// used with consent, before launch: publishing invented reviews breaches Australian Consumer Law.

/** Reviews shown on the main site. `{brokerName}` is filled from the site configuration. */
export const testimonials: Testimonial[] = [
  {
    name: "Priya S.",
    illustrative: true,
    text: "{brokerName} got us pre-approved within the week and explained the 5% Deposit Scheme in plain English. We bought our first unit in Coogee with no LMI and no stress.",
    rating: 5,
    reviewsLabel: "Google review",
    image: { src: "/assets/images/avatar-priya.svg", alt: "Portrait of Priya S." },
  },
  {
    name: "James O.",
    illustrative: true,
    text: "Our fixed rate was about to roll onto a much higher variable rate. {brokerName} compared lenders, worked out the switching costs and moved us across in under three weeks.",
    rating: 5,
    reviewsLabel: "Google review",
    image: { src: "/assets/images/avatar-james.svg", alt: "Portrait of James O." },
  },
  {
    name: "Mei L.",
    illustrative: true,
    text: "As a registrar on contract I assumed I'd pay LMI. {brokerName} found a lender that waived it at 90% and handled everything around my rosters.",
    rating: 5,
    reviewsLabel: "Google review",
    image: { src: "/assets/images/avatar-mei.svg", alt: "Portrait of Mei L." },
  },
  {
    name: "Daniel R.",
    illustrative: true,
    text: "Being self-employed, two banks turned me down. {brokerName} used my BAS to get a low doc loan approved and has a plan to move me to a standard rate next year.",
    rating: 5,
    reviewsLabel: "Google review",
    image: { src: "/assets/images/avatar-daniel.svg", alt: "Portrait of Daniel R." },
  },
];

/** The three reviews on the debt-consolidation landing page. */
export const debtTestimonials: Testimonial[] = [
  {
    name: "Sarah M.",
    illustrative: true,
    text: "Three credit cards and a personal loan were eating my pay. Rolling them into the home loan cut my repayments by more than half, and {brokerName} set me a plan to clear it early.",
    rating: 5,
    reviewsLabel: "Google review",
    image: { src: "/assets/images/avatar-sarah.svg", alt: "Portrait of Sarah M." },
  },
  {
    name: "Chris T.",
    illustrative: true,
    text: "I expected a pile of forms. Instead it was one phone call, a few documents and a clear comparison of what I'd pay before and after. Wish I'd done it years ago.",
    rating: 5,
    reviewsLabel: "Google review",
    image: { src: "/assets/images/avatar-chris.svg", alt: "Portrait of Chris T." },
  },
  {
    name: "Aisha K.",
    illustrative: true,
    text: "{brokerName} was upfront that stretching the debt over 30 years could cost more overall, and showed us how to avoid that. Honest advice and real savings every month.",
    rating: 5,
    reviewsLabel: "Google review",
    image: { src: "/assets/images/avatar-aisha.svg", alt: "Portrait of Aisha K." },
  },
];
