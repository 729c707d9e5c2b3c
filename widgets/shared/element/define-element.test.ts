import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// What a widget author is told by the compiler when registering an element.
const defineElementPath = resolve(import.meta.dirname, "define-element.ts");
const work = mkdtempSync(join(tmpdir(), "define-element-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const registrations = {
  complete: `defineElement("x-offer", Offer, { props: { heading: "string", rate: "number" } });`,
  missing: `defineElement("x-offer", Offer, { props: { heading: "string" } });`,
  unknown: `defineElement("x-offer", Offer, { props: { heading: "string", rate: "number", colour: "string" } });`,
  json: `defineElement("x-offer", Offer, { props: { heading: "json", rate: "number" } });`,
  notOpenable: `defineElement("x-popup", Popup, { props: { heading: "string" } });`,
  openable: `defineElement("x-popup", Popup, { props: { heading: "string" }, openable: true });`,
};

// One program for every case: building one costs seconds.
const files = Object.fromEntries(
  Object.entries(registrations).map(([name, registration]) => {
    const file = join(work, `${name}.ts`);
    writeFileSync(
      file,
      `import { defineElement, type WidgetProps } from ${JSON.stringify(defineElementPath)};
      function Offer(_: { heading?: string; rate?: number } & WidgetProps) { return null; }
      function Popup(_: { heading?: string; open?: boolean } & WidgetProps) { return null; }
      ${registration}`,
    );
    return [name, file];
  }),
) as Record<keyof typeof registrations, string>;

const program = ts.createProgram(
  [...Object.values(files), resolve(import.meta.dirname, "../../../node_modules/vite/client.d.ts")],
  {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    types: [],
    jsx: ts.JsxEmit.ReactJSX,
  },
);

let diagnostics: Record<string, string>;

// Type-checking is the slow part (seconds); do it once for every case.
beforeAll(() => {
  diagnostics = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [
      name,
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(file))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))
        .join("\n"),
    ]),
  );
}, 60_000);

const check = (name: keyof typeof registrations): string => diagnostics[name] ?? "missing case";

describe("defineElement's options, as the compiler checks them", () => {
  it("given every prop of the component listed, it compiles", () => {
    expect(check("complete")).toBe("");
  });

  it("given a prop left out of the list, the author is told which", () => {
    expect(check("missing")).toMatch(/'rate' is missing/);
  });

  it("given a prop the component does not have, the author is told so", () => {
    expect(check("unknown")).toMatch(/'colour' does not exist/);
  });

  it("given a removed prop kind such as json, it does not compile", () => {
    expect(check("json")).toMatch(/"json"/);
  });

  it("given a component with an open prop, it must be openable and then need not list open", () => {
    expect(check("notOpenable")).toMatch(/'openable' is missing/);
    expect(check("openable")).toBe("");
  });
});
