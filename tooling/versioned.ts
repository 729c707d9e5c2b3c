/**
 * Pinned widget scripts: a copy of the whole widget build under `dist/widgets/<version>/` (the
 * version in package.json) and the Subresource Integrity hash of each entry script beside it.
 *
 * A marketer who pastes `/widgets/<version>/loader.js` with `integrity` gets exactly the bytes
 * that hash names for as long as that version exists, so the server may let browsers and CDNs
 * keep those files for a year. The unversioned files stay as aliases of the newest build.
 * The whole tree is copied, not only the entry scripts: the loader and the standalone scripts
 * import their modules and chunks relatively, so they resolve inside the same version folder.
 *
 * The `versioned` step of `./steps.ts`, after the widgets, their first views and standalone scripts.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isVersionFolder } from "../functions/server/widget-versions.ts";
import { widgetEntries } from "../vite.config.ts";
import { integrityOf } from "./integrity.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const widgetsDir = resolve(root, "dist/widgets");

export function buildVersioned(): void {
  const { version } = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as {
    version: string;
  };
  if (!isVersionFolder(version)) throw new Error(`package.json version "${version}" is not semver`);
  const versionDir = resolve(widgetsDir, version);
  rmSync(versionDir, { recursive: true, force: true });
  for (const name of readdirSync(widgetsDir)) {
    // The declarations are for developers' editors, not for pages; older versions are not ours.
    if (name === "types" || isVersionFolder(name)) continue;
    // Source maps are not referenced by the scripts (hidden) and stay with the aliases only.
    cpSync(resolve(widgetsDir, name), resolve(versionDir, name), {
      recursive: true,
      // Nor compressed twins, which may be older than their files: the compress step writes them.
      filter: (source) => ![".map", ".br", ".gz"].some((ending) => source.endsWith(ending)),
    });
  }

  const tags = Object.keys(widgetEntries(root)).sort();
  const entries = ["loader.js", ...tags.map((tag) => `${tag}.js`)].concat(
    tags.map((tag) => `standalone/${tag}.js`),
  );
  const files: Record<string, string> = {};
  for (const entry of entries) files[entry] = integrityOf(readFileSync(resolve(versionDir, entry)));
  writeFileSync(
    resolve(versionDir, "integrity.json"),
    `${JSON.stringify({ version, algorithm: "sha384", files }, null, 2)}\n`,
  );
  console.log(`versioned: dist/widgets/${version}/ (${entries.length} entry scripts hashed)`);
}
