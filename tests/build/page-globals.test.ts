import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The built widget scripts hold nothing that depends on what a host page did to its globals:
 * no `for…in` (which visits what a page added to `Object.prototype` or `Array.prototype`, as the
 * bundler's `__export` helper and zod's constructors did) and no test of a global `define`
 * (which hands a dependency's class to a page's AMD loader). `tooling/page-globals.ts`.
 */
const widgets = resolve(import.meta.dirname, "../../dist/widgets");

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

describe("the built widget scripts (after `npm run build`)", () => {
  const files = scripts(widgets);

  it("are there: the loader, the runtime chunk and the standalone scripts", () => {
    const names = files.map((file) => file.slice(widgets.length + 1));
    expect(names).toContain("loader.js");
    expect(names.some((name) => /^chunks\/rolldown-runtime-/.test(name))).toBe(true);
    expect(names.some((name) => name.startsWith("standalone/"))).toBe(true);
  });

  it("iterate no object with for…in", () => {
    const forIn = /\bfor\s*\((?:var |let |const )?[\w$]+ in /;
    expect(files.filter((file) => forIn.test(readFileSync(file, "utf8")))).toEqual([]);
  });

  it("never ask whether the page has an AMD `define`", () => {
    const amd = /typeof define\b|define\.amd/;
    expect(files.filter((file) => amd.test(readFileSync(file, "utf8")))).toEqual([]);
  });
});
