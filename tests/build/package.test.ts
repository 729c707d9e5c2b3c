import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { publint } from "publint";
import { describe, expect, it } from "vitest";

// What a developer installs: `npm pack dist/package` after `npm run build`.
const root = resolve(import.meta.dirname, "../..");
const packageDir = resolve(root, "dist/package");
const tags = readdirSync(resolve(root, "widgets"), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(resolve(root, "widgets", d.name, "index.ts")))
  .map((d) => d.name);

function packedFiles(): string[] {
  if (!existsSync(packageDir)) throw new Error("run `npm run build` first");
  const output = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: packageDir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const [pack] = JSON.parse(output) as { files: { path: string }[] }[];
  return (pack?.files ?? []).map((file) => file.path).sort();
}

describe("the package", () => {
  it("ships the loader, each element, its standalone script and its React app module, the types, the testing kit and the manifest", () => {
    const files = packedFiles();
    const expected = [
      "dist/widgets/types/custom-elements.json",
      "dist/widgets/loader.js",
      "dist/widgets/types/index.d.ts",
      "dist/widgets/types/react.d.ts",
      "dist/testing/index.js",
      "dist/testing/index.d.ts",
      ...tags.flatMap((tag) => [
        `dist/widgets/${tag}.js`,
        `dist/widgets/standalone/${tag}.js`,
        `dist/widgets/types/${tag}.d.ts`,
        `dist/widgets/types/react-${tag}.d.ts`,
        `dist/react/${tag}.js`,
      ]),
    ];
    expect(files).toEqual(expect.arrayContaining(expected));
  }, 60_000);

  it("ships nothing a consumer does not run: no sources, tests, server, site, twins or maps", () => {
    const extra = packedFiles().filter(
      (path) =>
        !/^dist\/(widgets|react|testing)\//.test(path) &&
        !["README.md", "docs/embedding.md", "package.json"].includes(path),
    );
    expect(extra).toEqual([]);
    const unwanted = packedFiles().filter(
      (path) =>
        /\.(br|gz|map)$/.test(path) || // the server's compressed twins, hidden source maps
        /^dist\/widgets\/\d+\.\d+\.\d+\//.test(path) || // the pinned copy the server serves
        /\.test\./.test(path) ||
        // test kits belong to ./testing, not to the elements' public types
        (!path.startsWith("dist/testing/") && /(clock|kit|test-helpers)\.d\.ts$/.test(path)),
    );
    expect(unwanted).toEqual([]);
  }, 60_000);

  it("names its Custom Elements Manifest, which describes every element, for editors and tools", () => {
    const pkg = JSON.parse(readFileSync(resolve(packageDir, "package.json"), "utf8"));
    expect(pkg.exports["./custom-elements.json"]).toBe(`./${pkg.customElements}`);
    const manifest = JSON.parse(readFileSync(resolve(packageDir, pkg.customElements), "utf8"));
    const described = manifest.modules.flatMap((module: { declarations: { tagName: string }[] }) =>
      module.declarations.map((declaration) => declaration.tagName),
    );
    expect(described.sort()).toEqual([...tags].sort());
  });

  it("asks a consumer to install nothing, and its scripts import no package it does not name", () => {
    const pkg = JSON.parse(readFileSync(resolve(packageDir, "package.json"), "utf8"));
    // The widgets bundle React and the rest; what the repository builds and tests with is dev.
    expect(pkg.dependencies ?? {}).toEqual({});
    const named = new Set([pkg.name, ...Object.keys(pkg.peerDependencies ?? {})]);
    const packageOf = (specifier: string) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/");
    const imported = new Map<string, string>();
    for (const path of packedFiles().filter((file) => file.endsWith(".js"))) {
      const code = readFileSync(resolve(packageDir, path), "utf8");
      for (const [, specifier] of code.matchAll(
        /(?:from|import)\s*\(?\s*["']([^"'./][^"']*)["']/g,
      )) {
        imported.set(packageOf(specifier as string), path);
      }
    }
    const unnamed = [...imported].filter(([name]) => !named.has(name));
    expect(unnamed).toEqual([]);
    // The testing kit's one outside import is an optional peer: only its users have it.
    expect(pkg.peerDependenciesMeta?.["@web/test-runner-commands"]?.optional).toBe(true);
  }, 60_000);

  it("publishes type entries that import nothing but each other, and React's types for the React entries only", () => {
    const pkg = JSON.parse(readFileSync(resolve(packageDir, "package.json"), "utf8"));
    const imported = new Map<string, string[]>();
    for (const path of packedFiles().filter((file) => file.startsWith("dist/widgets/types/"))) {
      const code = readFileSync(resolve(packageDir, path), "utf8");
      const specifiers = [
        ...code.matchAll(/(?:from|import|reference types=)\s*["']([^"'.][^"']*)["']/g),
      ];
      if (specifiers.length)
        imported.set(
          path,
          specifiers.map(([, name]) => name as string),
        );
    }
    expect(Object.fromEntries(imported)).toEqual({
      "dist/widgets/types/react.d.ts": ["react"],
      ...Object.fromEntries(tags.map((tag) => [`dist/widgets/types/react-${tag}.d.ts`, ["react"]])),
    });
    // React's types come from the project that uses the React entry: an optional peer.
    expect(pkg.peerDependenciesMeta?.["@types/react"]?.optional).toBe(true);
  }, 60_000);

  it("passes publint with no error, warning or suggestion", async () => {
    const { messages } = await publint({ pkgDir: packageDir, level: "suggestion" });
    expect(messages).toEqual([]);
  }, 60_000);
});
