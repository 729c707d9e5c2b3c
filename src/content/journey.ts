import type { JourneyStep } from "./types";

/** The home-buying timeline on the Start Here page, from first check to keys in hand. */
export const journeySteps: JourneyStep[] = [
  {
    title: "Check your credit",
    duration: "1 day",
    description:
      "Get your free credit report and score from a credit reporting body. A score of 500+ is decent. If anything on the report is wrong, we help you have it corrected before a lender sees it.",
  },
  {
    title: "Run the numbers",
    duration: "1 day",
    description:
      "We work out your borrowing power, your deposit (from 5%, typically 5-10%), stamp duty and buying costs, and which government schemes you qualify for, so you know your real price range.",
  },
  {
    title: "Get pre-approved",
    duration: "3-5 days",
    description:
      "We compare 40+ lenders and lodge your pre-approval, which usually takes 3-5 business days. It tells you, and agents, that you are ready to buy.",
  },
  {
    title: "Choose your agent and conveyancer",
    duration: "1-2 days",
    description:
      "Line up a conveyancer or solicitor to review contracts, and a buyer's agent if you want someone to search and negotiate for you. Having them ready means you can move quickly.",
  },
  {
    title: "Go house hunting",
    duration: "2-4 weeks",
    description:
      "Inspect properties in your range, ask agents for contracts and strata reports early, and send us anything you are serious about so we can check it against the lender's policy.",
  },
  {
    title: "Make an offer",
    duration: "1-3 days",
    description:
      "Negotiate with the agent or bid at auction. Remember an auction purchase is unconditional, so inspections and finance checks must be done beforehand.",
  },
  {
    title: "Book a building and pest inspection",
    duration: "2-3 days",
    description:
      "An independent inspector checks for structural problems, damp and termites. Expect to pay about $400-600, and read the report before you commit.",
  },
  {
    title: "Review the contract",
    duration: "1 week",
    description:
      "Your conveyancer reviews the contract and any strata records. For private sales in NSW you usually have a 5 business day cooling-off period after exchange; backing out in it costs 0.25% of the price.",
  },
  {
    title: "Finalise your loan",
    duration: "2-3 weeks",
    description:
      "The lender values the property and issues formal approval. You sign the loan documents, arrange building insurance where required, and we confirm the funds are ready for settlement.",
  },
  {
    title: "Do a final inspection",
    duration: "1 day",
    description:
      "In the days before settlement, walk through the property to confirm it is in the condition you agreed to buy, with any included fixtures still in place.",
  },
  {
    title: "Settle and get the keys",
    duration: "1 day",
    description:
      "The lender pays the seller electronically, the title transfers to you and the agent hands over the keys. We stay in touch for your first repayment and future reviews.",
  },
];
