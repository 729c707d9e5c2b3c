import { z } from "zod";
import { debtTypes } from "../content/debt";
import { calculatorLeadLimits as limits } from "./limits";

/*
 * What a lead sent from the debt calculator carries besides the form's fields: the debts and
 * refinance rate the visitor entered and the figures the calculator showed them, so the broker
 * calls knowing them. Stored in the lead's payload as sent; amounts in dollars, rates in percent.
 */

const money = (what: string) =>
  `${what} must be between $0 and $${limits.amount.toLocaleString("en-US")}`;
const percent = (what: string) => `${what} must be between 0% and ${limits.rate}%`;

const amount = (what: string) =>
  z
    .number({ error: money(what) })
    .min(0, money(what))
    .max(limits.amount, money(what));

const rate = (what: string) =>
  z
    .number({ error: percent(what) })
    .min(0, percent(what))
    .max(limits.rate, percent(what));

/** A saving can be negative (refinancing would cost more each month), within the same bounds. */
const saving = (what: string, most: number) => {
  const message = `${what} must be a sum of at most $${most.toLocaleString("en-US")} either way`;
  return z.number({ error: message }).min(-most, message).max(most, message);
};

const debtTypeValues = debtTypes.map((type) => type.value) as [
  (typeof debtTypes)[number]["value"],
  ...(typeof debtTypes)[number]["value"][],
];

export const calculatorDebtSchema = z.object({
  type: z.enum(debtTypeValues, { error: "Each debt needs a known type of debt" }),
  balance: amount("A debt's amount"),
  rate: rate("A debt's rate"),
  /** "Not sure" or "N/A": counted at 0%, `rate` then 0. */
  rateUnknown: z.boolean({ error: "A debt's rate is known or not" }).optional(),
});

export const calculatorLeadSchema = z.object(
  {
    debts: z
      .array(calculatorDebtSchema, { error: "The calculator's debts must be a list" })
      .max(limits.debts, `Send at most ${limits.debts} debts`),
    refinanceRate: rate("The refinance rate"),
    termYears: z
      .number({ error: `The term must be 1 to ${limits.termYears} years` })
      .int(`The term must be 1 to ${limits.termYears} years`)
      .min(1, `The term must be 1 to ${limits.termYears} years`)
      .max(limits.termYears, `The term must be 1 to ${limits.termYears} years`)
      .optional(),
    monthlyNow: amount("The monthly repayment now"),
    monthlyAfter: amount("The monthly repayment after"),
    monthlySaving: saving("The monthly saving", limits.amount),
    yearlySaving: saving("The yearly saving", limits.amount * 12),
  },
  { error: "The calculator's figures must be an object" },
);

export type CalculatorLead = z.infer<typeof calculatorLeadSchema>;
export type CalculatorLeadDebt = z.infer<typeof calculatorDebtSchema>;
