/**
 * Builds the pre-paint script's code (`src/experiments/pre-paint-entry.ts`) as one minified
 * classic script into `dist/experiments/pre-paint.js`. It is not served as it is: the server
 * wraps it with the experiments' state from its configuration and serves that as
 * `/experiments.js` (`functions/experiments/script.ts`).
 */
import { join } from "node:path";
import { build } from "vite";

export async function buildExperimentsScript(root: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2020",
      minify: true,
      lib: {
        entry: join(root, "src/experiments/pre-paint-entry.ts"),
        formats: ["iife"],
        name: "ebwPrePaint",
        fileName: () => "pre-paint.js",
      },
    },
  });
}
