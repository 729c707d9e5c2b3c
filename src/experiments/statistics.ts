/*
 * Bayesian comparison of conversion rates: each arm's rate has a Beta(1 + leads, 1 + views -
 * leads) posterior (a uniform prior). The chance one arm beats another is Evan Miller's closed
 * form ("Formulas for Bayesian A/B Testing"), a sum of log-beta terms, exact for whole counts;
 * the expected loss of choosing an arm, E[max(other - chosen, 0)], follows from it in closed
 * form (Chris Stucchio's derivation), so the report is the same on every load, with no draws.
 */

/** An arm's counts: page views shown it and leads acknowledged from them. */
export interface ArmCounts {
  views: number;
  leads: number;
}

/** A Beta posterior's two parameters. */
export interface Beta {
  alpha: number;
  beta: number;
}

// Lanczos approximation (g = 7, 9 terms): about 15 significant digits for positive arguments.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];

/** The natural logarithm of the gamma function, for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] ?? 1;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] ?? 0) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

/** The posterior of an arm's rate from its counts (leads above views are taken as views). */
export function posterior({ views, leads }: ArmCounts): Beta {
  const won = Math.max(0, Math.min(leads, views));
  return { alpha: 1 + won, beta: 1 + Math.max(0, views) - won };
}

/** P(rate of `b` > rate of `a`); `b.alpha` must be a whole number, as it is from counts. */
export function probabilityBeats(b: Beta, a: Beta): number {
  let total = 0;
  for (let i = 0; i < b.alpha; i++) {
    total += Math.exp(
      logBeta(a.alpha + i, a.beta + b.beta) -
        Math.log(b.beta + i) -
        logBeta(1 + i, b.beta) -
        logBeta(a.alpha, a.beta),
    );
  }
  return Math.min(1, Math.max(0, total));
}

/**
 * The expected loss of choosing `chosen` over `other`: E[max(other - chosen, 0)], the rate given
 * up on average should `other` be the better one. From E[X·1{X > Y}] = E[X]·P(X' > Y), with X'
 * the posterior of X with one more lead.
 */
export function expectedLoss(chosen: Beta, other: Beta): number {
  const mean = (x: Beta) => x.alpha / (x.alpha + x.beta);
  const more = (x: Beta): Beta => ({ alpha: x.alpha + 1, beta: x.beta });
  const loss =
    mean(other) * probabilityBeats(more(other), chosen) -
    mean(chosen) * probabilityBeats(other, more(chosen));
  return Math.max(0, loss);
}

/** Below these, for any arm, the report says "not enough data yet" and declares nothing. */
export const MIN_VIEWS_PER_ARM = 100;
export const MIN_LEADS_PER_ARM = 10;

export interface ArmResult extends ArmCounts {
  arm: string;
  control: boolean;
  /** leads / views; null with no views. */
  rate: number | null;
  /** P(this arm's rate > the control's); null for the control. */
  beatsControl: number | null;
  /**
   * Expected loss of choosing this arm: against the control for another arm; for the control,
   * the largest of its losses against each other arm (exact with two arms).
   */
  expectedLoss: number;
}

export interface ExperimentResult {
  arms: ArmResult[];
  /** Every arm has at least `MIN_VIEWS_PER_ARM` views and `MIN_LEADS_PER_ARM` leads. */
  enoughData: boolean;
}

/** The comparison of every arm with the control (the first), from each arm's counts. */
export function compareArms(arms: readonly ({ arm: string } & ArmCounts)[]): ExperimentResult {
  const [control, ...others] = arms;
  if (!control) return { arms: [], enoughData: false };
  const controlPosterior = posterior(control);
  const results: ArmResult[] = others.map((counts) => {
    const own = posterior(counts);
    return {
      ...counts,
      control: false,
      rate: counts.views > 0 ? counts.leads / counts.views : null,
      beatsControl: probabilityBeats(own, controlPosterior),
      expectedLoss: expectedLoss(own, controlPosterior),
    };
  });
  const controlLoss = Math.max(
    0,
    ...others.map((counts) => expectedLoss(controlPosterior, posterior(counts))),
  );
  return {
    arms: [
      {
        ...control,
        control: true,
        rate: control.views > 0 ? control.leads / control.views : null,
        beatsControl: null,
        expectedLoss: controlLoss,
      },
      ...results,
    ],
    enoughData: arms.every(
      (counts) => counts.views >= MIN_VIEWS_PER_ARM && counts.leads >= MIN_LEADS_PER_ARM,
    ),
  };
}
