import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The server reads its environment in one place: the settings (`functions/settings/` and the
// options parsed from them), handed the environment by the few entry points that have one.
const functionsDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Where `process.env` is taken: the entry points a platform or a shell starts. */
const ENTRY_POINTS = new Set([
  "server/main.ts",
  "cli/cli-io.ts",
  // The OS user's name, for audit lines: the machine's identity, not a setting.
  "os-user.ts",
  "netlify/functions/api.ts",
  "netlify/functions/forward-leads.ts",
  "netlify/functions/experiments.ts",
]);

/** Where a variable is read by name: the settings, which declare each one. */
const readsVariables = (path: string) => path.startsWith("settings/") || path === "os-user.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceFiles(functionsDir).map((path) => ({
  path: relative(functionsDir, path).replaceAll("\\", "/"),
  text: readFileSync(path, "utf8"),
}));

describe("where the server reads its environment", () => {
  it("takes process.env only in the entry points", () => {
    const outside = sources
      .filter(({ path, text }) => !ENTRY_POINTS.has(path) && /process\.env\b/.test(text))
      .map(({ path }) => path);
    expect(outside).toEqual([]);
  });

  it("reads a variable by name only in the settings", () => {
    const outside = sources
      .filter(
        ({ path, text }) => !readsVariables(path) && /\benv(\??\.[A-Z][A-Z0-9_]*\b|\[)/.test(text),
      )
      .map(({ path }) => path);
    expect(outside).toEqual([]);
  });
});
