/**
 * `npm run docs`: writes custom-elements.json from the elements' declarations
 * (`widgets/<tag>/declaration.ts`), the README's element table from that manifest, and its
 * start-up settings table from `functions/settings/start.ts`. Run it after changing a
 * declaration; a test fails until then.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startDeclarations } from "../functions/settings/start.ts";
import { customElementsManifest } from "./custom-elements.ts";
import { elementTable, withElementTable } from "./element-table.ts";
import { withReadmeBlock } from "./readme-block.ts";
import { SETTINGS_END, SETTINGS_START, settingsTable } from "./settings-table.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = customElementsManifest(root);
writeFileSync(resolve(root, "custom-elements.json"), `${JSON.stringify(manifest, null, 2)}\n`);
const readmePath = resolve(root, "README.md");
const withElements = withElementTable(readFileSync(readmePath, "utf8"), elementTable(manifest));
writeFileSync(
  readmePath,
  withReadmeBlock(withElements, SETTINGS_START, SETTINGS_END, settingsTable(startDeclarations)),
);
console.log("docs: custom-elements.json, and README.md's element and start-up settings tables");
