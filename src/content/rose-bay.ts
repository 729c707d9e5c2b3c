import { serviceLinks } from "./services";
import type { CustomSuburbContent } from "./types";

/** Rose Bay's written page, in its own layout (`pages/routes/custom-suburb-page.tsx`). */
export const roseBay: CustomSuburbContent = {
  isCustomPage: true,
  suburb: "Rose Bay",
  title: "Mortgage Broker Rose Bay",
  metaTitle: "Mortgage Broker Rose Bay | Home Loans 40+ Lenders",
  metaDescription:
    "Rose Bay mortgage broker comparing 40+ lenders for harbourside homes, apartments and larger loans. Deposits typically 10-20%. No upfront cost.",
  h1: "Your Rose Bay Mortgage Broker",
  intro:
    "Rose Bay's harbourside homes and apartments call for careful finance. We compare 40+ lenders to structure larger loans, upsizing and investment purchases around your plans.",
  why: "Rose Bay buyers are often upsizing, buying a second property or borrowing amounts that fall outside a lender's standard policy. {tradingName} finds the lenders whose limits and pricing suit larger loans, and because the lender pays us, our help costs you nothing upfront.",
  highlights: [
    "Deposits typically 10-20% for Rose Bay purchases",
    "Larger loans compared across 40+ lenders",
    "Bridging finance for buying before you sell",
    "Pre-approval in 3-5 business days",
    "No upfront cost: the lender pays us",
  ],
  services: [
    "Larger home loans",
    "Upsizing and bridging finance",
    "Investment property loans",
    "Refinancing and rate reviews",
    "Self-employed and low doc loans",
    "SMSF loans",
  ],
  image: {
    src: "/assets/images/rose-bay.svg",
    alt: "Rose Bay's waterfront with boats moored in the harbour",
  },
  whyChooseUs: {
    title: "Why Rose Bay Clients Choose Us",
    points: [
      "We compare 40+ lenders to find those whose policies and pricing suit larger loans",
      "We negotiate pricing on larger loans rather than accepting the advertised rate",
      "We structure bridging finance so you can buy your next home before selling",
      "We are paid by the lender, so there is no upfront cost to you",
    ],
  },
  servicesOffered: {
    title: "Home Loan Services for Rose Bay",
    items: serviceLinks([
      "home-loans",
      "refinance-loans",
      "investment-loans",
      "construction-loans",
      "smsf-loans",
      "medico-loans",
    ]),
  },
  marketInfo: {
    title: "Buying in Rose Bay",
    paragraphs: [
      "Rose Bay runs from the harbour foreshore and ferry wharf up to the ridge towards Dover Heights and Vaucluse, with a mix of apartment blocks, period homes and harbourside residences. Properties here sit well above the Sydney median, so loan size shapes which lenders are in the running.",
      "Many lenders lower their maximum loan-to-value ratio as the loan gets larger, and LMI on a large loan is costly. That is why most Rose Bay buyers put down a deposit of 10-20%, often drawing on equity in their current home or the proceeds of a sale.",
    ],
  },
  faqs: [
    {
      q: "How much deposit do I need to buy in Rose Bay?",
      a: "Rose Bay buyers typically put down 10-20%. Many lenders reduce their maximum loan-to-value ratio for larger loans, and a bigger deposit also avoids costly LMI on a high loan amount.",
    },
    {
      q: "Can I buy in Rose Bay before selling my current home?",
      a: "Yes. Bridging finance covers the purchase while you sell, usually with six to twelve months to complete the sale. We calculate the peak debt and repayments so you can plan for the worst case.",
    },
    {
      q: "Do lenders treat large loans differently?",
      a: "Yes. Above certain loan sizes lenders apply lower LVR limits, ask for more documentation and sometimes require a second valuation. Pricing is often negotiable, which is where comparing 40+ lenders helps.",
    },
    {
      q: "Can I borrow against my Rose Bay home to invest?",
      a: "Usually, yes. Lenders generally let you borrow up to 80% of your home's value without LMI, and we set up the investment borrowing as a separate split so the interest is easy to track.",
    },
  ],
  ctaText: "Book a free call with a Rose Bay mortgage broker",
  cta: {
    title: "Ready to Talk About Your Rose Bay Purchase?",
    buttonText: "Book Your Free Consultation",
    subtext: "No upfront cost. We compare 40+ lenders and handle the paperwork.",
  },
  internalLink: {
    text: "Also looking around Coogee? Visit our Coogee mortgage broker page",
    href: "/mortgage-broker-coogee",
  },
};
