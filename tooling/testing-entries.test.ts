import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { declaredWidgets } from "./declared-widgets.ts";
import { TESTING_ENTRIES, tagsWithEntries, testingEntries } from "./testing-entries.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

describe("the testing kit's entries", () => {
  const base = mkdtempSync(join(tmpdir(), "testing-entries-"));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it("load every element a declaration names, and no other (else run `npm run docs`)", () => {
    const committed = readFileSync(resolve(root, TESTING_ENTRIES), "utf8");
    expect(tagsWithEntries(committed)).toEqual(declaredWidgets(root).map(({ tag }) => tag));
  });

  it("given a new widget's declaration, gain its entry from its folder alone", () => {
    const folder = join(base, "widgets", "refinance-form");
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, "declaration.ts"),
      `import type { DeliveryDeclaration, ElementDeclaration } from ${JSON.stringify(
        resolve(root, "widgets/shared/element/declaration.ts"),
      )};
export const refinanceForm = { tag: "refinance-form", attributes: {}, events: {} } satisfies ElementDeclaration;
export const delivery = { strategy: "visible" } satisfies DeliveryDeclaration;
`,
    );
    const text = testingEntries(base);
    expect(tagsWithEntries(text)).toEqual(["refinance-form"]);
    expect(text).toContain(
      '"refinance-form": () => import("eastside-broker-widgets/refinance-form" as string),',
    );
  });
});
