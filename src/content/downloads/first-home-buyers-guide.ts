import type { SiteConfig } from "../../config";
import { journeySteps } from "../journey";
import { byline, disclaimer } from "./common";
import type { DownloadDocument } from "./document";

/**
 * First Home Buyer's Complete Guide. Figures are the NSW and Commonwealth settings in force in
 * 2026; each names the agency that publishes it so a reader can check the current value.
 */
export function firstHomeBuyersGuide(config: SiteConfig, year: number): DownloadDocument {
  return {
    title: "First Home Buyer's Complete Guide",
    subtitle: "Buying your first home in NSW: deposits, government help, costs and the 11 steps",
    byline: byline(config),
    sections: [
      {
        heading: "Before you start",
        blocks: [
          {
            kind: "paragraph",
            text: "Most first home buyers in NSW need three things lined up before they can buy with confidence: a deposit (or a scheme that lets a smaller deposit work), a clear idea of what they can borrow, and the buying costs on top of the price. This guide walks through each, explains the NSW and Australian Government schemes that can reduce what you pay, and sets out the eleven steps from a credit check to the keys.",
          },
          {
            kind: "paragraph",
            text: "A broker compares loans from many lenders (we work with 40+) and is paid by the lender you choose, so there is no upfront cost to you. We must still recommend a loan that is not unsuitable for you, and tell you how we are paid.",
          },
        ],
      },
      {
        heading: "Your deposit and Lenders Mortgage Insurance (LMI)",
        blocks: [
          {
            kind: "paragraph",
            text: "Lenders measure your deposit as a loan-to-value ratio (LVR): the loan divided by the property's value. At 80% LVR or lower (a 20% deposit) most lenders charge no Lenders Mortgage Insurance. Above 80% they usually do. LMI is a one-off premium that protects the lender, not you, if the loan is not repaid; it is often added to the loan, so you pay interest on it too.",
          },
          {
            kind: "list",
            items: [
              "Deposits can start from 5% of the price; most first buyers we see put in 5-10%.",
              "Under the Australian Government's 5% Deposit Scheme (part of the Home Guarantee Scheme) an eligible buyer can purchase with a 5% deposit and pay no LMI, because the Government guarantees part of the loan.",
              "Some lenders waive or discount LMI for certain professions, such as doctors, lawyers and accountants.",
              "Genuine savings: many lenders want to see part of the deposit saved over at least three months.",
            ],
          },
        ],
      },
      {
        heading: "Government help in NSW",
        blocks: [
          {
            kind: "table",
            head: ["Scheme", "Who runs it", "What it does"],
            rows: [
              [
                "First Home Buyers Assistance Scheme",
                "Revenue NSW",
                "No transfer (stamp) duty on a new or existing home up to $800,000, and reduced duty up to $1,000,000. For vacant land to build on: no duty up to $350,000, reduced duty up to $450,000.",
              ],
              [
                "First Home Owner Grant (New Homes)",
                "Revenue NSW",
                "$10,000 towards a brand-new home worth up to $600,000, or a house-and-land or owner-build up to $750,000 combined.",
              ],
              [
                "5% Deposit Scheme (Home Guarantee Scheme)",
                "Housing Australia",
                "Buy with a 5% deposit and no LMI. Since 1 October 2025 there are no income caps or place limits; the price cap in Sydney and NSW regional centres is $1,500,000 and $800,000 elsewhere in NSW.",
              ],
              [
                "Family Home Guarantee",
                "Housing Australia",
                "Eligible single parents and single legal guardians can buy with a 2% deposit and no LMI.",
              ],
              [
                "Help to Buy (shared equity)",
                "Housing Australia",
                "The Government takes an equity share (up to 40% of a new home or 30% of an existing one), so you borrow less; a 2% minimum deposit and income and price caps apply.",
              ],
            ],
          },
          {
            kind: "paragraph",
            text: "To qualify as a first home buyer in NSW you generally must be at least 18, an Australian citizen or permanent resident (at least one buyer), never have owned residential property in Australia, and move in within 12 months and live there for at least six continuous months. Schemes can be combined in many cases: for example, a buyer using the 5% Deposit Scheme can also pay no transfer duty under the NSW scheme. Check eligibility at revenue.nsw.gov.au and housingaustralia.gov.au.",
          },
        ],
      },
      {
        heading: "Costs on top of the price",
        blocks: [
          {
            kind: "list",
            items: [
              "Transfer duty, unless the NSW first home buyer scheme removes or reduces it.",
              "Conveyancer or solicitor to review the contract and handle settlement.",
              "Building and pest inspection: about $400-600 for a typical house or unit.",
              "Strata report for a unit or townhouse (records of levies, repairs, disputes and by-laws).",
              "Mortgage registration and transfer fees charged by NSW Land Registry Services.",
              "Lender fees (application, valuation, settlement) where the loan has them.",
              "LMI where your deposit is under 20% and no scheme or waiver applies.",
              "Moving, connection of utilities, and home and contents or building insurance from exchange or settlement as your contract requires.",
            ],
          },
          {
            kind: "note",
            title: "Cooling-off and auctions in NSW",
            text: "A private-treaty purchase of residential property in NSW usually has a five-business-day cooling-off period (ten business days for off-the-plan). If you pull out during it you forfeit 0.25% of the price. There is no cooling-off at auction: the sale is unconditional when the hammer falls, so finance, inspections and the contract review must be done beforehand. Source: NSW Fair Trading.",
          },
        ],
      },
      {
        heading: "Your credit score and pre-approval",
        blocks: [
          {
            kind: "paragraph",
            text: "Get your free credit report from a credit reporting body (Equifax, Experian or illion) before you apply. A score of 500+ is decent; errors on a report can be corrected, and it is far better to fix them before a lender looks. Pre-approval takes 3-5 business days once a lender has your documents, and tells you, and agents, what you can spend. It is conditional: the lender still values the property and confirms nothing has changed before formal approval.",
          },
          {
            kind: "list",
            items: [
              "Two recent payslips, or two years' tax returns and notices of assessment if self-employed.",
              "Three months of statements for savings, the account your pay goes into, and every debt.",
              "Photo identification, and details of any other income, debts, credit cards and buy-now-pay-later accounts.",
              "Evidence of any gift towards the deposit (a signed gift letter from the giver).",
            ],
          },
        ],
      },
      {
        heading: "The 11 steps from first check to keys",
        blocks: [
          {
            kind: "steps",
            items: journeySteps.map(
              (step) => `${step.title} (${step.duration}). ${step.description}`,
            ),
          },
        ],
      },
      {
        heading: "Talk it through",
        blocks: [
          {
            kind: "paragraph",
            text: `Every buyer's numbers are different. Call ${config.phoneDisplay} or e-mail ${config.email} for a free chat about your deposit, the schemes you could use and what you could borrow.`,
          },
        ],
      },
    ],
    disclaimer: disclaimer(config, year),
  };
}
