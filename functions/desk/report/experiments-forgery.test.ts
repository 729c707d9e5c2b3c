import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { memoryStore } from "../../../tests/fixtures/memory-store";
import { createEvents } from "../../api/events";
import { submitLead } from "../../api/submit-lead";
import type { Store } from "../../store";
import type { ExperimentsResponse } from "./experiments-report";
import { experimentRoutes } from "./experiments-routes";

let store: Store;
memoryStore((ready) => {
  store = ready.store;
}, 120_000);

const origin = "http://127.0.0.1:8080";
const during = () => new Date("2026-12-10T09:00:00Z");
const ctx = () => testDeskContext({ store, clock: during });
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

async function arms(experiment: string) {
  const route = experimentRoutes.find((candidate) => candidate.path === "/experiments");
  if (!route) throw new Error("no /experiments route");
  const response = await route.handler(
    new Request(`${origin}/desk/api/experiments?from=2026-12-01&to=2026-12-31`),
    ctx(),
  );
  const body = (await response.json()) as ExperimentsResponse;
  return body.experiments.find((candidate) => candidate.id === experiment)?.arms;
}

function lead(page: object) {
  return new Request(`${origin}/api/submit-lead`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": randomUUID(),
      Origin: origin,
    },
    body: JSON.stringify({
      kind: "debt",
      name: "Jane Citizen",
      phone: "0400 111 222",
      debtAmount: "$10,000 - $30,000",
      page,
    }),
  });
}

describe("the experiments' leads", () => {
  it("given eleven batches of lead events for one arm from a stranger, the experiment's figures do not move", async () => {
    await submitLead(
      lead({
        path: "/debt-calculator",
        widget: "debt-calculator",
        arms: { "calculator-variant": "slider" },
      }),
      ctx(),
    );
    const before = await arms("calculator-variant");

    const events = createEvents(() => "/debt-calculator");
    for (let i = 0; i < 11; i++) {
      const response = await events(
        new Request(`${origin}/api/events`, {
          method: "POST",
          headers: { "Content-Type": "text/plain", Origin: origin, "User-Agent": browser },
          body: JSON.stringify({
            path: "/debt-calculator",
            experiment: "calculator-variant",
            arm: "detailed",
            events: Array.from({ length: 16 }, () => ({ name: "lead", widget: "debt-calculator" })),
          }),
        }),
        ctx(),
      );
      expect(response.status).toBe(204);
    }

    expect(await arms("calculator-variant")).toEqual(before);
    expect(before).toEqual([
      expect.objectContaining({ arm: "slider", leads: 1, views: 1 }),
      expect.objectContaining({ arm: "detailed", leads: 0 }),
    ]);
  });

  it("counts a lead for an arm only of an experiment running on its page, and only an arm it has", async () => {
    const before = await arms("debt-cta");
    for (const page of [
      // The CTA experiment runs on /debtconsol, not on the calculator's page.
      { path: "/debt-calculator", arms: { "debt-cta": "plain" } },
      // No such arm.
      { path: "/debtconsol", arms: { "debt-cta": "winner" } },
      // No such experiment.
      { path: "/debtconsol", arms: { "made-up": "plain" } },
    ]) {
      expect((await submitLead(lead(page), ctx())).status).toBe(201);
    }
    expect(await arms("debt-cta")).toEqual(before);

    expect(
      (await submitLead(lead({ path: "/debtconsol", arms: { "debt-cta": "plain" } }), ctx()))
        .status,
    ).toBe(201);
    expect(await arms("debt-cta")).toEqual([
      expect.objectContaining({ arm: "control", leads: 0 }),
      expect.objectContaining({ arm: "plain", leads: 1, views: 1 }),
    ]);
  });
});
