/*
 * GrowthBook's documented assignment, hash version 2: a unit (a visitor or a page view) falls at
 * `fnv32a(fnv32a(seed + id) + "") mod 10000 / 10000`, a number in [0, 1), and gets the arm whose
 * range holds it. Ranges are laid end to end in the order of the arms, each as wide as its weight
 * (times the coverage), so the same id always lands in the same place for the same seed, and
 * changing the coverage only narrows ranges in place. Written out here (a few lines) rather than
 * taken from GrowthBook's SDK, which would bring its whole evaluator into the pre-paint script.
 */

/** 32-bit FNV-1a of a string's UTF-16 code units, as GrowthBook computes it. */
export function fnv32a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash += (hash << 1) + (hash << 4) + (hash << 7) + (hash << 8) + (hash << 24);
  }
  return hash >>> 0;
}

/** Where `id` falls for `seed`, in [0, 1) in steps of 1/10,000 (GrowthBook's hash version 2). */
export function bucketOf(seed: string, id: string): number {
  return (fnv32a(String(fnv32a(seed + id))) % 10000) / 10000;
}

/**
 * Each arm's range in [0, 1), from weights summing to 1 (GrowthBook's `getBucketRanges`): equal
 * weights when they do not (within 1 %) or do not match the arms; coverage clamped to [0, 1].
 */
export function bucketRanges(
  arms: number,
  coverage = 1,
  weights?: readonly number[],
): [number, number][] {
  const covered = Math.min(1, Math.max(0, coverage));
  const equal = Array.from({ length: arms }, () => 1 / arms);
  let shares = weights && weights.length === arms ? weights : equal;
  const total = shares.reduce((sum, weight) => sum + weight, 0);
  if (total < 0.99 || total > 1.01) shares = equal;
  let start = 0;
  return shares.map((weight) => {
    const range: [number, number] = [start, start + covered * weight];
    start += weight;
    return range;
  });
}

/** The index of the range holding `bucket`, or -1 where none does (outside the coverage). */
export function rangeIndex(bucket: number, ranges: readonly (readonly [number, number])[]): number {
  return ranges.findIndex(([start, end]) => bucket >= start && bucket < end);
}
