import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { deliveryDefines, reservedKeys, viewModuleChoices } from "./declared-widgets.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

describe("the widgets as their declarations tell them", () => {
  const base = mkdtempSync(join(tmpdir(), "declared-widgets-"));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it("give the loader a new widget's first view, room, strategy and outbox from its folder alone", () => {
    const folder = join(base, "widgets", "refinance-form");
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, "declaration.ts"),
      `import type { DeliveryDeclaration, ElementDeclaration } from ${JSON.stringify(
        resolve(root, "widgets/shared/element/declaration.ts"),
      )};
export const refinanceForm = { tag: "refinance-form", attributes: {}, events: {} } satisfies ElementDeclaration;
export const delivery = {
  strategy: "visible",
  views: { attribute: "mode", values: ["", "inline"] },
  room: { measured: ["inline"], none: ["modal"], width: 720, heights: { "": [280, 610, 400, -40], inline: [280, 560] } },
  resendsLeads: ':not([mode="modal" i])',
} satisfies DeliveryDeclaration;
`,
    );
    const tables = Object.fromEntries(
      Object.entries(deliveryDefines(base)).map(([name, value]) => [name, JSON.parse(value)]),
    );
    expect(tables).toEqual({
      __VIEW_MODULES__: { "refinance-form": ["mode", ["", "inline"]] },
      __ON_IDLE__: ":not(*)",
      __ON_TRIGGER__: ":not(*)",
      __TRIGGERS__: [],
      __RESENDS_LEADS__: 'refinance-form:not([mode="modal" i])',
      __ROOM_CHOOSERS__: { "refinance-form": "mode" },
      __ROOMLESS__: ["refinance-form modal"],
      __INTRINSIC_WIDTHS__: { "refinance-form": 720 },
      __FIRST_VIEW_HEIGHTS__: {
        "refinance-form": [280, 610, 400, -40],
        "refinance-form inline": [280, 560],
      },
    });
    expect(reservedKeys(base)).toEqual(["refinance-form", "refinance-form inline"]);
  });

  it("hold each element's room by the heights its declaration carries for every view it measures", () => {
    const heights = JSON.parse(deliveryDefines(root).__FIRST_VIEW_HEIGHTS__ ?? "{}");
    expect(Object.keys(heights).sort()).toEqual(reservedKeys(root).sort());
    expect(heights["debt-calculator detailed"]?.slice(0, 2)).toEqual([280, 3322]);
  });

  it("render each element's first views for the values its declaration names", () => {
    const choices = viewModuleChoices(root);
    expect(choices["lead-form"]).toEqual(["mode", ["", "inline"]]);
    expect(choices["debt-calculator"]).toEqual(["variant", ["", "slider", "detailed", "compact"]]);
    // The plain elements have none: their module is imported as soon as the browser is idle.
    expect(choices["exit-intent"]).toBeUndefined();
    expect(JSON.parse(deliveryDefines(root).__ON_IDLE__ ?? "")).toBe("broker-chat, exit-intent");
  });
});
