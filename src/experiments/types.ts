/** What an experiment counts as success: a lead the server acknowledged (stored). */
export type ExperimentMetric = "lead-acknowledged";

export interface ExperimentArm<Arm extends string = string> {
  id: Arm;
  /** Share of units, relative to the other arms' weights (50 and 50 split evenly). */
  weight: number;
}

/**
 * An experiment on an ad page or a widget, declared as data beside the content. The first arm is
 * the control: it is what a visitor sees before the experiment starts, once it has ended without
 * a chosen arm, and where the pre-paint script cannot run.
 */
export interface Experiment<Arm extends string = string> {
  /** Also the hash's seed and the `data-exp-<id>` attribute on `<html>`: lowercase, digits, `-`. */
  id: string;
  /** Where it runs: pages' paths, or a widget's tag wherever the widget is shown. */
  where: { pages: readonly string[] } | { widget: `${string}-${string}` };
  /** A line for the report: what is being compared. */
  question: string;
  arms: readonly [ExperimentArm<Arm>, ...ExperimentArm<Arm>[]];
  /** First and last day it runs, UTC dates (`YYYY-MM-DD`); after `end`, the control or the chosen arm. */
  start: string;
  end: string;
  metric: ExperimentMetric;
}
