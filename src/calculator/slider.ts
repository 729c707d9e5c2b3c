/** The slider version's "Home Loan Refinance Rate" (percent). Page keys move 10 steps. */
export const refinanceRateSlider = { min: 5.5, max: 8, step: 0.1, stepsPerPage: 10 } as const;

function decimalsOf(n: number): number {
  const text = String(n);
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * Brings any value (a typed number, a share link's rate, a key press) onto the slider: within
 * [min, max] and on the grid of `step` counted from `min`, without binary-fraction residue
 * (5.5 + 7 × 0.1 gives 6.2, not 6.199999999999999). Not-a-number lands on `min`.
 */
export function clampToStep(value: number, min: number, max: number, step: number): number {
  if (Number.isNaN(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  if (!(step > 0)) return clamped;
  const decimals = Math.max(decimalsOf(step), decimalsOf(min));
  let snapped = Number((min + Math.round((clamped - min) / step) * step).toFixed(decimals));
  // When max is off the grid, rounding up can pass it; the last step below is the answer.
  if (snapped > max) snapped = Number((snapped - step).toFixed(decimals));
  return snapped;
}
