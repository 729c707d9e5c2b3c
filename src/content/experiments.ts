import type { Experiment } from "../experiments/types";
import type { CalculatorVariant } from "./calculator";
import { debtLanding } from "./debt-landing";

/*
 * The experiments running on the ad pages. The page renders every arm's first view and the
 * pre-paint script (`/experiments.js`) keeps only the one chosen for this visitor or page view,
 * so an arm is added here and in the page that shows it, nowhere else. Ending one early (its arm
 * served to everyone) is the server's `EXPERIMENTS_ENDED`, which needs no rebuild.
 */

/** The ad pages' experiments run over the same weeks and count the same outcome. */
const adPagesRound = {
  start: "2026-11-23",
  end: "2027-02-28",
  metric: "lead-acknowledged",
} as const;

/** The calculator on /debt-calculator: the slider version against the detailed first variant. */
export const calculatorVariantExperiment = {
  id: "calculator-variant",
  where: { pages: ["/debt-calculator"] },
  question: "Does the detailed calculator bring more leads than the slider one?",
  arms: [
    { id: "slider", weight: 50 },
    { id: "detailed", weight: 50 },
  ],
  ...adPagesRound,
} as const satisfies Experiment<CalculatorVariant>;

/** The debt landing's call to action: the current words against a plainer promise. */
export const debtCtaExperiment = {
  id: "debt-cta",
  // The debt site's home page is the same landing page.
  where: { pages: ["/debtconsol", "/"] },
  question: "Which call to action on the debt landing page brings more leads?",
  arms: [
    { id: "control", weight: 50 },
    { id: "plain", weight: 50 },
  ],
  ...adPagesRound,
} as const satisfies Experiment;

/** The call to action's words in each arm of `debtCtaExperiment`. */
export const debtCtaLabels: Record<(typeof debtCtaExperiment)["arms"][number]["id"], string> = {
  control: debtLanding.modalButton,
  plain: "Show Me My New Monthly Repayment",
};

/** Every experiment, for the pre-paint script, the server's configuration and the report. */
export const experiments: readonly Experiment[] = [calculatorVariantExperiment, debtCtaExperiment];
