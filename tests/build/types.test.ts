import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

// What a developer gets who uses the built elements from TypeScript: the published declarations
// in dist/widgets/types, checked as a consumer's file would be. Runs after `npm run build`.
const types = resolve(import.meta.dirname, "../../dist/widgets/types");
const work = mkdtempSync(join(tmpdir(), "widget-types-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
  jsx: ts.JsxEmit.ReactJSX,
};
// TypeScript's own libraries and the published types are parsed once for all the checks below.
const host = ts.createCompilerHost(options);
const parsed = new Map<string, ts.SourceFile | undefined>();
const readSourceFile = host.getSourceFile;
host.getSourceFile = (name, language, ...rest) => {
  if (name.includes("consumer-")) return readSourceFile(name, language, ...rest);
  if (!parsed.has(name)) parsed.set(name, readSourceFile(name, language, ...rest));
  return parsed.get(name);
};

function check(source: string): string[] {
  if (!existsSync(types)) throw new Error("dist/widgets/types is missing: run `npm run build`");
  const file = join(work, `consumer-${Math.random().toString(36).slice(2)}.ts`);
  const references = ["lead-form", "debt-calculator", "exit-intent"]
    .map((tag) => `/// <reference path="${join(types, `${tag}.d.ts`)}" />`)
    .join("\n");
  writeFileSync(file, `${references}\nexport {};\n${source}`);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

// Each check compiles a consumer against the DOM's types, seconds on a busy machine.
describe("the published element types", { timeout: 60_000 }, () => {
  it("given a consumer that creates the elements and listens to their events, it type-checks", () => {
    const errors = check(`
      const form = document.createElement("lead-form");
      form.show();
      form.hide();
      form.addEventListener("lead-submit", (event) => {
        const id: string = event.detail.id;
        console.log(id);
      });
      const calculator = document.querySelector("debt-calculator");
      calculator?.addEventListener("calculator-change", (event) => {
        const saving: number = event.detail.monthlySavings;
        console.log(saving);
      });
      document.createElement("exit-intent").show();
      document.addEventListener("exit-intent-open", (event) => console.log(event.detail));
    `);
    expect(errors).toEqual([]);
  });

  it("given a consumer that listens for widget-error, its detail is typed on every element and the document", () => {
    const errors = check(`
      document.addEventListener("widget-error", (event) => {
        const tag: string = event.detail.tag;
        const message: string = event.detail.message;
        console.log(tag, message);
      });
      document.createElement("debt-calculator").addEventListener("widget-error", (event) => {
        console.log(event.detail.tag);
      });
    `);
    expect(errors).toEqual([]);
  }, 30_000);

  it("given the React typings, each declared default is its attribute's @default, as editors show it", () => {
    const file = join(types, "react.d.ts");
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.ES2022,
      true,
    );
    const defaults: string[] = [];
    source.forEachChild(function visit(node): void {
      if (ts.isPropertySignature(node)) {
        for (const tag of ts.getJSDocTags(node)) {
          if (tag.tagName.text !== "default") continue;
          defaults.push(`${node.name.getText(source)} ${ts.getTextOfJSDocComment(tag.comment)}`);
        }
      }
      node.forEachChild(visit);
    });
    expect(defaults).toContain('"storage-key" "exit-intent-shown"');
    expect(defaults).toContain('"lead-source" "contact"');
    expect(defaults).toContain('"variant" "slider"');
    // A default that depends on where the widget runs is told in words only.
    expect(defaults.filter((line) => /^"(href|api-base|privacy-href)"/.test(line))).toEqual([]);
  });

  it("given a consumer that calls a method an element does not have, it is told so", () => {
    const errors = check(`document.createElement("lead-form").submitEverything();`);
    expect(errors.join("\n")).toMatch(/submitEverything/);
  });
});
