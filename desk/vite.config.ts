import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { loadConfig } from "../src/config/index.ts";
import { reactAsPreact } from "../tooling/react-as-preact.ts";
import { deskInstallFiles } from "./pwa/vite-plugin.ts";

const here = dirname(fileURLToPath(import.meta.url));
const site = loadConfig(process.env);

/**
 * The broker's desk: one page app served at `/desk/`, built to `dist/desk/` (`index.html` and
 * hashed `assets/*`). Every script and stylesheet is a file of its own, so the desk runs under a
 * policy without 'unsafe-inline'. `npm run dev:desk` serves the sources with hot reload and
 * passes `/desk/api` to `DESK_API_ORIGIN` (`npm start`'s server by default, or the fake API of
 * `tests/fixtures/desk-api-fake.ts`).
 */
export default defineConfig(({ command }) => ({
  root: here,
  base: "/desk/",
  publicDir: false,
  plugins: [react(), deskInstallFiles(site)],
  // Written for React, built with Preact's compatible layer: a tenth of React DOM's size, which a
  // phone on a slow line fetches and runs before the inbox's first row. `dev:desk` keeps React
  // for its hot reload.
  resolve: { alias: command === "build" ? reactAsPreact : [] },
  server: {
    proxy: { "/desk/api": process.env.DESK_API_ORIGIN ?? "http://127.0.0.1:8080" },
  },
  define: {
    "process.env.NODE_ENV": '"production"',
    __DESK_LOCALE__: JSON.stringify(site.locale),
    __DESK_CURRENCY__: JSON.stringify(site.currency),
  },
  build: {
    outDir: resolve(here, "../dist/desk"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: "hidden",
    // The polyfill would be an inline script; every browser the broker uses preloads modules.
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
    rollupOptions: {
      // The service worker is built alone, at /desk/sw.js: its scope is the desk's.
      input: { desk: resolve(here, "index.html"), sw: resolve(here, "pwa/sw.ts") },
      output: {
        entryFileNames: (chunk) => (chunk.name === "sw" ? "sw.js" : "assets/[name]-[hash].js"),
      },
    },
  },
}));
