import { bucketOf, bucketRanges, rangeIndex } from "./hash";
import type { Experiment } from "./types";

/*
 * Which arm a unit gets, from what the server tells the pre-paint script. Kept free of the DOM
 * so the same code runs in that script, in the server's tests and in the report.
 */

/** One experiment as the pre-paint script receives it (`/experiments.js`). */
export interface AssignableExperiment {
  id: string;
  /** Arm ids, the control first. */
  arms: readonly string[];
  /** Each arm's share, summing to 1. */
  weights: readonly number[];
  /** Set once it is not running (not started, ended, past its end): everyone gets this arm. */
  serve?: string;
}

/** What an experiment is doing at a moment, and so what the pre-paint script is told. */
export type ExperimentStatus =
  | { status: "scheduled" }
  | { status: "running" }
  | { status: "ended"; arm: string; reason: "chosen" | "end-date" };

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * Running from the start of `start` to the end of `end` (UTC) unless an arm was chosen, which
 * ends it at once; past its end without a choice, everyone gets the control.
 */
export function experimentStatus(
  experiment: Experiment,
  now: Date,
  chosen: string | undefined,
): ExperimentStatus {
  if (chosen !== undefined) return { status: "ended", arm: chosen, reason: "chosen" };
  const time = now.getTime();
  if (time < dayStart(experiment.start)) return { status: "scheduled" };
  if (time >= dayStart(experiment.end) + 86_400_000) {
    return { status: "ended", arm: experiment.arms[0].id, reason: "end-date" };
  }
  return { status: "running" };
}

/** The pre-paint script's view of `experiment` at `now`. */
export function assignable(
  experiment: Experiment,
  now: Date,
  chosen: string | undefined,
): AssignableExperiment {
  const total = experiment.arms.reduce((sum, arm) => sum + arm.weight, 0);
  const state = experimentStatus(experiment, now, chosen);
  const serve =
    state.status === "ended"
      ? state.arm
      : state.status === "scheduled"
        ? experiment.arms[0].id
        : undefined;
  return {
    id: experiment.id,
    arms: experiment.arms.map((arm) => arm.id),
    weights: experiment.arms.map((arm) => arm.weight / total),
    ...(serve === undefined ? {} : { serve }),
  };
}

/** The arm `unit` (a visitor's or a page view's id) gets; the control outside every range. */
export function assignArm(experiment: AssignableExperiment, unit: string): string {
  if (experiment.serve !== undefined) return experiment.serve;
  const ranges = bucketRanges(experiment.arms.length, 1, experiment.weights);
  const index = rangeIndex(bucketOf(experiment.id, unit), ranges);
  return experiment.arms[index < 0 ? 0 : index] ?? experiment.arms[0] ?? "";
}
