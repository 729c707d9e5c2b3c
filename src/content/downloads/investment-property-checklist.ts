import type { SiteConfig } from "../../config";
import { byline, disclaimer } from "./common";
import type { DownloadDocument } from "./document";

/** Investment Property Checklist: boxes to tick before making an offer on an investment. */
export function investmentPropertyChecklist(config: SiteConfig, year: number): DownloadDocument {
  return {
    title: "Investment Property Checklist",
    subtitle: "What to check before you buy an investment property in NSW",
    byline: byline(config),
    sections: [
      {
        heading: "How to use this checklist",
        blocks: [
          {
            kind: "paragraph",
            text: "Print one copy per property. Tick each box as you confirm it, and write the figure or the answer beside it. A property that leaves several boxes empty is not ready for an offer. Pair it with the Property Cashflow Calculator to turn the figures you collect into a weekly cash flow.",
          },
        ],
      },
      {
        heading: "1. The numbers",
        blocks: [
          {
            kind: "checklist",
            items: [
              "Asking price, and recent sales of similar properties in the street or building",
              "Likely weekly rent, from at least two local property managers and current listings",
              "Gross yield: annual rent divided by the price (for example $900 a week x 52 / $1,000,000 = 4.7%)",
              "Council rates, water rates and (for units) strata levies: admin and capital works funds",
              "Landlord insurance and building insurance (if not covered by strata)",
              "Property management fee and letting fee quoted by the agency",
              "NSW land tax: whether your total taxable land value would pass the threshold (Revenue NSW publishes it each year)",
              "Transfer duty for an investor (no first home buyer exemption applies)",
              "Vacancy allowance: a week or two a year without rent",
              "Cash flow after interest and costs, before and after tax (Property Cashflow Calculator)",
            ],
          },
        ],
      },
      {
        heading: "2. Rental demand",
        blocks: [
          {
            kind: "checklist",
            items: [
              "Vacancy rate for the suburb, and how long similar listings take to lease",
              "Who rents here: students, families, professionals, and what they ask for",
              "Transport, schools, shops, hospitals and employment within easy reach",
              "Parking, storage, air conditioning and laundry: features tenants compare",
              "Planned developments that add supply nearby",
            ],
          },
        ],
      },
      {
        heading: "3. The building and the strata",
        blocks: [
          {
            kind: "checklist",
            items: [
              "Building and pest inspection booked (about $400-600) and the report read in full",
              "Strata report: levies, the capital works fund balance, special levies, defects and disputes",
              "Minutes of the last two annual general meetings",
              "By-laws on pets, renovations and short-term letting",
              "For a newer building: any defect claims or building bond under the NSW Strata Building Bond and Inspections Scheme",
              "Smoke alarms, safety switches and pool barrier certificate where a pool is shared or private",
              "Minimum rental standards under the Residential Tenancies Act 2010 (NSW) met or costed",
            ],
          },
        ],
      },
      {
        heading: "4. The contract",
        blocks: [
          {
            kind: "checklist",
            items: [
              "Conveyancer or solicitor has reviewed the contract and the special conditions",
              "Zoning certificate, sewer diagram and any easements checked",
              "Existing lease (if tenanted): rent, end date, bond lodged with NSW Fair Trading",
              "Cooling-off period: five business days for private treaty; none at auction",
              "Deposit on exchange (often 10%, sometimes 5% by negotiation) and where it is held",
            ],
          },
        ],
      },
      {
        heading: "5. The loan",
        blocks: [
          {
            kind: "checklist",
            items: [
              "Pre-approval current, and the lender's policy on this property type and postcode",
              "Interest-only or principal-and-interest, and what each does to cash flow and tax",
              "Loan kept separate from your home loan so the interest stays clearly deductible",
              "Offset account on your home loan rather than the investment loan, where it suits",
              "Buffer: your repayments still work if rates rise by 3 percentage points (the serviceability buffer lenders are expected to apply)",
              "Depreciation schedule ordered from a quantity surveyor after settlement",
              "Your accountant has confirmed the tax position for your situation",
            ],
          },
        ],
      },
      {
        heading: "Compare properties side by side",
        blocks: [
          {
            kind: "table",
            head: ["", "Property A", "Property B", "Property C"],
            rows: [
              ["Address", "", "", ""],
              ["Price", "", "", ""],
              ["Weekly rent", "", "", ""],
              ["Gross yield", "", "", ""],
              ["Yearly costs", "", "", ""],
              ["Weekly cash flow", "", "", ""],
              ["Inspection issues", "", "", ""],
            ],
          },
          {
            kind: "paragraph",
            text: `Questions about structuring an investment loan? Call ${config.phoneDisplay} or e-mail ${config.email}.`,
          },
        ],
      },
    ],
    disclaimer: disclaimer(config, year),
  };
}
