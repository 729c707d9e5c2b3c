import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// What a marketer pins: dist/widgets/<version>/ and the integrity hashes published beside it.
// Runs after `npm run build`.
const root = resolve(import.meta.dirname, "../..");
const widgets = resolve(root, "dist/widgets");
const { version } = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as {
  version: string;
};
const pinned = resolve(widgets, version);
const tags = readdirSync(resolve(root, "widgets"), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(resolve(root, "widgets", d.name, "index.ts")))
  .map((d) => d.name);

function published(): { version: string; algorithm: string; files: Record<string, string> } {
  const file = resolve(pinned, "integrity.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\``);
  return JSON.parse(readFileSync(file, "utf8"));
}

// Computed here with the digest a browser checks, not with the build's own helper.
const sriOf = (path: string) =>
  `sha384-${createHash("sha384").update(readFileSync(path)).digest("base64")}`;

describe("the pinned widget build", () => {
  it("publishes a hash for the loader, every element module and every standalone script", () => {
    const expected = [
      "loader.js",
      ...tags.map((tag) => `${tag}.js`),
      ...tags.map((tag) => `standalone/${tag}.js`),
    ].sort();
    const { files, algorithm } = published();
    expect(algorithm).toBe("sha384");
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  it("given each published hash, it matches the pinned file and the unversioned alias", () => {
    const { files, version: stated } = published();
    expect(stated).toBe(version);
    for (const [entry, integrity] of Object.entries(files)) {
      expect(integrity, entry).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
      expect(sriOf(resolve(pinned, entry)), entry).toBe(integrity);
      expect(sriOf(resolve(widgets, entry)), `${entry} alias`).toBe(integrity);
    }
  });

  it("holds every chunk the pinned entry scripts import, so they load from the version folder", () => {
    const chunks = readdirSync(resolve(widgets, "chunks")).filter((name) => name.endsWith(".js"));
    expect(chunks.length).toBeGreaterThan(0);
    expect(readdirSync(resolve(pinned, "chunks")).filter((name) => name.endsWith(".js"))).toEqual(
      chunks,
    );
  });
});
