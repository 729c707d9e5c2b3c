import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * A developer's Vite + React 19 + TypeScript app with the package installed as `npm pack
 * dist/package` makes it (after `npm run build`), in a project outside this repository: its own
 * React, TypeScript, Vite and React's types, nothing else. It type-checks what the README shows
 * (the components of `./react/<tag>`, and a tag in JSX) and refuses what the published types must
 * refuse, and its build carries React once.
 */
const root = resolve(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "react-app-"));
const app = join(work, "app");
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What the app installs besides the package; linked from this repository's node_modules. */
const installed = [
  "react",
  "react-dom",
  "scheduler",
  "@types/react",
  "@types/react-dom",
  "csstype",
  "typescript",
  "vite",
  "@vitejs/plugin-react",
];

beforeAll(() => {
  if (!existsSync(resolve(root, "dist/react"))) throw new Error("run `npm run build` first");
  const output = execFileSync(
    "npm",
    ["pack", "--json", "--ignore-scripts", "--pack-destination", work],
    { cwd: resolve(root, "dist/package"), encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  );
  const [pack] = JSON.parse(output) as { filename: string }[];
  const ours = join(app, "node_modules", "eastside-broker-widgets");
  mkdirSync(ours, { recursive: true });
  execFileSync("tar", [
    "-xzf",
    join(work, pack?.filename ?? ""),
    "-C",
    ours,
    "--strip-components=1",
  ]);
  for (const name of installed) {
    mkdirSync(join(app, "node_modules", name, ".."), { recursive: true });
    symlinkSync(resolve(root, "node_modules", name), join(app, "node_modules", name), "dir");
  }
  const files: Record<string, string> = {
    "package.json": JSON.stringify({ name: "brokers-app", type: "module", private: true }),
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        target: "ES2022",
        lib: ["ES2022", "DOM", "DOM.Iterable"],
        module: "ESNext",
        moduleResolution: "Bundler",
        jsx: "react-jsx",
        types: [],
      },
      include: ["src"],
    }),
    "vite.config.js": `import react from "@vitejs/plugin-react";
export default { plugins: [react()], logLevel: "warn" };
`,
    "index.html": `<!doctype html><html lang="en"><head><title>App</title></head>
<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>
`,
    // The README's React example, as a developer copies it: the components, and a tag.
    "src/main.tsx": `import { DebtCalculator } from "eastside-broker-widgets/react/debt-calculator";
import { LeadForm } from "eastside-broker-widgets/react/lead-form";
import "eastside-broker-widgets/react/resource-download";
import type {} from "eastside-broker-widgets/react";
import { useState } from "react";
import { createRoot } from "react-dom/client";

function App() {
  const [saving, setSaving] = useState(0);
  return (
    <>
      <DebtCalculator variant="detailed" rate={5.5} apiBase="https://broker.example.test"
        onCalculatorChange={(event) => setSaving(event.detail.monthlySavings)} />
      <LeadForm mode="inline" apiBase="https://broker.example.test" leadSource="app"
        onLeadSubmit={(event) => console.log(event.detail.id, saving)} />
      <resource-download lead-magnet="first-home-buyers-guide" api-base="https://broker.example.test"
        ondownload-start={(event) => console.log(event.detail.fileName)} />
    </>
  );
}
createRoot(document.getElementById("root") as HTMLElement).render(<App />);
`,
    // Each wrong line must be refused: an unused marker fails the check.
    "src/wrong.tsx": `import { DebtCalculator } from "eastside-broker-widgets/react/debt-calculator";
import { LeadForm } from "eastside-broker-widgets/react/lead-form";
import { ResourceDownload } from "eastside-broker-widgets/react/resource-download";
import type {} from "eastside-broker-widgets/react";

export const wrong = (
  <>
    {/* @ts-expect-error: not one of the calculator's variants */}
    <DebtCalculator variant="bogus" />
    {/* @ts-expect-error: not a mode of the lead form */}
    <LeadForm mode="popup" />
    {/* @ts-expect-error: not a guide of ours */}
    <ResourceDownload leadMagnet="no-such-guide" />
    {/* @ts-expect-error: misspelt leadSource */}
    <LeadForm leadSorce="app" />
    {/* @ts-expect-error: the component takes leadSource, not the HTML name */}
    <LeadForm lead-source="app" />
    {/* @ts-expect-error: the lead form fires no calculator-change */}
    <LeadForm onCalculatorChange={() => undefined} />
    {/* @ts-expect-error: leadMagnet is the resource form's */}
    <LeadForm leadMagnet="first-home-buyers-guide" />
    {/* @ts-expect-error: the calculator does not open or close */}
    <DebtCalculator open />
    {/* @ts-expect-error: not one of the calculator's variants */}
    <debt-calculator variant="bogus" />
    {/* @ts-expect-error: not a mode of the lead form */}
    <lead-form mode="popup" />
    {/* @ts-expect-error: not a guide of ours */}
    <resource-download lead-magnet="no-such-guide" />
    {/* @ts-expect-error: the lead form fires no calculator-change */}
    <lead-form oncalculator-change={() => undefined} />
    {/* @ts-expect-error: lead-magnet is the resource form's */}
    <lead-form lead-magnet="first-home-buyers-guide" />
  </>
);
`,
  };
  mkdirSync(join(app, "src"));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(app, file), text);
}, 120_000);

/** The built app's scripts, by name. */
function builtScripts(): Map<string, string> {
  const assets = join(app, "dist", "assets");
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
  return new Map(scripts.map((name) => [name, readFileSync(join(assets, name), "utf8")]));
}

describe("a developer's Vite + React app with the package installed", () => {
  it("type-checks the README's example and refuses wrong values, attributes and listeners", () => {
    const tsc = join(app, "node_modules", "typescript", "bin", "tsc");
    const run = spawnSync(process.execPath, [tsc, "-p", app], { encoding: "utf8" });
    expect(`${run.stdout}${run.stderr}`.trim()).toBe("");
    expect(run.status).toBe(0);
  }, 120_000);

  it("builds with one copy of React and of ReactDOM, using the app's own", () => {
    const vite = join(app, "node_modules", "vite", "bin", "vite.js");
    // As a developer runs it: not with the test runner's NODE_ENV (test), which builds React's
    // development files.
    const { NODE_ENV: _testing, ...env } = process.env;
    const run = spawnSync(process.execPath, [vite, "build"], { cwd: app, encoding: "utf8", env });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    const code = [...builtScripts().values()].join("\n");
    // React's own module defines its internals once; each ReactDOM client names its renderer.
    const count = (marker: string) => code.split(marker).length - 1;
    expect(count("__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=")).toBe(1);
    expect(count("rendererPackageName:")).toBe(1);

    const sizes = [...builtScripts()].map(([name, text]) => ({
      name,
      bytes: Buffer.byteLength(text),
      gzip: gzipSync(text).length,
    }));
    const total = (key: "bytes" | "gzip") => sizes.reduce((sum, file) => sum + file[key], 0);
    console.log(
      `react app: ${sizes.length} scripts, ${(total("bytes") / 1024).toFixed(0)} KB, ` +
        `${(total("gzip") / 1024).toFixed(1)} KB gzip`,
    );
  }, 120_000);
});
