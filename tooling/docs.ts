/**
 * `npm run docs`: writes custom-elements.json and the testing kit's entries
 * (`testing/entries.ts`) from the elements' declarations (`widgets/<tag>/declaration.ts`), the
 * README's element table from that manifest, and its settings tables from the server's variables
 * (`functions/settings/variables/`). Run it after changing a declaration; a test fails until then.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { customElementsManifest } from "./custom-elements.ts";
import { elementTable, withElementTable } from "./element-table.ts";
import { withReadmeBlock } from "./readme-block.ts";
import { settingsBlocks, settingsTable } from "./settings-table.ts";
import { TESTING_ENTRIES, testingEntries } from "./testing-entries.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = customElementsManifest(root);
writeFileSync(resolve(root, "custom-elements.json"), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(resolve(root, TESTING_ENTRIES), testingEntries(root));
const readmePath = resolve(root, "README.md");
const withElements = withElementTable(readFileSync(readmePath, "utf8"), elementTable(manifest));
writeFileSync(
  readmePath,
  settingsBlocks.reduce(
    (readme, { start, end, declarations }) =>
      withReadmeBlock(readme, start, end, settingsTable(declarations)),
    withElements,
  ),
);
console.log(
  "docs: custom-elements.json, testing/entries.ts, and README.md's element and settings tables",
);
