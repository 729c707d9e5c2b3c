/**
 * `npm run docs`: writes the testing kit's entries (`testing/entries.ts`) from the elements'
 * declarations (`widgets/<tag>/declaration.ts`), the element table of docs/embedding.md from
 * their manifest (which the build writes into the package), and the settings tables of
 * docs/settings.md from the server's variables
 * (`functions/settings/variables/`). Run it after changing a declaration; a test fails until then.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { customElementsManifest } from "./custom-elements.ts";
import { ELEMENT_TABLE_DOC, elementTable, withElementTable } from "./element-table.ts";
import { withReadmeBlock } from "./readme-block.ts";
import { SETTINGS_DOC, settingsBlocks, settingsTable } from "./settings-table.ts";
import { TESTING_ENTRIES, testingEntries } from "./testing-entries.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = customElementsManifest(root);
writeFileSync(resolve(root, TESTING_ENTRIES), testingEntries(root));
const embeddingPath = resolve(root, ELEMENT_TABLE_DOC);
writeFileSync(
  embeddingPath,
  withElementTable(readFileSync(embeddingPath, "utf8"), elementTable(manifest)),
);
const settingsPath = resolve(root, SETTINGS_DOC);
writeFileSync(
  settingsPath,
  settingsBlocks.reduce(
    (doc, { start, end, declarations }) =>
      withReadmeBlock(doc, start, end, settingsTable(declarations)),
    readFileSync(settingsPath, "utf8"),
  ),
);
console.log(`docs: ${TESTING_ENTRIES}, ${ELEMENT_TABLE_DOC}'s table and ${SETTINGS_DOC}'s`);
