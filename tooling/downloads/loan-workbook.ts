/**
 * Advanced Loan Calculator: the minimum repayment, the effect of extra repayments and an offset
 * balance, and a month-by-month amortisation schedule. Every result is a live formula.
 */
import {
  allowOnly,
  exampleLoan,
  footnote,
  formulaRow,
  inputRows,
  inputSheet,
  MONEY,
  MONEY_CENTS,
  PERCENT,
  protect,
  resultRows,
  sectionHeading,
  tableSheet,
  WHOLE,
  type Workbook,
} from "./workbook-style";

/** The longest loan term the calculator takes, in years. */
const LONGEST_TERM_YEARS = 40;
/** Rows for the longest term the schedule covers, one a month. */
export const SCHEDULE_MONTHS = LONGEST_TERM_YEARS * 12;
export const SCHEDULE_FIRST_ROW = 5;

export const loanDefaults = {
  amount: 600_000,
  ...exampleLoan,
  extraMonthly: 200,
  offset: 20_000,
} as const;

/** Fills `workbook` with the Calculator and Schedule sheets, `notes` below the calculator. */
export async function loanWorkbook(workbook: Workbook, notes: string[]): Promise<void> {
  const d = loanDefaults;
  const sheet = inputSheet(workbook, "Calculator", {
    title: "Advanced Loan Calculator",
    lede: "Change the yellow cells. Repayments are monthly; the schedule is on the next sheet.",
    widths: [44, 18, 70],
  });
  sectionHeading(sheet, 4, "Your loan");
  inputRows(sheet, 5, [
    ["Loan amount", d.amount, MONEY],
    ["Interest rate (per year)", d.rate, PERCENT],
    [`Loan term (years, up to ${LONGEST_TERM_YEARS})`, d.termYears, WHOLE],
    ["Extra repayment each month", d.extraMonthly, MONEY, "0 for none."],
    [
      "Offset account balance",
      d.offset,
      MONEY,
      "Kept steady; interest is charged on the loan less this.",
    ],
  ]);
  allowOnly(
    sheet,
    "B7",
    { type: "whole", operator: "between", formulae: [1, LONGEST_TERM_YEARS] },
    "Loan term",
    `Enter a whole number of years from 1 to ${LONGEST_TERM_YEARS}.`,
  );

  const s = "Schedule!";
  const last = SCHEDULE_FIRST_ROW + SCHEDULE_MONTHS - 1;
  const col = (letter: string) => `${s}$${letter}$${SCHEDULE_FIRST_ROW}:$${letter}$${last}`;
  sectionHeading(sheet, 11, "Minimum repayments only");
  resultRows(sheet, 12, [
    ["Monthly repayment", "IF(B5>0,-PMT(B6/12,B7*12,B5),0)", MONEY_CENTS],
    ["Total repaid", "B12*B7*12", MONEY],
    ["Total interest", "B13-B5", MONEY],
  ]);
  sectionHeading(sheet, 16, "With your extra repayments and offset");
  resultRows(sheet, 17, [
    ["Monthly payment", "B12+B8", MONEY_CENTS],
    ["Months to repay", `COUNTIF(${col("C")},">0")`, WHOLE],
    ["Time to repay", `INT(B18/12)&" years "&MOD(B18,12)&" months"`, "@"],
    ["Total interest", `SUM(${col("D")})`, MONEY],
    ["Interest saved", "B14-B20", MONEY],
    ["Time saved (months)", "B7*12-B18", WHOLE],
  ]);
  footnote(sheet, 24, notes);
  await protect(sheet);

  const schedule = tableSheet(
    workbook,
    "Schedule",
    {
      title: "Amortisation schedule",
      lede: "Month by month, with the extra repayments and offset from the Calculator sheet.",
      widths: [8, 16, 16, 14, 14, 14, 16],
    },
    ["Month", "Opening balance", "Payment", "Interest", "Principal", "Extra", "Closing balance"],
  );
  const c = "Calculator!";
  for (let month = 1; month <= SCHEDULE_MONTHS; month++) {
    const r = SCHEDULE_FIRST_ROW + month - 1;
    const opening = month === 1 ? `${c}$B$5` : `G${r - 1}`;
    formulaRow(
      schedule,
      r,
      month,
      [
        opening,
        // The last payment is whatever is left; nothing is paid once the loan is gone.
        `IF(B${r}<=0,0,MIN(B${r}+D${r},${c}$B$17))`,
        `IF(B${r}<=0,0,MAX(0,B${r}-${c}$B$9)*${c}$B$6/12)`,
        `IF(B${r}<=0,0,MIN(B${r},C${r}-D${r}-F${r}))`,
        `IF(B${r}<=0,0,MIN(${c}$B$8,MAX(0,C${r}-D${r})))`,
        `MAX(0,B${r}-E${r}-F${r})`,
      ],
      MONEY_CENTS,
    );
  }
  await protect(schedule);
}
