import type { DebtType } from "../content/debt";
import type { CalculatorState, DebtEntry } from "./debts";

/*
 * A share link carries the calculator in one readable query value, e.g.
 *   v1-6-cc_10000_19.99-pl_2500.5_12.99_n-x_0_0
 * version, refinance rate, then one segment per row: type code, amount, rate, and "n" when the
 * rate is "N/A" / "Not sure". Only letters, digits, ".", "-" and "_" appear, so URLSearchParams
 * leaves it as it is. Figures keep two decimals (cents; the rate box steps by 0.01). Row ids are
 * not carried: rows come back numbered "1", "2", … in order.
 *
 * Reading a link checks every part as it parses it (known type code, figure pattern, range, row
 * count), which is all a schema would check; the calculator reads links on start, before any
 * validation library is wanted.
 */

const VERSION = "v1";
const MAX_LENGTH = 2000;
const MAX_DEBTS = 20;
const MAX_AMOUNT = 100_000_000;
const MAX_RATE = 100;

const typeCodes: Record<DebtType, string> = {
  "credit-card": "cc",
  "personal-loan": "pl",
  "tax-debt": "td",
  "car-loan": "cl",
  "other-loan": "ol",
};
const NO_TYPE = "x";

const typeByCode = new Map<string, DebtType | "">([[NO_TYPE, ""]]);
for (const [type, code] of Object.entries(typeCodes)) typeByCode.set(code, type as DebtType);

function figure(n: number): string {
  return String(Math.round(n * 100) / 100);
}

export function encodeCalculatorState({ debts, rate }: CalculatorState): string {
  const rows = debts.map((d) => {
    const code = d.type === "" ? NO_TYPE : typeCodes[d.type];
    const fields = [code, figure(d.amount), figure(d.interestRate)];
    if (d.isInterestNA) fields.push("n");
    return fields.join("_");
  });
  return [VERSION, figure(rate), ...rows].join("-");
}

const FIGURE = /^\d{1,9}(\.\d{1,2})?$/;

/** A figure of the link, when it is one and within `max`; the pattern already rules out < 0. */
function readFigure(text: string | undefined, max: number): number | null {
  if (text === undefined || !FIGURE.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

function readRow(segment: string, index: number): DebtEntry | null {
  const [code, amountText, rateText, flag, ...rest] = segment.split("_");
  const type = code === undefined ? undefined : typeByCode.get(code);
  const amount = readFigure(amountText, MAX_AMOUNT);
  const interestRate = readFigure(rateText, MAX_RATE);
  if (type === undefined || amount === null || interestRate === null) return null;
  if (rest.length > 0 || (flag !== undefined && flag !== "n")) return null;
  return { id: String(index + 1), type, amount, interestRate, isInterestNA: flag === "n" };
}

/** The calculator a share link describes, or null for anything malformed or out of range. */
export function decodeCalculatorState(text: string): CalculatorState | null {
  if (typeof text !== "string" || text.length > MAX_LENGTH) return null;
  const [version, rateText, ...segments] = text.trim().split("-");
  if (version !== VERSION || segments.length > MAX_DEBTS) return null;
  const rate = readFigure(rateText, MAX_RATE);
  if (rate === null) return null;
  const debts: DebtEntry[] = [];
  for (const [index, segment] of segments.entries()) {
    const debt = readRow(segment, index);
    if (!debt) return null;
    debts.push(debt);
  }
  return { rate, debts };
}
