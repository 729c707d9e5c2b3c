import type { Experiment } from "../../src/experiments/types";

/**
 * `EXPERIMENTS_ENDED`: the experiments ended early and the arm each now serves to everyone,
 * `<experiment>=<arm>` separated by commas (`calculator-variant=detailed,debt-cta=plain`). An
 * unknown experiment or arm stops the start with the reason, rather than serving a half-ended
 * experiment.
 */
export function endedExperiments(
  value: string | undefined,
  declared: readonly Experiment[],
): ReadonlyMap<string, string> {
  const ended = new Map<string, string>();
  for (const entry of (value ?? "").split(",")) {
    if (!entry.trim()) continue;
    const [id = "", arm = "", ...rest] = entry.split("=").map((part) => part.trim());
    const experiment = declared.find((candidate) => candidate.id === id);
    if (rest.length > 0 || !id || !arm) {
      throw new Error(`EXPERIMENTS_ENDED: "${entry.trim()}" is not <experiment>=<arm>`);
    }
    if (!experiment) {
      const known = declared.map((candidate) => candidate.id).join(", ");
      throw new Error(`EXPERIMENTS_ENDED: there is no experiment "${id}" (there are: ${known})`);
    }
    if (!experiment.arms.some((candidate) => candidate.id === arm)) {
      const arms = experiment.arms.map((candidate) => candidate.id).join(", ");
      throw new Error(`EXPERIMENTS_ENDED: "${id}" has no arm "${arm}" (it has: ${arms})`);
    }
    if (ended.has(id)) throw new Error(`EXPERIMENTS_ENDED: "${id}" is named twice`);
    ended.set(id, arm);
  }
  return ended;
}
