import type {
  AboutPage,
  DownloadThanksPage,
  PreApprovalPage,
  ScheduleCallPage,
  StartHerePage,
} from "./page-types";

/**
 * The credit-advertising notice on every main-site page: the site gives general information,
 * not advice about a visitor's own circumstances, and promises no rate or approval.
 */
export const generalInformationNotice =
  "The information on this website is general only and does not take into account your objectives, financial situation or needs. Consider whether it suits you before acting on it. All loans are subject to the lender's terms, conditions and approval criteria; fees and charges apply.";

/** Label of the fixed theme switch; the site stays light whatever it is set to. */

export const startHerePage: StartHerePage = {
  meta: {
    title: "Start Here: Buying a Home in Sydney, Step by Step | {tradingName}",
    description:
      "New to buying? The 11 steps from credit check to settlement, how long each usually takes, and how a broker comparing 40+ lenders helps at no upfront cost.",
  },
  heading: "Welcome! Start Your Home-Buying Journey Here",
  intro: [
    "Whether it is your first purchase or your fifth, buying in Sydney moves quickly. This page walks you through the whole journey, from checking your credit to collecting the keys, so you know what is coming and roughly how long each step takes.",
    "I'm {brokerName}, principal broker at {tradingName}. We compare 40+ lenders, prepare your application and stay with you until settlement and beyond.",
  ],
  promises: {
    heading: "Our Promises to You",
    items: [
      {
        title: "Straight answers",
        description:
          "We tell you what you can realistically borrow and what the loan will cost, fees included, before you apply.",
      },
      {
        title: "The market, not one bank",
        description:
          "We compare 40+ lenders and explain in writing why we recommend the loan we do.",
      },
      {
        title: "Your interests first",
        description:
          "Mortgage brokers must act in your best interests under the National Consumer Credit Protection Act 2009, and we tell you how we are paid.",
      },
      {
        title: "No upfront cost",
        description:
          "The lender pays our commission when your loan settles, so our help costs you nothing upfront.",
      },
      {
        title: "One person to call",
        description:
          "You deal with {brokerName} from the first call to settlement, and for reviews after it.",
      },
    ],
  },
  photoAlt: "{brokerName}, principal broker at {tradingName}",
  video: {
    heading: "A Quick Hello From {brokerName}",
    text: "Two minutes on how we work, what we need from you and what to expect in your first month.",
  },
  timeline: {
    heading: "Your Home-Buying Journey in 11 Steps",
    text: "Typical times for a Sydney purchase. Yours may be quicker or slower depending on the property, the lender and the market.",
  },
  closing: {
    heading: "Ready for Step One?",
    text: "Book a free call and we will check your credit position, run your numbers and tell you which government schemes you may qualify for.",
  },
};

export const aboutPage: AboutPage = {
  meta: {
    title: "About Us: Local Mortgage Brokers in the Eastern Suburbs | {tradingName}",
    description:
      "Who we are, how we are paid and the rules we work under: Eastern Suburbs mortgage brokers comparing 40+ lenders, bound by the best interests duty.",
  },
  heading: "About {tradingName}",
  welcome:
    "Welcome! We are a mortgage broking team based in Sydney's Eastern Suburbs, helping first home buyers, upgraders, investors and homeowners from Bondi to Maroubra find and settle the right loan.",
  sections: [
    {
      heading: "What We Do",
      paragraphs: [
        "We compare home loans from 40+ lenders, from the major banks to regional banks, credit unions and specialist lenders, then prepare your application and manage it through approval and settlement.",
        "We help with first homes, upgrades, refinancing, investment property, construction, SMSF, low doc, guarantor and business loans, and we review your loan after settlement so it keeps suiting you.",
      ],
    },
    {
      heading: "How We Are Paid",
      paragraphs: [
        "Lenders pay us when your loan settles: usually an upfront commission and a smaller ongoing (trail) commission. You pay nothing upfront for our help.",
        "Before we recommend a loan you receive our credit guide, and our recommendation sets out the lender, why we chose it and the commission we expect to receive.",
      ],
    },
    {
      heading: "The Rules We Work Under",
      paragraphs: [
        "{businessName} gives credit assistance as a credit representative under an Australian Credit Licence; the licensee and licence number are shown below and at the foot of every page.",
        "Since 1 January 2021 the National Consumer Credit Protection Act 2009 has required mortgage brokers to act in their clients' best interests and to put the client first when there is a conflict. We must also make sure any loan we suggest is not unsuitable for you.",
      ],
    },
    {
      heading: "If Something Goes Wrong",
      paragraphs: [
        "Tell us first: call {phone} or e-mail {email} and we will work to put it right quickly.",
        "If you are not satisfied with our response, you can take your complaint free of charge to the Australian Financial Complaints Authority (AFCA) on 1800 931 678 or at www.afca.org.au.",
      ],
    },
    {
      heading: "Where We Work",
      paragraphs: [
        "We are local to the Eastern Suburbs and the City, and meet clients across Sydney in person, by phone or by video call at a time that suits them, including evenings.",
      ],
    },
  ],
  closing: {
    heading: "Let's Talk About Your Plans",
    text: "A free 30-minute call is the quickest way to find out what you can borrow and what your next step is.",
  },
};

