import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = dirname(fileURLToPath(import.meta.url));

/** `npx vite build --config tests/e2e/desk/preview/vite.config.ts`: the stand-in desk. */
export default defineConfig({
  root: here,
  base: "/desk/",
  plugins: [react()],
  build: {
    outDir: resolve(here, "../../../../dist/desk"),
    emptyOutDir: true,
    assetsDir: "assets",
  },
});
