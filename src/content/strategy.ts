/*
 * The paid 90-minute strategy session: its page, its checkout and the page after payment.
 * General information only: the session explains options, it promises no rate or approval.
 */

/** What the payment provider shows on its checkout page and receipt. */
export const strategyProduct = {
  name: "90-Minute Mortgage Strategy Session",
  description:
    "A 90-minute one-on-one session with {brokerName} of {tradingName}, held by phone or video call, to map out your home-loan strategy.",
};

/** The checkout button and what a visitor sees when checkout cannot start. */
export const strategyCheckout = {
  buttonLabel: "Book My Session",
  processingLabel: "Processing...",
  errorTitle: "Payment Error",
  errorDescription: "There was a problem setting up the payment. Please try again.",
  dismissLabel: "Dismiss",
};

/** The `/strategy` page; the configured price is shown before `priceLabel`. */
export const strategyPage = {
  metaTitle: "90-Minute Mortgage Strategy Session | {tradingName}",
  metaDescription:
    "Book a paid 90-minute mortgage strategy session with {brokerName}: your borrowing position, deposit, loan structure and next steps, mapped out with a Sydney broker.",
  hero: {
    eyebrow: "Paid strategy session",
    heading: "Your 90-Minute Mortgage Strategy Session",
    lead: "Sit down with {brokerName} for 90 focused minutes and leave with a clear, written plan for your next property move, whether you are buying your first home, upgrading, investing or refinancing.",
    priceLabel: "for the full 90 minutes",
    priceNote: "Paid securely online. You choose your time straight after payment.",
  },
  covers: {
    heading: "What We Cover in 90 Minutes",
    items: [
      {
        title: "Where you stand today",
        description:
          "Your income, expenses, debts and savings, and how lenders are likely to look at them, so you know your position before you apply.",
      },
      {
        title: "Borrowing capacity and deposit",
        description:
          "How much lenders may be prepared to lend, how your deposit and any Lenders Mortgage Insurance fit in, and what changes could improve your options.",
      },
      {
        title: "Loan structure",
        description:
          "Variable, fixed or split, offset and redraw, principal and interest or interest only: what each means for you and the trade-offs involved.",
      },
      {
        title: "Costs beyond the deposit",
        description:
          "Stamp duty, legal and conveyancing fees, inspections, lender fees and moving costs, so the numbers add up on settlement day.",
      },
      {
        title: "Government schemes and grants",
        description:
          "Which first home buyer schemes and concessions you may be eligible for, and how they affect your timing and budget.",
      },
      {
        title: "Your next steps",
        description:
          "A written summary after the call with your action list: documents to gather, what to fix first and when to apply for pre-approval.",
      },
    ],
  },
  audience: {
    heading: "Who It Is For",
    items: [
      "First home buyers who want a plan before they start inspecting",
      "Upgraders and downsizers timing a sale and a purchase",
      "Investors weighing up their next property and how to structure it",
      "Homeowners thinking about refinancing or consolidating debts",
      "Self-employed borrowers and anyone whose situation is less straightforward",
    ],
  },
  process: {
    heading: "How It Works",
    steps: [
      {
        title: "Book and pay",
        description: "Press 'Book My Session' and pay securely through our payment provider.",
      },
      {
        title: "Choose your time",
        description:
          "Straight after payment you pick a 90-minute slot that suits you, by phone or video call.",
      },
      {
        title: "Meet and plan",
        description:
          "Bring your questions and rough figures; we work through your options together and send you a written summary.",
      },
    ],
  },
  closing: {
    heading: "Ready to Map Out Your Next Move?",
    text: "Book your 90-minute session now, or call {phone} if you would like to ask a question first.",
  },
  disclaimer:
    "The strategy session provides general information only and does not take into account your objectives, financial situation or needs. It is not a credit assessment or an offer of finance: any loan is subject to the lender's approval, terms and conditions. Interest rates and fees vary between lenders and over time.",
};

/** The page a visitor returns to after paying for the session (`/thank-you-strategy`). */
export const thankYouStrategy = {
  metaTitle: "Thank You for Your Payment | {tradingName}",
  heading: "Thank You for Your Payment!",
  body: "Your 90-minute strategy session is paid for. The last step is to book your call: choose a time that suits you on our scheduling page, which opens in a new tab.",
  rescheduleLine:
    "Need to reschedule? Call {phone} or e-mail {email} and we will find another time.",
  receiptLine: "A receipt for your payment has been sent to your e-mail address.",
  bookButton: "Book a Call Now",
  returnButton: { label: "Return to Strategy", href: "/strategy" },
};
