import { describe, expect, it } from "vitest";
import {
  type Beta,
  compareArms,
  expectedLoss,
  logGamma,
  posterior,
  probabilityBeats,
} from "./statistics";

/*
 * Expected figures are worked out here independently of the closed forms: by numeric
 * integration over a fine grid of each posterior's density, normalised by its own sum (so no
 * gamma function is involved), and from results that can be done by hand.
 */
const STEPS = 20_000;

function density(x: Beta): number[] {
  const h = 1 / STEPS;
  const raw = Array.from({ length: STEPS }, (_, i) => {
    const p = (i + 0.5) * h;
    return Math.exp((x.alpha - 1) * Math.log(p) + (x.beta - 1) * Math.log(1 - p));
  });
  const total = raw.reduce((sum, value) => sum + value, 0);
  return raw.map((value) => value / total);
}

/** P(b > a) = Σ f_b(x) F_a(x), and E[max(a - b, 0)] = Σ f_a(x) ∫₀ˣ F_b. */
function integrate(a: Beta, b: Beta) {
  const fa = density(a);
  const fb = density(b);
  const h = 1 / STEPS;
  let cdfA = 0;
  let cdfB = 0;
  let areaB = 0;
  let beats = 0;
  let loss = 0;
  for (let i = 0; i < STEPS; i++) {
    const ai = fa[i] ?? 0;
    const bi = fb[i] ?? 0;
    beats += bi * (cdfA + ai / 2);
    cdfA += ai;
    // ∫₀ˣ F_b to the cell's middle: the cells before it, and half of this one.
    loss += ai * (areaB + (cdfB + bi / 4) * (h / 2));
    areaB += (cdfB + bi / 2) * h;
    cdfB += bi;
  }
  return { bBeatsA: beats, lossOfChoosingB: loss };
}

describe("the closed forms, against figures worked out independently", () => {
  it("logGamma gives log((n-1)!) for whole numbers", () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(21)).toBeCloseTo(Math.log(2432902008176640000), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  it("given one lead from one view against no data, the new arm beats it with chance 1/3", () => {
    // A ~ Beta(2, 1), density 2a; B uniform: P(B > A) = ∫ 2a (1 - a) da = 1/3.
    expect(probabilityBeats({ alpha: 1, beta: 1 }, { alpha: 2, beta: 1 })).toBeCloseTo(1 / 3, 12);
    // Two uniform rates: E[max(A - B, 0)] = 1/6.
    expect(expectedLoss({ alpha: 1, beta: 1 }, { alpha: 1, beta: 1 })).toBeCloseTo(1 / 6, 12);
  });

  it("given equal counts, each arm beats the other with chance one half", () => {
    const same = posterior({ views: 1200, leads: 48 });
    expect(probabilityBeats(same, same)).toBeCloseTo(0.5, 10);
  });

  for (const [name, a, b] of [
    ["a small test", { views: 100, leads: 10 }, { views: 100, leads: 15 }],
    ["a campaign's month", { views: 2400, leads: 60 }, { views: 2300, leads: 75 }],
    ["a losing arm", { views: 800, leads: 40 }, { views: 820, leads: 29 }],
  ] as const) {
    it(`matches numeric integration for ${name}`, () => {
      const control = posterior(a);
      const arm = posterior(b);
      const expected = integrate(control, arm);
      expect(probabilityBeats(arm, control)).toBeCloseTo(expected.bBeatsA, 4);
      expect(expectedLoss(arm, control)).toBeCloseTo(expected.lossOfChoosingB, 6);
    });
  }
});

describe("comparing an experiment's arms", () => {
  it("gives views, leads, rate, chance to beat the control and expected loss per arm", () => {
    const result = compareArms([
      { arm: "slider", views: 2400, leads: 60 },
      { arm: "detailed", views: 2300, leads: 75 },
    ]);
    const [control, detailed] = result.arms;
    expect(result.enoughData).toBe(true);
    expect(control).toMatchObject({
      arm: "slider",
      control: true,
      rate: 0.025,
      beatsControl: null,
    });
    expect(detailed?.rate).toBeCloseTo(75 / 2300, 12);
    const expected = integrate(
      posterior({ views: 2400, leads: 60 }),
      posterior({ views: 2300, leads: 75 }),
    );
    expect(detailed?.beatsControl).toBeCloseTo(expected.bBeatsA, 4);
    // The control's loss is what keeping it gives up against the other arm.
    const reverse = integrate(
      posterior({ views: 2300, leads: 75 }),
      posterior({ views: 2400, leads: 60 }),
    );
    expect(control?.expectedLoss).toBeCloseTo(reverse.lossOfChoosingB, 6);
  });

  it("says there is not enough data until every arm has 100 views and 10 leads", () => {
    const enough = (slider: [number, number], detailed: [number, number]) =>
      compareArms([
        { arm: "slider", views: slider[0], leads: slider[1] },
        { arm: "detailed", views: detailed[0], leads: detailed[1] },
      ]).enoughData;
    expect(enough([100, 10], [100, 10])).toBe(true);
    expect(enough([99, 30], [500, 40])).toBe(false);
    expect(enough([500, 40], [400, 9])).toBe(false);
    expect(enough([0, 0], [0, 0])).toBe(false);
  });

  it("given no views, reports no rate rather than dividing by zero", () => {
    const result = compareArms([
      { arm: "control", views: 0, leads: 0 },
      { arm: "plain", views: 0, leads: 0 },
    ]);
    expect(result.arms.map((arm) => arm.rate)).toEqual([null, null]);
    expect(result.arms[1]?.beatsControl).toBeCloseTo(0.5, 10);
  });
});