export const scheduleCallPage: ScheduleCallPage = {
  meta: {
    title: "Schedule a Free 30-Minute Call With a Broker | {tradingName}",
    description:
      "Pick a time for a free 30-minute call with a mortgage broker about borrowing power, deposits, pre-approval or refinancing. No obligation.",
  },
  back: "Back",
  heading: "Schedule a Call",
  intro:
    "Choose a time for a free 30-minute call with {brokerName}. We will talk through your goals, what you could borrow and your next steps, with no obligation.",
  prepare: {
    heading: "Handy to have ready",
    items: [
      "Your approximate income and any regular debts or repayments",
      "Your savings or deposit, and where it is held",
      "Any property you are looking at, or your current loan details if refinancing",
    ],
  },
  widgetTitle: "Booking calendar for a free 30-minute call",
  fallback: "Calendar not showing? Book on the scheduling page, or call us on {phone}.",
  openInNewTab: "Open the scheduling page",
  unavailable: {
    heading: "Pick a time that suits you",
    text: "Our booking calendar opens on its own page. Choose a time there and {brokerName} will ring you then, or call us now and we will book it with you.",
    button: "Open the booking calendar",
    call: "Call {phone}",
  },
};

export const preApprovalPage: PreApprovalPage = {
  meta: {
    title: "Get Pre-Approved for a Home Loan | {tradingName}",
    description:
      "Tell us a few details and we will start your home loan pre-approval across 40+ lenders. Pre-approval usually takes 3-5 business days.",
  },
  back: "Back",
  heading: "We just need a few details",
  intro:
    "Fill in the form and {brokerName} will call you to talk through your borrowing capacity and the documents the lender needs. Pre-approval usually takes 3-5 business days once we have them.",
  video: {
    heading: "A Word From {brokerName}, Our Principal Broker",
    text: "What pre-approval is, what it is not, and how to make the most of it when you start making offers.",
  },
  nextSteps: {
    heading: "What happens next",
    items: [
      "We call you to understand your goals, income, expenses and deposit.",
      "We compare 40+ lenders and recommend where to apply, and why.",
      "The lender assesses your application and issues a pre-approval, usually valid for 3 to 6 months depending on the lender.",
    ],
  },
  note: "Pre-approval is conditional, not a guarantee: final approval depends on the lender's valuation of the property you choose and a final check of your circumstances.",
  formHeading: "Your details",
  formAlternative: "Call or e-mail us with your name, loan type and rough loan amount.",
};

export const downloadThanksPage: DownloadThanksPage = {
  meta: {
    title: "Thanks for Downloading | {tradingName}",
    description:
      "Your free resource is downloading. If it did not start, download it again or browse our other free guides and calculators.",
  },
  heading: "Thanks for Downloading!",
  starting: {
    before: "Your download of",
    after: "is starting. If nothing happens, press Download Again.",
  },
  generic: "Your download is starting. If nothing happens, press Download Again.",
  again: "Download Again",
  unknown: {
    title: "File Not Found | {tradingName}",
    heading: "File Not Found",
    text: "We could not find that file. Please choose it again from our free resources.",
  },
  browse: "Browse Free Resources",
  noScript: "Choose your file to download it:",
  questions: "Questions about your download or your next step? Call {phone} or e-mail {email}.",
};
