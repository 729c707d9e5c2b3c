/**
 * The elements for a React app, in dist/react (`eastside-broker-widgets/react/<tag>`): the same
 * modules as dist/widgets, built by the same config (`vite.config.ts`), except that `react` and
 * `react-dom` stay imports for the app's bundler to resolve to the app's own copy (an optional
 * peer dependency of the package) instead of a copy of ours. A React app then carries React
 * once. A page without a bundler cannot resolve those imports: it uses dist/widgets.
 * The `react-peer` step of `./steps.ts`.
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { build } from "vite";

/** `react`, `react-dom` and their entries (`react/jsx-runtime`, `react-dom/client`). */
export const reactImports = /^react(-dom)?(\/.*)?$/;

export async function buildReactPeer(root: string): Promise<void> {
  const outDir = resolve(root, "dist/react");
  rmSync(outDir, { recursive: true, force: true });
  await build({
    configFile: resolve(root, "vite.config.ts"),
    logLevel: "warn",
    build: {
      outDir,
      emptyOutDir: true,
      manifest: false,
      // The app's bundler maps what it ships; ours would point at files it never serves.
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: { external: reactImports },
    },
  });
}
