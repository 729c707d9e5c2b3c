import { findLocation } from "./locations";
import { roseBay } from "./rose-bay";
import { serviceLinks } from "./services";
import type {
  CustomSuburbContent,
  Link,
  Location,
  StandardSuburbContent,
  SuburbContent,
} from "./types";

/**
 * Written-by-hand suburb pages (Rose Bay's, with its own layout, in `rose-bay.ts`). Other suburbs
 * in `locations` get generated content.
 */
export const suburbContent: {
  bondi: StandardSuburbContent;
  maroubra: StandardSuburbContent;
  coogee: StandardSuburbContent;
  randwick: StandardSuburbContent;
  "rose-bay": CustomSuburbContent;
} = {
  bondi: {
    isCustomPage: false,
    suburb: "Bondi",
    title: "Mortgage Broker Bondi",
    intro:
      "Buying or refinancing in Bondi? We compare home loans from 40+ lenders for Bondi apartments, semis and houses, and can have conditional approval in place in as little as 2 business days, so you are ready when the right place comes up.",
    why: "Bondi moves quickly. Well-presented units near Campbell Parade and Bondi Road are often sold at auction or before it, so buyers need finance settled before they bid. {tradingName} is a local, lender-paid broker: there is no upfront cost to you, and we know which lenders are comfortable with Bondi's older walk-up blocks, small apartments and strata buildings.",
    highlights: [
      "Conditional approval in as little as 2 business days",
      "Deposits from 5%; most Bondi buyers put down 5-20%",
      "Pre-approval in place before auction day",
      "Lenders that accept smaller apartments and older strata blocks",
      "No upfront cost: the lender pays us",
    ],
    services: [
      "Apartment and unit purchases",
      "Auction-ready pre-approval",
      "Refinancing to a sharper rate",
      "Investment loans for rental properties",
      "First home buyer schemes and NSW stamp duty exemptions",
      "Medico and professional loans with LMI waived",
    ],
    faqs: [
      {
        q: "How quickly can I get approved to buy in Bondi?",
        a: "Conditional approval can come through in as little as 2 business days once we have your documents, and full pre-approval usually takes 3-5 business days. After you find a property the lender values it and issues formal approval.",
      },
      {
        q: "How much deposit do I need to buy in Bondi?",
        a: "Deposits start from 5%, and most of our Bondi buyers put down between 5% and 20%. Below 20% you will usually pay LMI unless you qualify for the 5% Deposit Scheme, a family guarantee or a professional LMI waiver.",
      },
      {
        q: "Can I buy a Bondi studio with a small deposit?",
        a: "Some lenders will not lend on apartments below a minimum internal size, often around 40-50 square metres, or cap the loan at a lower percentage of the value. We match smaller apartments with lenders whose policy accepts them.",
      },
      {
        q: "Can I bid at a Bondi auction with pre-approval?",
        a: "Yes, but auction sales are unconditional, so there is no finance clause to fall back on. We check the property against your lender's policy before auction day and confirm your limit, so you bid knowing the loan will go through.",
      },
    ],
    ctaText: "Book a free call with a Bondi mortgage broker",
  },
  maroubra: {
    isCustomPage: false,
    suburb: "Maroubra",
    title: "Mortgage Broker Maroubra",
    intro:
      "From units near Maroubra Junction to family homes a short walk from the beach, we help Maroubra buyers and homeowners compare 40+ lenders and find a loan that fits.",
    why: "Maroubra draws families upsizing from apartments, first home buyers stretching into their first house, and owners rebuilding on their block. Each needs a different loan structure. {tradingName} works out the deposit, the costs and the right lender for your plan, and because the lender pays us, our help costs you nothing upfront.",
    highlights: [
      "Deposits from 5%; most Maroubra buyers put down 5-20%",
      "Upsizing loans that bridge the gap between selling and buying",
      "Construction loans for knockdown rebuilds",
      "Pre-approval in 3-5 business days",
      "No upfront cost: the lender pays us",
    ],
    services: [
      "Upgrading from a unit to a house",
      "Knockdown rebuild and renovation finance",
      "First home buyer loans and government schemes",
      "Refinancing and rate reviews",
      "Investment property loans",
      "Guarantor loans with family help",
    ],
    faqs: [
      {
        q: "How much deposit do I need to buy in Maroubra?",
        a: "You can buy with a deposit from 5%, and most Maroubra buyers put down between 5% and 20%. With less than 20% you usually pay LMI unless you use the 5% Deposit Scheme or a family guarantee.",
      },
      {
        q: "Can I buy my next home before selling my unit?",
        a: "Yes. A bridging loan lets you buy first and sell afterwards, with the lender usually giving six to twelve months to sell. We work out the peak debt and the repayments so you know the worst case before committing.",
      },
      {
        q: "How do I finance a knockdown rebuild in Maroubra?",
        a: "A construction loan refinances any existing mortgage and pays your builder in stages, with interest charged only on what has been drawn. The lender needs council-approved plans, a fixed-price contract and the builder's insurance before approving.",
      },
      {
        q: "Do you charge a fee for your help?",
        a: "No. We are paid a commission by the lender when your loan settles, so there is no upfront cost to you.",
      },
    ],
    ctaText: "Book a free call with a Maroubra mortgage broker",
  },
  coogee: {
    isCustomPage: false,
    suburb: "Coogee",
    title: "Mortgage Broker Coogee",
    intro:
      "Whether it is a unit with a glimpse of the water or a semi near Coogee Bay Road, we compare home and investment loans from 40+ lenders for Coogee buyers and owners.",
    why: "Coogee suits first home buyers, young families and investors alike, and strong rental demand makes it a popular place to buy an investment unit. {tradingName} matches each purchase to lenders whose policies suit it, including strata and rental assessments, and costs you nothing upfront because the lender pays us.",
    highlights: [
      "Deposits from 5%; most Coogee buyers put down 5-20%",
      "Investment loans that count your expected rent",
      "Pre-approval in 3-5 business days",
      "Refinance reviews for existing Coogee owners",
      "No upfront cost: the lender pays us",
    ],
    services: [
      "First home purchases and government schemes",
      "Investment units and rental properties",
      "Refinancing and debt consolidation",
      "Using equity to buy your next property",
      "Self-employed and low doc loans",
      "Medico and professional loans",
    ],
    faqs: [
      {
        q: "How much deposit do I need to buy in Coogee?",
        a: "Deposits start from 5%, and most of our Coogee buyers put down between 5% and 20%. Investors usually need 10-20%, though equity in your home can often cover it.",
      },
      {
        q: "Will a lender count the rent from a Coogee investment unit?",
        a: "Yes. Most lenders count about 70-80% of the expected rent towards your borrowing power, based on a rental appraisal or the valuer's estimate.",
      },
      {
        q: "Is now a good time to refinance my Coogee home?",
        a: "If you have not reviewed your loan in the last year or two, or a fixed rate is ending soon, a review is worth doing. We compare 40+ lenders and only recommend switching if the saving outweighs the costs.",
      },
      {
        q: "Do you meet clients in Coogee?",
        a: "We can meet locally, by phone or by video call, whichever suits you. Most of the process, from pre-approval to settlement, can be done without an office visit.",
      },
    ],
    ctaText: "Book a free call with a Coogee mortgage broker",
  },
  randwick: {
    isCustomPage: false,
    suburb: "Randwick",
    title: "Mortgage Broker Randwick",
    intro:
      "Randwick buyers range from hospital staff and university academics to families and investors. We compare 40+ lenders to find the loan that suits your income, your profession and the property.",
    why: "With a major hospital precinct and UNSW on the doorstep, many Randwick buyers are doctors, nurses, researchers and students' parents buying nearby. Medical professionals can often have LMI waived, and investors near the university and light rail need lenders that understand the rental market. {tradingName} knows these policies and, because the lender pays us, costs you nothing upfront.",
    highlights: [
      "LMI waived up to 90% for eligible medical professionals",
      "Deposits from 5%; most Randwick buyers put down 5-20%",
      "Lenders comfortable with heritage terraces and older homes",
      "Pre-approval in 3-5 business days",
      "No upfront cost: the lender pays us",
    ],
    services: [
      "Medico and professional loans",
      "First home buyer loans",
      "Investment properties near UNSW",
      "Refinancing and rate reviews",
      "Renovation and construction finance",
      "Guarantor loans",
    ],
    faqs: [
      {
        q: "I work at the hospital. Can I avoid LMI?",
        a: "Many lenders waive LMI for doctors and dentists borrowing up to 90% of the value, and some up to 95%. Some also include other registered health professionals. We check which lenders cover your profession and registration.",
      },
      {
        q: "How much deposit do I need to buy in Randwick?",
        a: "Deposits start from 5%, and most Randwick buyers put down between 5% and 20%. Eligible medical professionals may borrow up to 90% without LMI.",
      },
      {
        q: "Can I buy a property to rent to students near UNSW?",
        a: "Yes, with a standard investment loan for an ordinary house or unit. Lenders are more cautious with boarding houses or properties let room by room, so tell us how you plan to rent it and we will match the lender.",
      },
      {
        q: "Do heritage listings affect my loan?",
        a: "A heritage listing or conservation area does not stop you getting a loan, but it can limit renovations and occasionally affects the valuation. We make sure the valuer and lender have the full picture.",
      },
    ],
    ctaText: "Book a free call with a Randwick mortgage broker",
  },
  "rose-bay": roseBay,
};

