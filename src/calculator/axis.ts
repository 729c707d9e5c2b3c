/**
 * The `headroom` axis rule: room above the current bar (1.2 × the current payment), and never an
 * axis shorter than $100.
 */
export function headroomAxisMax(current: number): number {
  return Math.max(1.2 * current, 100);
}

/**
 * The `round` axis rule: the smallest multiple of the larger payment's power of ten that is not below
 * it (264.88 → 300, 1234 → 2000). A payment already on such a multiple keeps it (300 → 300,
 * 1000 → 1000): going strictly above would double the axis at every power of ten and halve the
 * bar. 100 when there is nothing to show.
 */
export function roundAxisMax(current: number, refinanced: number): number {
  const larger = Math.max(current, refinanced);
  if (!(larger > 0) || !Number.isFinite(larger)) return 100;
  let magnitude = 10 ** Math.floor(Math.log10(larger));
  // Math.log10 can land just below an integer for exact powers of ten.
  if (magnitude * 10 <= larger) magnitude *= 10;
  // Binary fractions put quotients a hair off an integer (2.3 / 0.1 = 22.999…96); such a
  // quotient is that integer, and the product is trimmed back to the decimal it stands for.
  const multiple = Math.ceil(larger / magnitude - 1e-9);
  return Number((multiple * magnitude).toPrecision(12));
}
