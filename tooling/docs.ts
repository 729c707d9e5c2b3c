/**
 * `npm run docs`: writes custom-elements.json from the elements' declarations
 * (`widgets/<tag>/declaration.ts`) and the README's element table from that manifest. Run it
 * after changing a declaration; a test fails until then.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { customElementsManifest } from "./custom-elements.ts";
import { elementTable, withElementTable } from "./element-table.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = customElementsManifest(root);
writeFileSync(resolve(root, "custom-elements.json"), `${JSON.stringify(manifest, null, 2)}\n`);
const readmePath = resolve(root, "README.md");
writeFileSync(
  readmePath,
  withElementTable(readFileSync(readmePath, "utf8"), elementTable(manifest)),
);
console.log("docs: custom-elements.json and README.md's element table");
