import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The React demo app, built as a developer's app would be: its elements come from the package's
 * own entries (`eastside-broker-widgets/<tag>`, run `npm run build:widgets` first). Written to
 * dist/demo, with a stable `app.js` the demo's test mounts.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: "./",
  publicDir: false,
  logLevel: "warn",
  plugins: [react()],
  build: {
    outDir: "../../dist/demo",
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: "app.js" } },
  },
});
