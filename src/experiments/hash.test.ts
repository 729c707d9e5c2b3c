import { describe, expect, it } from "vitest";
import { bucketOf, bucketRanges, fnv32a, rangeIndex } from "./hash";

// GrowthBook's published SDK test cases (packages/sdk-js/test/cases.json, "hash" and
// "getBucketRange"), copied as figures: every GrowthBook SDK must reproduce them.
describe("GrowthBook's published hash cases", () => {
  it("given hash version 1's inputs, fnv32a gives its published buckets", () => {
    // Version 1 is fnv32a(id + seed) mod 1000 / 1000; it checks fnv32a itself.
    const cases: [string, number][] = [
      ["a", 0.22],
      ["b", 0.077],
      ["ab", 0.946],
      ["def", 0.652],
      ["8952klfjas09ujkasdf", 0.549],
      ["123", 0.011],
      ['___)((*":&', 0.563],
    ];
    for (const [value, expected] of cases) {
      expect((fnv32a(value) % 1000) / 1000, value).toBe(expected);
    }
  });

  it("given seed 'seed' and id 'a', version 2 puts it at 0.0505", () => {
    expect(bucketOf("seed", "a")).toBe(0.0505);
  });

  it("lays out ranges as GrowthBook's getBucketRanges does", () => {
    expect(bucketRanges(2, 1)).toEqual([
      [0, 0.5],
      [0.5, 1],
    ]);
    expect(bucketRanges(2, 0.5)).toEqual([
      [0, 0.25],
      [0.5, 0.75],
    ]);
    expect(bucketRanges(2, 1, [0.4, 0.6])).toEqual([
      [0, 0.4],
      [0.4, 1],
    ]);
    const reduced = bucketRanges(3, 0.2, [0.2, 0.3, 0.5]);
    const expected = [0, 0.04, 0.2, 0.26, 0.5, 0.6];
    reduced.flat().forEach((edge, i) => {
      expect(edge).toBeCloseTo(expected[i] ?? Number.NaN, 10);
    });
    expect(bucketRanges(2, -0.2)).toEqual([
      [0, 0],
      [0.5, 0.5],
    ]);
    expect(bucketRanges(2, 1.5)).toEqual([
      [0, 0.5],
      [0.5, 1],
    ]);
    // Weights that do not sum to 1, or do not match the arms, fall back to equal ones.
    expect(bucketRanges(2, 1, [0.7, 0.6])).toEqual([
      [0, 0.5],
      [0.5, 1],
    ]);
    expect(bucketRanges(4, 1, [0.4, 0.4, 0.2])).toEqual([
      [0, 0.25],
      [0.25, 0.5],
      [0.5, 0.75],
      [0.75, 1],
    ]);
    expect(bucketRanges(2, 1, [0.4, 0.5999])).toEqual([
      [0, 0.4],
      [0.4, 0.9999],
    ]);
  });
});

describe("the hash's distribution", () => {
  const shares = (weights: number[], seed: string) => {
    const ranges = bucketRanges(weights.length, 1, weights);
    const counts = weights.map(() => 0);
    const total = 100_000;
    for (let i = 0; i < total; i++) {
      const index = rangeIndex(bucketOf(seed, `visitor-${i}`), ranges);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    return counts.map((count) => count / total);
  };

  it("given 100,000 ids and a 50/50 split, each arm gets within 1 % of half", () => {
    for (const [i, share] of shares([0.5, 0.5], "calculator-variant").entries()) {
      expect(Math.abs(share - 0.5), `arm ${i}: ${share}`).toBeLessThan(0.01);
    }
  });

  it("given 100,000 ids and a 20/30/50 split, each arm gets within 1 % of its weight", () => {
    const weights = [0.2, 0.3, 0.5];
    for (const [i, share] of shares(weights, "debt-cta").entries()) {
      expect(Math.abs(share - (weights[i] ?? 0)), `arm ${i}: ${share}`).toBeLessThan(0.01);
    }
  });

  it("puts the same id in the same place every time, and another seed elsewhere", () => {
    expect(bucketOf("calculator-variant", "abc")).toBe(bucketOf("calculator-variant", "abc"));
    const moved = Array.from({ length: 100 }, (_, i) => `id-${i}`).filter(
      (id) => bucketOf("calculator-variant", id) !== bucketOf("debt-cta", id),
    );
    expect(moved.length).toBeGreaterThan(90);
  });
});
