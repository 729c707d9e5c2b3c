import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The README is a map into docs/: each link there, and in the other guides, reaches a file that
// is there and a heading that file has.
const root = resolve(import.meta.dirname, "../..");
const guides = [
  "README.md",
  ...readdirSync(resolve(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
  "deploy/README.md",
  "demo/README.md",
];

/** A document's text outside its fenced code blocks. */
const prose = (path: string) =>
  readFileSync(path, "utf8").replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");

/** The anchors of a document's headings, as GitHub writes them. */
function anchorsOf(path: string): Set<string> {
  const headings = prose(path).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((heading) =>
      heading
        .replace(/^#+ /, "")
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-"),
    ),
  );
}

describe("the README and the guides in docs/", () => {
  it("keeps the README a map of the guides, under 100 lines", () => {
    expect(readFileSync(resolve(root, "README.md"), "utf8").split("\n").length).toBeLessThan(100);
  });

  for (const guide of guides) {
    it(`${guide}: every link within the repository reaches a file and a heading there`, () => {
      const path = resolve(root, guide);
      const broken: string[] = [];
      for (const [, target = ""] of prose(path).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [file = "", anchor] = target.split("#");
        const reached = file ? resolve(dirname(path), file) : path;
        if (!existsSync(reached)) broken.push(`${target}: no ${relative(root, reached)}`);
        else if (anchor && reached.endsWith(".md") && !anchorsOf(reached).has(anchor))
          broken.push(`${target}: no such heading`);
      }
      expect(broken).toEqual([]);
    });
  }
});
