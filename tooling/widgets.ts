/**
 * The widgets' module build (`vite.config.ts`) into dist/widgets: one module per element and
 * their shared chunks, then the loader on its own, which must come out as one file. It clears only what it wrote before: the first views, the
 * standalone scripts, the types and the pinned version folders beside them are other steps'.
 * Vite's manifest (which file each source became, read by `./standalone.ts`) is kept with the
 * build tools' caches, not in the folder pages load from.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { build, type Rolldown } from "vite";
import { isVersionFolder } from "../functions/server/widget-versions.ts";
import { loaderBuild } from "../vite.config.ts";
import { clearExcept } from "./clear.ts";

/** Where the widgets' Vite manifest is kept, relative to the root. */
export const WIDGET_MANIFEST = "node_modules/.cache/widget-build/manifest.json";

/** The folders of dist/widgets that other steps write. */
const othersOutput = ["first-view", "standalone", "types"];

export async function buildWidgets(root: string): Promise<void> {
  const outDir = resolve(root, "dist/widgets");
  mkdirSync(outDir, { recursive: true });
  const versions = readdirSync(outDir).filter(isVersionFolder);
  clearExcept(outDir, [...othersOutput, ...versions]);
  await build({ configFile: resolve(root, "vite.config.ts"), build: { emptyOutDir: false } });
  const manifest = resolve(root, WIDGET_MANIFEST);
  mkdirSync(dirname(manifest), { recursive: true });
  renameSync(resolve(outDir, ".vite/manifest.json"), manifest);
  rmSync(resolve(outDir, ".vite"), { recursive: true, force: true });
  const loader = await build(loaderBuild(root));
  const outputs = (Array.isArray(loader) ? loader : [loader]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((file) => file.type === "chunk");
  if (chunks.length !== 1) {
    throw new Error(`loader.js must be one file, with nothing to fetch: got ${chunks.length}`);
  }
}
