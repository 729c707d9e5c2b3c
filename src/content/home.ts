import type { HomeSections } from "./page-types";

/** Copy of the home page. The pre-approval button's address comes from the site configuration. */
export const homeSections: HomeSections = {
  hero: {
    heading: "Found your next property?",
    rotatingWords: ["Home Loan", "Refinance"],
    text: "Get expert advice and competitive rates from an experienced team that compares 40+ lenders for you, at no upfront cost.",
    callCta: { label: "Jump on a call", href: "/schedule-call" },
    preApprovalCta: { label: "Get Pre-Approved" },
  },
  page: {
    meta: {
      title: "Mortgage Broker in Sydney's Eastern Suburbs | {tradingName}",
      description:
        "Home loans, refinancing and pre-approval from a local mortgage broker comparing 40+ lenders. Deposits from 5%, no upfront cost for our help.",
    },
    rotatingLine: {
      before: "Expert",
      after: "advice",
      pauseLabel: "Pause the changing word",
    },
    video: {
      heading: "Meet Your Broker",
      text: "{brokerName} explains how we compare 40+ lenders for you and what happens on your first call.",
    },
    testimonials: {
      heading: "What Our Clients Say",
      text: "Buyers and homeowners we have helped, with a 5.0 star rating on Google Reviews.",
    },
    carousel: {
      heading: "Local to the Eastern Suburbs and the City",
      text: "We meet clients in these suburbs every week and know how their markets and lenders work.",
      label: "Suburbs we serve",
      previous: "Previous suburbs",
      next: "Next suburbs",
      cardLink: "Mortgage broker in",
    },
    contact: {
      heading: "Send Us an Enquiry",
      text: "Tell us what you are planning and we will get back to you. Prefer to talk now? Call {phone}.",
      alternative: "Call or e-mail us and we will get back to you.",
    },
  },
  whatWeDo: {
    heading: "What We Do",
    intro:
      "From your first home to your next investment, we find and arrange the right loan across 40+ lenders and stay with you through to settlement.",
    tiles: [
      {
        title: "Home Loans",
        description:
          "Owner-occupier loans with the rate, features and structure matched to how you live and repay.",
        href: "/home-loans",
      },
      {
        title: "Refinancing",
        description:
          "A free review of your current loan, and a switch only when the saving outweighs the costs.",
        href: "/refinance-loans",
      },
      {
        title: "First Home Buyers",
        description:
          "The 5% Deposit Scheme, NSW stamp duty exemptions and grants, used to get you in sooner.",
        href: "/first-home-buyer-loans",
      },
      {
        title: "Commercial Loans",
        description:
          "Finance for offices, shops, warehouses and industrial property, for owner-occupiers and investors.",
        href: "/commercial-loans",
      },
      {
        title: "SMSF Loans",
        description:
          "Limited recourse borrowing for your super fund to buy residential or commercial property.",
        href: "/smsf-loans",
      },
      {
        title: "Business Loans",
        description:
          "Equipment, vehicle and working capital finance matched to how your business earns.",
        href: "/business-loans",
      },
    ],
  },
  whyUs: {
    heading: "Why Homeowners Work With Us",
    intro:
      "A bank can only offer its own loans. We compare the market for you and explain every option in plain English.",
    points: [
      {
        title: "40+ lenders compared",
        description:
          "Major banks, regional banks, credit unions and specialist lenders, so your loan is chosen on fit, not on whoever you banked with first.",
      },
      {
        title: "No upfront cost",
        description:
          "The lender pays our commission when your loan settles, so our help costs you nothing upfront.",
      },
      {
        title: "Fast pre-approval",
        description:
          "Pre-approval usually takes 3-5 business days, so you can make offers and bid with confidence.",
      },
      {
        title: "5.0 star rating on Google Reviews",
        description:
          "Clients rate the advice, the communication and how smoothly their loans settle.",
      },
      {
        title: "Local to the Eastern Suburbs",
        description:
          "We know the Bondi, Coogee, Randwick, Maroubra and Rose Bay markets and the lenders that suit them.",
      },
      {
        title: "With you after settlement",
        description:
          "We review your loan regularly and let you know when a better rate or structure is available.",
      },
    ],
  },
  process: {
    heading: "Our Process",
    intro: "Four steps from first call to keys in hand.",
    steps: [
      {
        title: "Free Consultation",
        description:
          "We talk through your goals, income, deposit and timing, and work out what you can borrow.",
      },
      {
        title: "Compare Options",
        description:
          "We compare 40+ lenders and show you a shortlist with the rates, fees and reasons for each.",
      },
      {
        title: "Apply & Approve",
        description:
          "We prepare and lodge your application, deal with the lender's questions and get you approved.",
      },
      {
        title: "Settle & Support",
        description:
          "We coordinate with your conveyancer through settlement and review your loan as your needs change.",
      },
    ],
  },
  faqs: {
    heading: "Frequently Asked Questions",
    items: [
      {
        q: "How much does a mortgage broker cost?",
        a: "Nothing upfront. The lender pays our commission when your loan settles, and you are not charged a higher rate for using a broker.",
      },
      {
        q: "How much deposit do I need?",
        a: "You can buy with a deposit from 5%, and most buyers put down 5-10%. With less than 20% you will usually pay lenders mortgage insurance, unless you use the 5% Deposit Scheme, a family guarantee or a professional LMI waiver.",
      },
      {
        q: "How long does pre-approval take?",
        a: "Usually 3-5 business days once we have your payslips, bank statements and ID.",
      },
      {
        q: "What credit score do I need?",
        a: "A score of 500 or more is decent. A lower score or past defaults do not rule you out; specialist lenders look at the reasons and your recent history.",
      },
      {
        q: "Can you help if I'm self-employed?",
        a: "Yes. Depending on how long you have traded, we can use your tax returns or, for low doc loans, your BAS, business bank statements or an accountant's declaration.",
      },
      {
        q: "Which lenders do you work with?",
        a: "We compare 40+ lenders, from the major banks to regional banks, credit unions and specialist non-bank lenders.",
      },
    ],
  },
};
