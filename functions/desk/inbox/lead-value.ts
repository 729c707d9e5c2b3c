import { type SiteConfig, siteConfig } from "../../../src/config";
import { type DebtAmountBand, debtAmountBands } from "../../../src/content/debt";
import { leadWantCopy as copy } from "../../../src/content/desk-inbox";
import { preApprovalForm } from "../../../src/content/forms";

/*
 * What a stored lead wants and how much it is worth, for the inbox's row, the lead's page and the
 * export, and the figure the inbox sorts and totals by. The store keeps the same figure in the
 * leads' generated `value` column (`lead_value` in migration 018, 0 for none), so the inbox can
 * sort a hundred thousand leads by it; the store's suite holds the two to the same answers.
 *
 * The value, in whole dollars:
 * - a debt lead from the calculator: its debts added up; from the form alone: its band's midpoint
 *   (the open top band, `$50,000+`, its floor);
 * - a pre-approval: the loan amount as typed, read as a number ("$650,000", "650k", "1.2m");
 * - anything else (a message, a chat, a guide, a paid session): none.
 */

/** Each band's figure, typed by the bands so a new band does not compile until it has one. */
export const debtBandValues: Record<DebtAmountBand, number> = {
  "$0 - $10,000": 5_000,
  "$10,000 - $30,000": 20_000,
  "$30,000 - $50,000": 40_000,
  "$50,000+": 50_000,
};

/** No value is believed above this (a slip of the keyboard would otherwise top every sort). */
export const VALUE_MAX = 1_000_000_000;

/** The first line of a message kept in the want line, in characters. */
const FIRST_LINE_MAX = 120;

export interface LeadWant {
  /** One line: "Debts $42,500 · saves $310/month", "Refinance $650,000", a message's first line. */
  want: string | null;
  /** Whole dollars; null when the lead names no sum. */
  value: number | null;
}

type MoneyFormat = Pick<SiteConfig, "currency" | "locale">;

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const capped = (amount: number) => Math.round(Math.min(amount, VALUE_MAX));

/** The calculator's debts added up, when it carries any above nothing. */
function debtsTotal(calculator: Record<string, unknown> | null): number | null {
  if (!calculator || !Array.isArray(calculator.debts)) return null;
  let total = 0;
  for (const debt of calculator.debts) {
    const balance = record(debt)?.balance;
    if (typeof balance === "number" && Number.isFinite(balance)) total += balance;
  }
  return total > 0 ? capped(total) : null;
}

const MULTIPLIERS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mil: 1_000_000,
  million: 1_000_000,
};

/** A sum as a person types it: its first number, with `k` or `m` after it counted. */
export function amountOf(typed: string): number | null {
  const found = /([0-9]+(?:\.[0-9]+)?)(thousand|million|mil|k|m)?/.exec(
    typed.toLowerCase().replace(/[\s,$]/g, ""),
  );
  if (!found?.[1]) return null;
  return capped(Number(found[1]) * (MULTIPLIERS[found[2] ?? ""] ?? 1));
}

const firstLine = (value: unknown): string | null => {
  const line = text(value)?.split(/\r?\n/)[0]?.trim();
  if (!line) return null;
  return line.length > FIRST_LINE_MAX ? `${line.slice(0, FIRST_LINE_MAX - 1)}…` : line;
};

const joined = (...parts: (string | null)[]) => {
  const kept = parts.filter((part): part is string => part !== null);
  return kept.length > 0 ? kept.join(copy.separator) : null;
};

/** What the lead of `kind` with `payload` (as stored) wants, and its value. */
export function leadWant(
  kind: string,
  payload: Record<string, unknown>,
  format: MoneyFormat = siteConfig,
): LeadWant {
  const money = (amount: number) =>
    new Intl.NumberFormat(format.locale, {
      style: "currency",
      currency: format.currency,
      maximumFractionDigits: 0,
    }).format(amount);
  switch (kind) {
    case "debt": {
      const calculator = record(payload.calculator);
      const total = debtsTotal(calculator);
      const saving = calculator?.monthlySaving;
      const saves = typeof saving === "number" && saving > 0 ? copy.saving(money(saving)) : null;
      if (total !== null) return { want: joined(copy.debts(money(total)), saves), value: total };
      const band = debtAmountBands.find((known) => known === payload.debtAmount);
      return {
        want: joined(band ? copy.debtBand(band) : null, saves),
        value: band ? debtBandValues[band] : null,
      };
    }
    case "pre-approval": {
      const typed = text(payload.loanAmount);
      const type = text(payload.loanType);
      const label = preApprovalForm.loanTypes.find((t) => t.value === type)?.label ?? type;
      return {
        want: label && typed ? copy.loan(label, typed) : (typed ?? label),
        value: typed ? amountOf(typed) : null,
      };
    }
    case "resource-download":
      return { want: text(payload.resource), value: null };
    case "contact":
      return { want: firstLine(payload.message), value: null };
    case "chat": {
      const said = Array.isArray(payload.conversation) ? payload.conversation[0] : undefined;
      const time = text(payload.preferredTime);
      return { want: joined(firstLine(said), time ? copy.callAt(time) : null), value: null };
    }
    default:
      return { want: text(payload.amount), value: null };
  }
}
