/**
 * The `server` step of `./steps.ts`: bundles the server and the leads command into dist/server/ for Node.
 * Our own code (functions/, src/) is bundled; packages stay imports from node_modules.
 */
import { resolve } from "node:path";
import { build } from "vite";

export async function buildServer(root: string): Promise<void> {
  await build({
    // The project's vite.config.ts builds the widgets for browsers; none of it applies here.
    configFile: false,
    root,
    logLevel: "info",
    build: {
      ssr: true,
      target: "node20",
      outDir: "dist/server",
      emptyOutDir: true,
      minify: false,
      sourcemap: true,
      rolldownOptions: {
        input: {
          server: resolve(root, "functions/server/main.ts"),
          "leads-cli": resolve(root, "functions/cli/leads.ts"),
          "desk-cli": resolve(root, "functions/cli/desk.ts"),
        },
        output: {
          format: "es",
          entryFileNames: "[name].js",
          chunkFileNames: "chunks/[name]-[hash].js",
        },
      },
    },
  });
}
