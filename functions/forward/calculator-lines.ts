import type { SiteConfig } from "../../src/config";
import { debtTypes } from "../../src/content/debt";
import { leadEmailCopy } from "../../src/content/lead-emails";
import { calculatorLeadSchema } from "../../src/schemas/calculator-lead";

export type MoneyFormat = Pick<SiteConfig, "currency" | "locale">;

/**
 * The lines of the broker's e-mail showing what the visitor entered in the debt calculator and
 * the figures it showed them; none when the lead carries no calculator figures (or ones stored
 * in another shape, which the e-mail leaves out rather than show wrongly).
 */
export function calculatorLines(payload: Record<string, unknown>, format: MoneyFormat): string[] {
  if (payload.calculator === undefined) return [];
  const parsed = calculatorLeadSchema.safeParse(payload.calculator);
  if (!parsed.success) return [];
  const figures = parsed.data;
  const copy = leadEmailCopy.calculator;
  const currency = (digits: number) =>
    new Intl.NumberFormat(format.locale, {
      style: "currency",
      currency: format.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const [whole, withCents] = [currency(0), currency(2)];
  // "$12,000" for a round sum, "$432.50" for one with cents.
  const money = {
    format: (n: number) => (Number.isInteger(n) ? whole : withCents).format(n),
  };
  const percent = (rate: number) =>
    `${new Intl.NumberFormat(format.locale, { maximumFractionDigits: 2 }).format(rate)}%`;
  const typeLabel = (type: string) => debtTypes.find((t) => t.value === type)?.label ?? type;

  const lines = ["", copy.heading];
  if (figures.debts.length === 0) lines.push(`  ${copy.noDebts}`);
  for (const debt of figures.debts) {
    const rate = debt.rateUnknown ? null : percent(debt.rate);
    lines.push(`  ${copy.debt(typeLabel(debt.type), money.format(debt.balance), rate)}`);
  }
  if (figures.refinanceRate <= 0) {
    lines.push(copy.noRate, `${copy.monthlyNow}: ${money.format(figures.monthlyNow)}`);
    return lines;
  }
  lines.push(
    copy.refinanceRate(percent(figures.refinanceRate), figures.termYears),
    `${copy.monthlyNow}: ${money.format(figures.monthlyNow)}`,
    `${copy.monthlyAfter}: ${money.format(figures.monthlyAfter)}`,
    `${copy.monthlySaving}: ${money.format(figures.monthlySaving)}`,
    `${copy.yearlySaving}: ${money.format(figures.yearlySaving)}`,
  );
  return lines;
}
