import type { DepositOfferPage } from "./page-types";

/**
 * The 2% deposit offer guide page. The scheme is the Australian Government's Family Home
 * Guarantee, run by Housing Australia; figures as published for 2026, with a link to check them.
 */
export const depositOfferPage: DepositOfferPage = {
  meta: {
    title: "Free Guide: Buying With a 2% Deposit | {tradingName}",
    description:
      "Download our free guide to buying with a 2% deposit and no lenders mortgage insurance under the Family Home Guarantee: eligibility, NSW price caps and steps.",
  },
  bannerAlt: "A Sydney home with the words 2% deposit",
  headline: "Download Your Free 2% Deposit Offer Guide",
  video: {
    heading: "How the 2% Deposit Works",
    text: "{brokerName} explains who can use the 2% deposit and how we apply for it with a participating lender.",
  },
  subheading: "Buy With a 2% Deposit and No Lenders Mortgage Insurance",
  paragraphs: [
    "Under the Australian Government's Family Home Guarantee, eligible single parents and single legal guardians can buy a home with a deposit of as little as 2%. Housing Australia guarantees up to 18% of the property's value to a participating lender, so you do not pay lenders mortgage insurance.",
    "You must be an Australian citizen or permanent resident aged 18 or over, a single parent or legal guardian of at least one dependent child, and earn no more than $125,000 a year. You do not need to be a first home buyer, but you cannot own property when you buy. In NSW the property price cap is $1,500,000 in Sydney and the regional centres and $800,000 elsewhere in the state.",
    "The guide explains eligibility, how the price caps apply, how the 2% deposit works alongside NSW stamp duty concessions for first home buyers, and each step of applying through a participating lender.",
  ],
  checkLink: {
    text: "Check the current criteria with Housing Australia",
    href: "https://www.housingaustralia.gov.au/",
  },
  button: "Download Now",
  coverAlt: "Cover of the 2% Deposit Offer Guide: download it now",
  toast: {
    title: "🎊 Guide Downloaded!",
    description:
      "Thanks for downloading the 2% Deposit Offer Guide. Someone from our team will be in contact ASAP. Want to talk sooner? Call {phone}.",
  },
};
