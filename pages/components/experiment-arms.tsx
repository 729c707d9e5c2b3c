import { createElement, Fragment, type ReactNode } from "react";
import type { Experiment } from "../../src/experiments/types";

interface ExperimentArmsProps<Arm extends string> {
  experiment: Experiment<Arm>;
  /** The wrapper of each arm: a `span` inside a button or a line of text, a `div` around blocks. */
  as?: "div" | "span";
  /** One arm's first view. */
  children: (arm: Arm) => ReactNode;
}

/**
 * Every arm of an experiment, each in a wrapper that takes no room of its own
 * (`display: contents`), marked with its experiment and arm. The pre-paint script
 * (`/experiments.js`) keeps the chosen arm and removes the others as the page is parsed, before
 * it is painted; without the script the stylesheet shows the control (the first arm) only.
 */
export function ExperimentArms<Arm extends string>({
  experiment,
  as = "div",
  children,
}: ExperimentArmsProps<Arm>) {
  return createElement(
    Fragment,
    null,
    experiment.arms.map((arm, index) =>
      createElement(
        as,
        {
          key: arm.id,
          "data-exp": experiment.id,
          "data-exp-arm": arm.id,
          ...(index === 0 ? { "data-exp-control": "" } : {}),
        },
        children(arm.id),
      ),
    ),
  );
}
