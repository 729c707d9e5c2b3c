import { describe, expect, it } from "vitest";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { parseServerOptions } from "../../options";
import type { Store } from "../../store";
import type { ArmCount, ExperimentsResponse } from "./experiments-report";
import { experimentRoutes } from "./experiments-routes";

const route = experimentRoutes.find((candidate) => candidate.path === "/experiments");

/** A store answering the views of `rows` from its counters, their leads from its leads. */
function countingStore(rows: ArmCount[]) {
  const asked: [string, string][] = [];
  const store = {
    flushFunnelCounts: async () => {},
    experimentCounts: async (from: string, to: string) => {
      asked.push([from, to]);
      return rows.map((row) => ({ ...row, leads: 0 }));
    },
    armLeads: async () =>
      rows.map(({ experiment, arm, leads }) => ({
        experiment,
        arm,
        leads,
        contacted: 0,
        qualified: 0,
        settled: 0,
      })),
  } as unknown as Store;
  return { store, asked };
}

const during = () => new Date("2026-12-10T09:00:00Z");

async function report(url: string, rows: ArmCount[], env: Record<string, string> = {}) {
  const { store, asked } = countingStore(rows);
  const ctx = testDeskContext({ store, clock: during, options: parseServerOptions(env) });
  if (!route) throw new Error("no /experiments route");
  const response = await route.handler(new Request(`http://desk.test/desk/api${url}`), ctx);
  return { response, asked };
}

describe("GET /desk/api/experiments", () => {
  it("gives each experiment's arms with views, leads, rate, chance to beat the control and expected loss", async () => {
    const { response, asked } = await report("/experiments?from=2026-12-01&to=2026-12-09", [
      { experiment: "calculator-variant", arm: "slider", views: 2400, leads: 60 },
      { experiment: "calculator-variant", arm: "detailed", views: 2300, leads: 75 },
      { experiment: "retired-test", arm: "a", views: 5, leads: 1 },
    ]);
    expect(response.status).toBe(200);
    expect(asked).toEqual([["2026-12-01", "2026-12-09"]]);
    const body = (await response.json()) as ExperimentsResponse;
    expect(body.experiments.map((experiment) => experiment.id)).toEqual([
      "calculator-variant",
      "debt-cta",
    ]);
    const [calculator, cta] = body.experiments;
    expect(calculator).toMatchObject({
      status: "running",
      ended: null,
      enoughData: true,
      pages: ["/debt-calculator"],
      metric: "lead-acknowledged",
    });
    expect(
      calculator?.arms.map(({ arm, views, leads, control }) => [arm, views, leads, control]),
    ).toEqual([
      ["slider", 2400, 60, true],
      ["detailed", 2300, 75, false],
    ]);
    const detailed = calculator?.arms[1];
    expect(detailed?.rate).toBeCloseTo(75 / 2300, 10);
    // 3.26 % against 2.5 % over these counts: most likely better, not certainly.
    expect(detailed?.beatsControl).toBeGreaterThan(0.9);
    expect(detailed?.beatsControl).toBeLessThan(0.99);
    expect(detailed?.expectedLoss).toBeLessThan(calculator?.arms[0]?.expectedLoss ?? 0);
    // An experiment with no counts yet: zeros, and nothing to read.
    expect(cta?.enoughData).toBe(false);
    expect(cta?.arms.map((arm) => [arm.views, arm.leads, arm.rate])).toEqual([
      [0, 0, null],
      [0, 0, null],
    ]);
  });

  it("says there is not enough data while an arm has under 10 leads", async () => {
    const { response } = await report("/experiments", [
      { experiment: "calculator-variant", arm: "slider", views: 900, leads: 30 },
      { experiment: "calculator-variant", arm: "detailed", views: 880, leads: 9 },
    ]);
    const body = (await response.json()) as ExperimentsResponse;
    expect(body.experiments[0]).toMatchObject({ enoughData: false, minViews: 100, minLeads: 10 });
  });

  it("shows an experiment ended by the server's configuration, and the arm it now serves", async () => {
    const { response } = await report("/experiments", [], {
      EXPERIMENTS_ENDED: "debt-cta=plain",
    });
    const body = (await response.json()) as ExperimentsResponse;
    expect(body.experiments[1]).toMatchObject({
      id: "debt-cta",
      status: "ended",
      ended: { arm: "plain", reason: "chosen" },
    });
  });

  it("without dates, reads from the first experiment's start to today", async () => {
    const { response, asked } = await report("/experiments", []);
    expect(response.status).toBe(200);
    expect(asked).toEqual([["2026-11-23", "2026-12-10"]]);
  });

  it("given a date that is not one, or a range backwards, answers 400 and reads nothing", async () => {
    for (const url of [
      "/experiments?from=2026-13-01",
      "/experiments?to=yesterday",
      "/experiments?from=2026-12-09&to=2026-12-01",
    ]) {
      const { response, asked } = await report(url, []);
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { ok: boolean }).ok).toBe(false);
      expect(asked).toEqual([]);
    }
  });
});
