import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readmeBlock } from "../../tooling/readme-block";
import { SETTINGS_DOC, settingsBlocks, settingsTable } from "../../tooling/settings-table";

// The server's settings in docs/settings.md come from their declarations (`npm run docs`).
const root = resolve(import.meta.dirname, "../..");

describe("the server settings tables of docs/settings.md", () => {
  for (const { start, end, declarations } of settingsBlocks) {
    it(`${start.slice(5, start.indexOf(":"))}: is the one generated from the variables' declarations`, () => {
      const readme = readFileSync(resolve(root, SETTINGS_DOC), "utf8");
      expect(readmeBlock(readme, start, end)).toBe(settingsTable(declarations));
    });
  }

  it("names each variable the server reads once, nowhere else in its tables", () => {
    const readme = readFileSync(resolve(root, SETTINGS_DOC), "utf8").split("\n");
    for (const { name } of settingsBlocks.flatMap(({ declarations }) => declarations)) {
      const rows = readme.filter((line) => line.startsWith(`| \`${name}\``));
      expect(rows, name).toHaveLength(1);
    }
  });
});
