import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * The store's rooms are its own business: the server's code, the build and the benches open the
 * store and read its records through `functions/store/index.ts` alone. Tests and their fixtures
 * may reach into a room (to mock one, or to start PGlite as the suites do); the desk's browser
 * code reads the vocabularies it shows from the rooms' `types.ts`, which open no database.
 */

const root = resolve(import.meta.dirname, "..");
const STORE = "functions/store";

/** Files under `folder` (recursively) that are sources the store's face applies to. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .map((file) => join(folder, file).replaceAll("\\", "/"))
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`${STORE}/`) && !file.startsWith("tests/fixtures/"));
}

/** Every import of `file` that lands inside the store but not on its face. */
function pastTheFace(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), "utf8"), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith("."))
    .map((name) => relative(root, resolve(root, dirname(file), name)).replaceAll("\\", "/"))
    .filter(
      (target) =>
        target.startsWith(`${STORE}/`) && !/^functions\/store\/index(\.ts)?$/.test(target),
    )
    .map((target) => `${file} → ${target}`);
}

describe("the store's public face", () => {
  it("is the only way into the store for the server's code, the build and the benches", () => {
    const files = ["functions", "tooling", "tests"].flatMap(sourcesUnder);

    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(pastTheFace)).toEqual([]);
  });
});
