import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The package as a developer installs it (`npm pack dist/package` after `npm run build`), in a project of
 * its own outside this repository, so that nothing resolves through our node_modules: the
 * project has TypeScript and, for the React case, React 19's types, nothing else. It checks
 * with `skipLibCheck: false`, so the package's declarations are checked as well.
 */
const root = resolve(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "widget-consumer-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let tarball = "";
beforeAll(() => {
  if (!existsSync(resolve(root, "dist/widgets/types"))) throw new Error("run `npm run build`");
  const output = execFileSync(
    "npm",
    ["pack", "--json", "--ignore-scripts", "--pack-destination", work],
    { cwd: resolve(root, "dist/package"), encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  );
  const [pack] = JSON.parse(output) as { filename: string }[];
  tarball = join(work, pack?.filename ?? "");
}, 60_000);

/** A project holding the unpacked package and links to the given packages of ours, only. */
function project(name: string, linked: string[], tsconfig: object, files: Record<string, string>) {
  const dir = join(work, name);
  const installed = join(dir, "node_modules", "eastside-broker-widgets");
  mkdirSync(installed, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", installed, "--strip-components=1"]);
  for (const pkg of linked) {
    mkdirSync(join(dir, "node_modules", pkg, ".."), { recursive: true });
    symlinkSync(resolve(root, "node_modules", pkg), join(dir, "node_modules", pkg), "dir");
  }
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name, type: "module" }));
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(tsconfig));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

/** `tsc` as the project runs it: its errors, one a line (empty when it type-checks). */
function typeCheck(dir: string): string {
  const tsc = join(dir, "node_modules", "typescript", "bin", "tsc");
  const run = spawnSync(process.execPath, [tsc, "-p", dir], { encoding: "utf8" });
  return run.status === 0 ? "" : `${run.stdout}${run.stderr}`.trim();
}

const strict = { strict: true, skipLibCheck: false, noEmit: true, target: "ES2022" };

describe("the published types in a project without React, zod or sonner", () => {
  it("types an element made from its tag, its events' details, window.ebwConsent and ./testing", () => {
    const dir = project(
      "plain",
      ["typescript"],
      {
        compilerOptions: {
          ...strict,
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2022", "DOM"],
        },
        include: ["*.ts"],
      },
      {
        "page.ts": `import "eastside-broker-widgets/lead-form";
import "eastside-broker-widgets/debt-calculator";

const form = document.createElement("lead-form");
form.show();
form.addEventListener("lead-submit", (event) => {
  const id: string = event.detail.id;
  const source: string = event.detail.source;
  const resent: boolean | undefined = event.detail.resent;
  console.log(id, source, resent);
});
document.addEventListener("calculator-change", (event) => {
  const saving: number = event.detail.monthlySavings;
  const firstDebt: number | undefined = event.detail.debts[0]?.amount;
  console.log(saving, firstDebt);
});
window.addEventListener("widget-error", (event) => console.log(event.detail.tag));
window.ebwConsent?.grant();
const status: "pending" | "granted" | "denied" | undefined = window.ebwConsent?.status;
console.log(status);
`,
        "everything.ts": `import type {} from "eastside-broker-widgets/types";
document.createElement("broker-chat").show();
document.querySelector("exit-intent")?.addEventListener("exit-intent-open", (event) => {
  const trigger: "exit" | "manual" = event.detail.trigger;
  console.log(trigger);
});
document.addEventListener("download-start", (event) => console.log(event.detail.fileName));
export {};
`,
        "suite.ts": `import { leadForm, loadElement } from "eastside-broker-widgets/testing";

export async function sendsALead(): Promise<string[]> {
  await loadElement("lead-form");
  leadForm.fakeServer(leadForm.created("lead-42"));
  const form = await leadForm.mount({ redirect: "none" });
  const ids: string[] = [];
  form.addEventListener("lead-submit", (event) => ids.push(event.detail.id));
  await leadForm.fillIn(form);
  leadForm.submitButton(form).click();
  await leadForm.waitFor(() => ids.length === 1, "lead-submit");
  return ids;
}
`,
      },
    );
    expect(typeCheck(dir)).toBe("");
  }, 60_000);

  it("tells the project when it reads a detail an event does not carry", () => {
    const dir = project(
      "wrong",
      ["typescript"],
      { compilerOptions: { ...strict, module: "ESNext", moduleResolution: "Bundler" } },
      {
        "page.ts": `import "eastside-broker-widgets/lead-form";
document.createElement("lead-form").addEventListener("lead-submit", (event) => event.detail.email);
`,
      },
    );
    expect(typeCheck(dir)).toMatch(/error TS2339: Property 'email' does not exist/);
  }, 60_000);
});

describe("the React entry in a React 19 project", () => {
  it("types the elements' attributes and on<event> listeners in TSX", () => {
    const dir = project(
      "react-app",
      ["typescript", "@types/react", "csstype"],
      {
        compilerOptions: {
          ...strict,
          module: "ESNext",
          moduleResolution: "Bundler",
          jsx: "react-jsx",
          lib: ["ES2022", "DOM"],
        },
        include: ["*.tsx"],
      },
      {
        "app.tsx": `import "eastside-broker-widgets/debt-calculator";
import type {} from "eastside-broker-widgets/react";

export function App(props: { onSaving: (saving: number) => void }) {
  return (
    <>
      <debt-calculator variant="detailed" rate={5.5}
        oncalculator-change={(event) => props.onSaving(event.detail.monthlySavings)} />
      <lead-form mode="modal" open onlead-submit={(event) => event.detail.id.toUpperCase()} />
      {/* @ts-expect-error: rate is a number */}
      <debt-calculator rate="high" />
    </>
  );
}
`,
      },
    );
    expect(typeCheck(dir)).toBe("");
  }, 60_000);
});