/** The popular-services grid on every suburb page. */
export const popularServices: Link[] = serviceLinks([
  "investment-loans",
  "refinance-loans",
  "first-home-buyer",
  "medico-loans",
  "smsf-loans",
  "business-loans",
]);

/** Regions read better with an article ("in the Sydney CBD", not "in Sydney CBD"). */
const takesArticle = new Set(["eastern-suburbs", "sydney-cbd"]);

function generatedContent(location: Location): StandardSuburbContent {
  const { name, postcode, state } = location;
  const place = takesArticle.has(location.slug) ? `the ${name}` : name;
  // A bare postcode reads as a year ("clients in 2024"): it is always written after the state.
  const postal = `(${state} ${postcode})`;
  return {
    isCustomPage: false,
    suburb: name,
    title: `Mortgage Broker ${name}`,
    intro: `Looking for a mortgage broker in ${place} ${postal}? We compare home loans from 40+ lenders for buyers, investors and homeowners refinancing in ${place}, and get you pre-approved in 3-5 business days.`,
    why: `Buying in ${place} means competing in one of Sydney's busiest markets. {tradingName} gets your finance in order before you make an offer, finds lenders whose policies suit the property, and handles the paperwork through to settlement. The lender pays us, so there is no upfront cost to you.`,
    highlights: [
      "Home loans compared across 40+ lenders",
      `Deposits from 5%; most ${name} buyers put down 5-20%`,
      "Pre-approval in 3-5 business days",
      `Local knowledge of the ${name} ${postal} market`,
      "No upfront cost: the lender pays us",
    ],
    services: [
      "Buying your first home",
      "Upgrading or buying your next home",
      "Refinancing and rate reviews",
      "Investment property loans",
      "Self-employed and low doc loans",
      "Medico and professional loans",
    ],
    faqs: [
      {
        q: `How much deposit do I need to buy in ${name}?`,
        a: `You can buy with a deposit from 5%, and most ${name} buyers put down between 5% and 20%. With less than 20% you will usually pay LMI unless you use the 5% Deposit Scheme, a family guarantee or a professional LMI waiver.`,
      },
      {
        q: "How long does pre-approval take?",
        a: "Pre-approval usually takes 3-5 business days once we have your payslips, bank statements and ID, and it is normally valid for three to six months.",
      },
      {
        q: `Do you help clients in ${place} ${postal} with refinancing?`,
        a: `Yes. We review loans for ${name} homeowners and investors against 40+ lenders, and only recommend switching when the saving outweighs the costs.`,
      },
      {
        q: "Do you charge a fee for your help?",
        a: "No. We are paid a commission by the lender when your loan settles, so there is no upfront cost to you.",
      },
    ],
    ctaText: `Book a free call with a ${name} mortgage broker`,
  };
}

/**
 * Content for the suburb page at `slug`: the written page where one exists, generated content for
 * any other suburb the site serves, and undefined (shown as 'Location Not Found') otherwise.
 */
export function suburbContentFor(slug: string): SuburbContent | undefined {
  if (Object.hasOwn(suburbContent, slug)) {
    return suburbContent[slug as keyof typeof suburbContent];
  }
  const location = findLocation(slug);
  return location ? generatedContent(location) : undefined;
}
