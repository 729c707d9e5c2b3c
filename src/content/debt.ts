/** Kinds of high-interest debt the calculators accept, with the rate a row takes when chosen. */
export const debtTypes = [
  { value: "credit-card", label: "Credit Card", defaultRate: 19.99 },
  { value: "personal-loan", label: "Personal Loan", defaultRate: 12.99 },
  { value: "tax-debt", label: "Tax Debt", defaultRate: 8.99 },
  { value: "car-loan", label: "Car Loan", defaultRate: 7.99 },
  { value: "other-loan", label: "Other Loan", defaultRate: 10.99 },
] as const;

export type DebtType = (typeof debtTypes)[number]["value"];

/** The debt lead form's amount bands, exactly as the broker receives them. */
export const debtAmountBands = [
  "$0 - $10,000",
  "$10,000 - $30,000",
  "$30,000 - $50,000",
  "$50,000+",
] as const;

export type DebtAmountBand = (typeof debtAmountBands)[number];

/** The lowest total (dollars) of each band, in the bands' order. */
const bandFloors = [0, 10_000, 30_000, 50_000] as const;

/**
 * The band a total of debts (dollars) falls in, a band's floor belonging to it; none for no debt,
 * so the lead form still asks.
 */
export function debtAmountBandFor(total: number): DebtAmountBand | undefined {
  if (!Number.isFinite(total) || total <= 0) return undefined;
  let band: DebtAmountBand | undefined;
  debtAmountBands.forEach((name, i) => {
    if (total >= (bandFloors[i] ?? Number.POSITIVE_INFINITY)) band = name;
  });
  return band;
}

export function defaultRateFor(type: DebtType): number {
  const found = debtTypes.find((t) => t.value === type);
  if (!found) throw new Error(`Unknown debt type: ${type}`);
  return found.defaultRate;
}
