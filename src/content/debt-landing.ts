import type { DebtLanding, ThankYouCopy } from "./page-types";

const modalButton = "See How Much You Could Save - 100% Free";

/** Copy of the debt-consolidation landing page. `{phone}` is filled from the site configuration. */
export const debtLanding: DebtLanding = {
  hero: {
    heading: "Roll Your High-Interest Debts Into One Lower Repayment",
    subheading:
      "No forms. No stress. Tell us your name, number and roughly what you owe, and we will show you what you could save.",
    formButton: "See My Potential Savings",
  },
  modalButton,
  video: {
    heading: "How Debt Consolidation Works in 90 Seconds",
    caption:
      "See how homeowners use the equity in their home to replace credit card and personal loan repayments with one lower one.",
  },
  whatYouGet: {
    heading: "What You Get",
    items: [
      "A free review of your credit cards, personal loans, car loans and tax debts",
      "Your potential monthly saving, worked out on your own numbers",
      "Options compared across 40+ lenders",
      "The total cost over the life of the loan, not just the new repayment",
      "A plan to clear the debt, with no obligation and no upfront cost",
    ],
  },
  testimonialsHeading: "What Our Clients Say",
  successStoriesHeading: "Client Success Stories",
  process: {
    heading: "How It Works",
    steps: [
      {
        title: "Apply and get pre-approved",
        description:
          "A short call and a few documents. We check your equity, your debts and what lenders will approve.",
      },
      {
        title: "Review your options",
        description:
          "We compare 40+ lenders and show you the new repayment, the monthly saving and the total cost side by side.",
      },
      {
        title: "Consolidate and save",
        description:
          "Your new loan pays out the cards and loans at settlement, leaving you with one repayment at a home loan rate.",
      },
    ],
  },
  benefits: {
    heading: "Why Consolidate Into Your Home Loan",
    items: [
      {
        title: "A far lower interest rate",
        description:
          "Credit cards charge about 20%. Home loan rates are about 6%, so the same debt costs much less each month.",
      },
      {
        title: "One simple repayment",
        description:
          "No more juggling due dates across cards and loans: one repayment, one lender, one date.",
      },
      {
        title: "More cash every month",
        description:
          "Lower repayments free up money for savings, bills or paying the debt down faster.",
      },
      {
        title: "A plan, not just a longer loan",
        description:
          "Spreading short-term debt over 30 years can mean more interest overall. We show you what extra repayment clears it sooner.",
      },
    ],
  },
  closingCta: {
    heading: "Ready to Stop Paying 20% Interest?",
    text: "We have helped 500+ Australians replace high-interest debt with one lower repayment. Find out what you could save in a free, no-obligation call.",
    callLabel: "Call {phone} for a free consultation",
    buttonText: modalButton,
  },
  claims: { australiansHelped: "500+", creditCardRate: "20%", homeLoanRate: "6%" },
};

/** The page a visitor lands on after sending the debt lead form. */
export const thankYou: ThankYouCopy = {
  heading: "Thank You for Your Message!",
  body: "We have received your details and will be in contact ASAP to help you get rid of your debts.",
  contactLine: "Need to talk now? Call {phone} or e-mail {email}.",
  debtSiteButton: { label: "Return to Home", href: "/" },
  mainSiteButton: { label: "Return to Debt Consolidation", href: "/debtconsol" },
};
