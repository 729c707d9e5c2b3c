import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { publint } from "publint";
import { describe, expect, it } from "vitest";

// What a developer installs: `npm pack` of this package after `npm run build`.
const root = resolve(import.meta.dirname, "../..");
const tags = readdirSync(resolve(root, "widgets"), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(resolve(root, "widgets", d.name, "index.ts")))
  .map((d) => d.name);

function packedFiles(): string[] {
  if (!existsSync(resolve(root, "dist/testing"))) throw new Error("run `npm run build` first");
  const output = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const [pack] = JSON.parse(output) as { files: { path: string }[] }[];
  return (pack?.files ?? []).map((file) => file.path).sort();
}

describe("the package", () => {
  it("ships the loader, each element, its standalone script, the types, the testing kit and the manifest", () => {
    const files = packedFiles();
    const expected = [
      "custom-elements.json",
      "dist/widgets/loader.js",
      "dist/widgets/types/index.d.ts",
      "dist/testing/index.js",
      "dist/testing/index.d.ts",
      ...tags.flatMap((tag) => [
        `dist/widgets/${tag}.js`,
        `dist/widgets/standalone/${tag}.js`,
        `dist/widgets/types/widgets/${tag}/index.d.ts`,
      ]),
    ];
    expect(files).toEqual(expect.arrayContaining(expected));
  }, 60_000);

  it("ships nothing a consumer does not run: no sources, tests, server, site, twins or maps", () => {
    const extra = packedFiles().filter(
      (path) =>
        !/^dist\/(widgets|testing)\//.test(path) &&
        !["README.md", "package.json", "custom-elements.json"].includes(path),
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

  it("passes publint with no error, warning or suggestion", async () => {
    const { messages } = await publint({ pkgDir: root, level: "suggestion" });
    expect(messages).toEqual([]);
  }, 60_000);
});
