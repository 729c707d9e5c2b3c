/**
 * One self-contained classic script per element, for pages that cannot load ES modules from
 * our origin: `<script src="https://…/widgets/standalone/debt-calculator.js"></script>`.
 * Each file carries its own React and inlines every dynamic import (the calculator's chart too).
 * Vite's library mode builds one IIFE entry at a time, so this loops over the widgets.
 *
 * Run after `vite build` (which empties dist/widgets): `tsx build/standalone.ts`.
 */
import { rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { widgetDefines, widgetEntries, widgetTarget } from "../vite.config.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = resolve(root, "dist/widgets/standalone");

async function buildStandalone(): Promise<void> {
  const entries = Object.entries(widgetEntries(root));
  if (entries.length === 0) throw new Error("No widgets/<tag>/index.ts found");
  rmSync(outDir, { recursive: true, force: true });
  for (const [tag, entry] of entries) {
    await build({
      configFile: false,
      root,
      publicDir: false,
      logLevel: "warn",
      plugins: [react()],
      // A classic script has no import.meta; widgets use its URL as their default API origin,
      // so capture the script's own address while it runs (currentScript is gone later).
      define: { ...widgetDefines(), "import.meta.url": "__standaloneScriptUrl" },
      build: {
        outDir,
        emptyOutDir: false,
        target: widgetTarget,
        minify: true,
        sourcemap: "hidden",
        copyPublicDir: false,
        lib: {
          entry,
          formats: ["iife"],
          name: `EastsideWidget_${tag.replace(/-/g, "_")}`,
          fileName: () => `${tag}.js`,
        },
        rolldownOptions: {
          output: {
            codeSplitting: false,
            intro:
              "var __standaloneScriptUrl = (document.currentScript && document.currentScript.src) || location.href;",
          },
        },
      },
    });
    console.log(`standalone: dist/widgets/standalone/${tag}.js`);
  }
}

await buildStandalone();
