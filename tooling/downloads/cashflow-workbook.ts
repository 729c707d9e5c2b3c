/**
 * Property Cashflow Calculator: an investment property's cash flow for ten years, before and
 * after tax, from the inputs on its first sheet. Every result is a live formula.
 */
import {
  allowOnly,
  exampleLoan,
  footnote,
  formulaRow,
  inputRows,
  inputSheet,
  MONEY,
  PERCENT,
  protect,
  resultRows,
  sectionHeading,
  tableSheet,
  WHOLE,
  type Workbook,
} from "./workbook-style";

export const CASHFLOW_YEARS = 10;
/** First row of the yearly table on the "Cash flow" sheet. */
export const CASHFLOW_FIRST_ROW = 5;

/** The example the workbook opens with; a visitor replaces it with their own figures. */
export const cashflowDefaults = {
  price: 1_000_000,
  deposit: 200_000,
  ...exampleLoan,
  interestOnly: "No",
  weeklyRent: 900,
  vacancyWeeks: 2,
  managementRate: 0.07,
  councilRates: 1_600,
  waterRates: 1_100,
  strata: 4_000,
  insurance: 1_500,
  repairs: 1_500,
  landTax: 0,
  depreciation: 5_000,
  taxRate: 0.39,
  rentGrowth: 0.03,
  costGrowth: 0.03,
} as const;

/** Fills `workbook` with the Inputs and Cash flow sheets, `notes` below each. */
export async function cashflowWorkbook(workbook: Workbook, notes: string[]): Promise<void> {
  const d = cashflowDefaults;
  const inputs = inputSheet(workbook, "Inputs", {
    title: "Property Cashflow Calculator",
    lede: "Change the yellow cells; everything else works itself out. Figures are per year unless stated.",
    widths: [40, 18, 70],
  });
  sectionHeading(inputs, 4, "The purchase and the loan");
  inputRows(inputs, 5, [
    ["Purchase price", d.price, MONEY],
    ["Deposit", d.deposit, MONEY, "Cash you put in (buying costs are separate)."],
    ["Interest rate (per year)", d.rate, PERCENT],
    ["Loan term (years)", d.termYears, WHOLE],
    ["Interest only? (Yes/No)", d.interestOnly, "@", "Yes: repayments cover interest only."],
  ]);
  allowOnly(
    inputs,
    "B9",
    { type: "list", formulae: ['"Yes,No"'] },
    "Yes or No",
    "Choose Yes or No.",
  );

  sectionHeading(inputs, 11, "Rent and costs");
  inputRows(inputs, 12, [
    ["Weekly rent", d.weeklyRent, MONEY],
    ["Vacancy (weeks per year)", d.vacancyWeeks, WHOLE],
    ["Property management (% of rent)", d.managementRate, PERCENT],
    ["Council rates", d.councilRates, MONEY],
    ["Water rates", d.waterRates, MONEY, "Service charges; tenants can be billed for usage."],
    ["Strata levies", d.strata, MONEY, "Admin and capital works funds; 0 for a house."],
    ["Landlord and building insurance", d.insurance, MONEY],
    ["Repairs and maintenance", d.repairs, MONEY],
    ["Land tax", d.landTax, MONEY, "Revenue NSW: only above the yearly threshold."],
    ["Depreciation (non-cash)", d.depreciation, MONEY, "From a quantity surveyor's schedule."],
    ["Your marginal tax rate", d.taxRate, PERCENT, "Including the 2% Medicare levy."],
    ["Rent growth (per year)", d.rentGrowth, PERCENT],
    ["Cost growth (per year)", d.costGrowth, PERCENT],
  ]);
  sectionHeading(inputs, 26, "Results");
  resultRows(inputs, 27, [
    ["Loan amount", "B5-B6", MONEY],
    ["Loan-to-value ratio", "IF(B5>0,B27/B5,0)", PERCENT, "Above 80% most lenders charge LMI."],
    ["Repayments, year 1", `IF(B9="Yes",B27*B7,-PMT(B7/12,B8*12,B27)*12)`, MONEY],
    ["Gross yield", "IF(B5>0,B12*52/B5,0)", PERCENT, "Rent for a full year / price."],
    ["Cash flow before tax, year 1", `'Cash flow'!I${CASHFLOW_FIRST_ROW}`, MONEY],
    ["Cash flow after tax, year 1", `'Cash flow'!K${CASHFLOW_FIRST_ROW}`, MONEY],
    ["After tax, per week (year 1)", `'Cash flow'!L${CASHFLOW_FIRST_ROW}`, MONEY],
  ]);
  footnote(inputs, 35, notes);
  await protect(inputs);

  const flow = tableSheet(
    workbook,
    "Cash flow",
    {
      title: "Cash flow by year",
      lede: "Worked out from the Inputs sheet. Negative figures (red) are money you put in.",
      widths: [8, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14],
    },
    [
      "Year",
      "Rent received",
      "Management",
      "Other costs",
      "Interest",
      "Principal",
      "Repayments",
      "Costs + repayments",
      "Cash flow before tax",
      "Tax effect",
      "Cash flow after tax",
      "After tax per week",
    ],
  );
  const i = "Inputs!";
  for (let year = 1; year <= CASHFLOW_YEARS; year++) {
    const r = CASHFLOW_FIRST_ROW + year - 1;
    const first = `(A${r}-1)*12+1`;
    const last = `A${r}*12`;
    formulaRow(
      flow,
      r,
      year,
      [
        `${i}$B$12*(52-${i}$B$13)*(1+${i}$B$23)^(A${r}-1)`,
        `B${r}*${i}$B$14`,
        `SUM(${i}$B$15:$B$20)*(1+${i}$B$24)^(A${r}-1)`,
        // A loan repaid before this year costs nothing more (CUMIPMT past the term is an error).
        `IF(OR(${i}$B$27<=0,A${r}>${i}$B$8),0,IF(${i}$B$9="Yes",${i}$B$27*${i}$B$7,-CUMIPMT(${i}$B$7/12,${i}$B$8*12,${i}$B$27,${first},${last},0)))`,
        `IF(OR(${i}$B$27<=0,A${r}>${i}$B$8,${i}$B$9="Yes"),0,-CUMPRINC(${i}$B$7/12,${i}$B$8*12,${i}$B$27,${first},${last},0))`,
        `E${r}+F${r}`,
        `C${r}+D${r}+G${r}`,
        `B${r}-H${r}`,
        `-(B${r}-C${r}-D${r}-E${r}-${i}$B$21)*${i}$B$22`,
        `I${r}+J${r}`,
        `K${r}/52`,
      ],
      MONEY,
    );
  }
  footnote(flow, CASHFLOW_FIRST_ROW + CASHFLOW_YEARS + 1, [
    "Tax effect: a loss (rent less costs, interest and depreciation) reduces your tax at your marginal rate; a profit adds to it. Principal repayments are not deductible.",
    ...notes,
  ]);
  await protect(flow);
}
