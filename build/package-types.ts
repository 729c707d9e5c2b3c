/**
 * `dist/widgets/types/index.d.ts`: the declarations of every element at once (their
 * `HTMLElementTagNameMap` entries and event maps), for the package's `./types` entry and the
 * loader, which may define any of them. Run after `vite build`: `tsx build/package-types.ts`.
 */
import { existsSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { widgetEntries } from "../vite.config.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const typesDir = resolve(root, "dist/widgets/types");
const tags = Object.keys(widgetEntries(root)).sort();
const references = tags.map((tag) => {
  const file = `./widgets/${tag}/index.d.ts`;
  if (!existsSync(resolve(typesDir, file))) throw new Error(`${file} is missing: run vite build`);
  return `/// <reference path="${file}" />`;
});
writeFileSync(resolve(typesDir, "index.d.ts"), `${references.join("\n")}\nexport {};\n`);
console.log(`types: dist/widgets/types/index.d.ts (${tags.length} elements)`);
