import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { startDeclarations } from "../../functions/settings/start";
import { readmeBlock } from "../../tooling/readme-block";
import { SETTINGS_END, SETTINGS_START, settingsTable } from "../../tooling/settings-table";

// The README's start-up settings come from their declarations (`npm run docs`).
const root = resolve(import.meta.dirname, "../..");

describe("the README's start-up settings table", () => {
  it("is the one generated from the settings' declarations", () => {
    const readme = readFileSync(resolve(root, "README.md"), "utf8");
    expect(readmeBlock(readme, SETTINGS_START, SETTINGS_END)).toBe(
      settingsTable(startDeclarations),
    );
  });

  it("names each start-up variable once, nowhere else in the README's tables", () => {
    const readme = readFileSync(resolve(root, "README.md"), "utf8");
    for (const { name } of startDeclarations) {
      const rows = readme.split("\n").filter((line) => line.startsWith(`| \`${name}\``));
      expect(rows, name).toHaveLength(1);
    }
  });
});
