import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { experiments } from "../../src/content/experiments";
import { endedExperiments } from "./ended";
import { EXPERIMENTS_SCRIPT_CACHE, experimentsScriptResponse, prePaintConfig } from "./script";

const during = new Date("2026-12-10T10:00:00Z");

describe("/experiments.js", () => {
  it("tells the page which experiments run and which arm an ended one serves", () => {
    const config = prePaintConfig(during, new Map([["debt-cta", "plain"]]));
    expect(config.experiments).toEqual([
      { id: "calculator-variant", arms: ["slider", "detailed"], weights: [0.5, 0.5] },
      { id: "debt-cta", arms: ["control", "plain"], weights: [0.5, 0.5], serve: "plain" },
    ]);
    const after = prePaintConfig(new Date("2027-03-01T00:00:00Z"), new Map());
    expect(after.experiments.map((experiment) => experiment.serve)).toEqual(["slider", "control"]);
  });

  it("answers a script, kept a minute, that passes the state to the code it wraps", async () => {
    const runtime = "globalThis.received = EBW_EXPERIMENTS;";
    const response = experimentsScriptResponse(runtime, during, new Map());
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe(EXPERIMENTS_SCRIPT_CACHE);
    const sandbox: { received?: unknown } = {};
    runInNewContext(await response.text(), sandbox);
    expect(sandbox.received).toEqual(prePaintConfig(during, new Map()));
  });
});

describe("EXPERIMENTS_ENDED", () => {
  it("reads experiment=arm pairs", () => {
    expect([
      ...endedExperiments(" calculator-variant=detailed , debt-cta=plain", experiments),
    ]).toEqual([
      ["calculator-variant", "detailed"],
      ["debt-cta", "plain"],
    ]);
    expect(endedExperiments(undefined, experiments).size).toBe(0);
  });

  it("refuses an unknown experiment or arm, naming what there is", () => {
    expect(() => endedExperiments("calculator=slider", experiments)).toThrow(
      /no experiment "calculator".*calculator-variant, debt-cta/,
    );
    expect(() => endedExperiments("debt-cta=bold", experiments)).toThrow(
      /"debt-cta" has no arm "bold" \(it has: control, plain\)/,
    );
    expect(() => endedExperiments("debt-cta", experiments)).toThrow(/<experiment>=<arm>/);
    expect(() => endedExperiments("debt-cta=plain,debt-cta=control", experiments)).toThrow(
      /named twice/,
    );
  });
});
