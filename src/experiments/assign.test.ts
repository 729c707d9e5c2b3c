import { describe, expect, it } from "vitest";
import { assignArm, assignable, experimentStatus } from "./assign";
import type { Experiment } from "./types";

const experiment: Experiment = {
  id: "cta-words",
  where: { pages: ["/landing"] },
  question: "Which words?",
  arms: [
    { id: "control", weight: 1 },
    { id: "plain", weight: 3 },
  ],
  start: "2026-11-01",
  end: "2026-11-30",
  metric: "lead-acknowledged",
};

const at = (iso: string) => new Date(iso);

describe("an experiment's status", () => {
  it("runs from the start of its first day to the end of its last (UTC)", () => {
    expect(experimentStatus(experiment, at("2026-10-31T23:59:59Z"), undefined)).toEqual({
      status: "scheduled",
    });
    expect(experimentStatus(experiment, at("2026-11-01T00:00:00Z"), undefined)).toEqual({
      status: "running",
    });
    expect(experimentStatus(experiment, at("2026-11-30T23:59:59Z"), undefined)).toEqual({
      status: "running",
    });
    expect(experimentStatus(experiment, at("2026-12-01T00:00:00Z"), undefined)).toEqual({
      status: "ended",
      arm: "control",
      reason: "end-date",
    });
  });

  it("given a chosen arm, has ended with it, whatever the date", () => {
    expect(experimentStatus(experiment, at("2026-11-10T00:00:00Z"), "plain")).toEqual({
      status: "ended",
      arm: "plain",
      reason: "chosen",
    });
  });
});

describe("assigning an arm", () => {
  const running = assignable(experiment, at("2026-11-10T12:00:00Z"), undefined);
  const units = Array.from({ length: 4000 }, (_, i) => `page-view-${i}`);

  it("splits units by the arms' relative weights (1 to 3)", () => {
    expect(running.weights).toEqual([0.25, 0.75]);
    const plain = units.filter((unit) => assignArm(running, unit) === "plain").length;
    expect(plain / units.length).toBeGreaterThan(0.72);
    expect(plain / units.length).toBeLessThan(0.78);
  });

  it("gives a unit the arm its hash falls in, the same each time", () => {
    expect(units.map((unit) => assignArm(running, unit))).toEqual(
      units.map((unit) => assignArm(running, unit)),
    );
  });

  it("once an arm is chosen, serves it to every unit", () => {
    const ended = assignable(experiment, at("2026-11-10T12:00:00Z"), "plain");
    expect(new Set(units.map((unit) => assignArm(ended, unit)))).toEqual(new Set(["plain"]));
  });

  it("before it starts and after it ends unchosen, serves the control to every unit", () => {
    for (const now of ["2026-10-01T00:00:00Z", "2026-12-05T00:00:00Z"]) {
      const idle = assignable(experiment, at(now), undefined);
      expect(new Set(units.map((unit) => assignArm(idle, unit)))).toEqual(new Set(["control"]));
    }
  });
});
