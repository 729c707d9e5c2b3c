/**
 * The build's steps, in the order they run (`./run.ts` runs them): what each reads, what it
 * writes, and which steps it comes after. A step's code is imported only when it runs, so a
 * build with nothing to do loads none of it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Step } from "./runner.ts";

/** The variables baked into what the steps write: site values reach pages and widgets. */
const SITE_ENV = ["SITE_*", "LEAD_RETENTION_DAYS", "NODE_ENV"];
/** Every step reads packages: a changed lock file runs them all. */
const LOCK = "package-lock.json";
const tool = (...files: string[]) => files.map((file) => `tooling/${file}`);

export function buildSteps(root: string, { production = false } = {}): Step[] {
  const version: string = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")).version;
  const deskConfig = resolve(root, "desk/vite.config.ts");
  // Each element's registration, which the widgets' and the pre-renderer's bundles start from.
  const widgetIndexes = readdirSync(resolve(root, "widgets"))
    .map((name) => `widgets/${name}/index.ts`)
    .filter((file) => existsSync(resolve(root, file)));
  return [
    {
      name: "widgets",
      inputs: [
        "widgets",
        "src",
        "vite.config.ts",
        ...tool("widgets.ts", "clear.ts", "page-globals.ts", "declared-widgets.ts"),
        "functions/server/widget-versions.ts",
        LOCK,
      ],
      entries: [
        "widgets/delivery/loader.ts",
        "widgets/delivery/view-fallback.ts",
        ...widgetIndexes,
      ],
      env: SITE_ENV,
      outputs: ["dist/widgets/loader.js", "node_modules/.cache/widget-build/manifest.json"],
      run: async () => (await import("./widgets.ts")).buildWidgets(root),
    },
    {
      name: "prerenderer",
      inputs: [
        "widgets",
        "src",
        "vite.config.ts",
        ...tool(
          "prerender-widgets.ts",
          "recorded-elements.ts",
          "page-bundle.ts",
          "react-as-preact.ts",
          "declared-widgets.ts",
        ),
        LOCK,
      ],
      entries: ["tooling/prerender-widgets.ts", ...widgetIndexes],
      env: SITE_ENV,
      outputs: ["node_modules/.cache/page-build/widget-prerender/prerender-widgets.mjs"],
      run: async () => {
        const { bundleWidgetPrerenderer, WIDGET_PRERENDERER_DIR } = await import(
          "./page-bundle.ts"
        );
        await bundleWidgetPrerenderer(resolve(root, WIDGET_PRERENDERER_DIR));
      },
    },
    {
      name: "first-views",
      after: ["widgets", "prerenderer"],
      inputs: [
        "widgets/delivery/choices.ts",
        "widgets/delivery/view-fallback.ts",
        "src/site/start-download.ts",
        "src/content",
        "src/config",
        "src/schemas/lead-source.ts",
        "src/site/links.ts",
        "vite.config.ts",
        ...tool("first-views.ts", "declared-widgets.ts"),
      ],
      outputs: ["dist/widgets/first-view"],
      run: async () => (await import("./first-views.ts")).buildFirstViews(),
    },
    {
      name: "standalone",
      after: ["widgets"],
      inputs: [
        "widgets",
        "src",
        "vite.config.ts",
        ...tool("standalone.ts", "standalone-plain.ts", "page-globals.ts", "declared-widgets.ts"),
        LOCK,
      ],
      env: SITE_ENV,
      outputs: ["dist/widgets/standalone"],
      run: async () => (await import("./standalone.ts")).buildStandalone(),
    },
    {
      // From the sources alone: dist/widgets is not read. The types, and the manifest beside them.
      name: "package-types",
      inputs: [
        "widgets",
        "src",
        ...tool("package-types.ts", "react-types.ts", "type-text.ts", "attribute-values.ts"),
        ...tool("declaration-printer.ts", "element-declarations.ts", "custom-elements.ts"),
        LOCK,
      ],
      outputs: ["dist/widgets/types/index.d.ts", "dist/widgets/types/custom-elements.json"],
      run: async () => {
        (await import("./package-types.ts")).buildPackageTypes();
        (await import("./custom-elements.ts")).writeCustomElementsManifest(root);
      },
    },
    {
      // The elements for a React app: React and ReactDOM are the app's own (a peer).
      name: "react-peer",
      after: ["widgets"],
      inputs: [
        "widgets",
        "src",
        "vite.config.ts",
        ...tool("react-peer.ts", "declared-widgets.ts", "element-declarations.ts"),
        LOCK,
      ],
      env: SITE_ENV,
      outputs: ["dist/react/lead-form.js"],
      run: async () => (await import("./react-peer.ts")).buildReactPeer(root),
    },
    {
      name: "versioned",
      after: ["widgets", "first-views", "standalone"],
      inputs: ["package.json", ...tool("versioned.ts", "integrity.ts")],
      outputs: [`dist/widgets/${version}/integrity.json`],
      run: async () => (await import("./versioned.ts")).buildVersioned(),
    },
    {
      name: "testing-types",
      inputs: ["testing", "widgets/types.d.ts", "tsconfig.json", LOCK],
      outputs: ["dist/testing/index.js", "dist/testing/index.d.ts"],
      run: () => {
        const tsc = resolve(root, "node_modules/typescript/bin/tsc");
        const args = [tsc, "-p", "testing/tsconfig.json"];
        const { status } = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
        if (status !== 0) throw new Error("tsc -p testing/tsconfig.json failed");
      },
    },
    {
      name: "package",
      after: [
        "widgets",
        "first-views",
        "standalone",
        "react-peer",
        "package-types",
        "testing-types",
      ],
      inputs: [
        "package.json",
        "README.md",
        "docs/embedding.md",
        ...tool("package-manifest.ts", "declared-widgets.ts"),
      ],
      outputs: ["dist/package/package.json"],
      run: async () => (await import("./package-manifest.ts")).buildPackage(),
    },
    {
      name: "pages",
      after: ["prerenderer"],
      inputs: [
        "pages",
        "src",
        "widgets",
        ...tool(
          "pages.ts",
          "page-bundle.ts",
          "react-as-preact.ts",
          "clear.ts",
          "csp.ts",
          "production-check.ts",
        ),
        LOCK,
      ],
      env: SITE_ENV,
      outputs: ["dist/site/routes.json", "dist/site/csp.json"],
      run: async () => (await import("./pages.ts")).buildPages(production),
    },
    {
      name: "embed-page",
      after: ["versioned", "package-types"],
      inputs: [
        "package.json",
        "src",
        ...tool(
          "embed-page.ts",
          "embed-page",
          "embed-page-theme.ts",
          "element-table.ts",
          "readme-block.ts",
        ),
      ],
      env: SITE_ENV,
      outputs: ["dist/site/main/embed/index.html"],
      run: async () => (await import("./embed-page.ts")).buildEmbedPage(),
    },
    {
      name: "downloads",
      inputs: ["src", ...tool("downloads.ts", "downloads"), LOCK],
      env: [...SITE_ENV, "SOURCE_DATE_EPOCH"],
      outputs: ["dist/site/downloads"],
      run: async () => (await import("./downloads.ts")).writeDownloads(root),
    },
    {
      name: "server",
      inputs: [
        "functions",
        "src",
        ...tool("server.ts"),
        // The desk's page names what the desk asks first, as the desk itself does.
        "desk/inbox/first-requests.ts",
        "desk/inbox/filters.ts",
        "desk/app/routes.ts",
        "desk/api/base.ts",
        "desk/api/types.ts",
        LOCK,
      ],
      entries: ["functions/server/main.ts", "functions/cli/leads.ts", "functions/cli/desk.ts"],
      env: ["NODE_ENV"],
      outputs: ["dist/server/server.js"],
      run: async () => (await import("./server.ts")).buildServer(root),
    },
    {
      // The broker's desk: its own Vite entry into dist/desk.
      name: "desk",
      // What the desk takes from the server's own types is read too.
      inputs: [
        "desk",
        "src",
        "functions/store/desk/types.ts",
        "functions/store/people/types.ts",
        // Settings previews a push with the words every push is written in.
        "functions/forward/push-message.ts",
        "functions/desk/inbox/lead-value.ts",
        // Built with Preact in React's place.
        ...tool("react-as-preact.ts"),
        LOCK,
      ],
      entries: ["desk/main.tsx", "desk/pwa/sw.ts"],
      env: SITE_ENV,
      outputs: ["dist/desk/index.html"],
      run: async () => {
        const { build } = await import("vite");
        await build({ configFile: deskConfig });
      },
    },
    {
      // The ad pages' experiment script's code; the server serves it with the experiments' state.
      name: "experiments",
      inputs: [
        "src/experiments",
        "src/content/experiments.ts",
        "src/tracking/consent-stub.ts",
        ...tool("experiments-script.ts"),
        LOCK,
      ],
      entries: ["src/experiments/pre-paint-entry.ts"],
      outputs: ["dist/experiments/pre-paint.js"],
      run: async () =>
        (await import("./experiments-script.ts")).buildExperimentsScript(
          root,
          resolve(root, "dist/experiments"),
        ),
    },
    {
      // Last: compresses what the steps above wrote into dist/widgets and dist/site.
      name: "compress",
      after: [
        "widgets",
        "first-views",
        "standalone",
        "package-types",
        "versioned",
        "pages",
        "embed-page",
        "downloads",
        "desk",
      ],
      inputs: [...tool("compress.ts"), "functions/server/precompressed.ts"],
      outputs: ["dist/widgets/loader.js.br", "dist/site/routes.json.br"],
      run: async () => (await import("./compress.ts")).compressAndReport(root),
    },
  ];
}
