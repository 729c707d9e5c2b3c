import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressDist } from "./compress";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function distWith(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), "compress-"));
  dirs.push(dist);
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), contents);
  }
  return dist;
}

const script = `export function render(){return ${JSON.stringify("<p>hello</p>".repeat(200))}}\n`;
const page = `<!doctype html><title>Privacy</title>${"<p>We keep your details safe.</p>".repeat(100)}`;

describe("pre-compressing the build", () => {
  it("writes brotli and gzip twins that decompress to the original files", async () => {
    const dist = distWith({
      "widgets/lead-form.js": script,
      "widgets/chunks/react-abc123.js": script,
      "site/main/privacy/index.html": page,
    });

    const summary = await compressDist(dist);

    expect(summary.files).toBe(3);
    for (const [file, original] of [
      ["widgets/lead-form.js", script],
      ["widgets/chunks/react-abc123.js", script],
      ["site/main/privacy/index.html", page],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).toString()).toBe(
        original,
      );
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).toString()).toBe(original);
    }
    expect(summary.bytes.br).toBeLessThan(summary.bytes.identity);
  });

  it("leaves out twins that would not be smaller, and removes stale ones", async () => {
    const dist = distWith({ "site/robots.txt": "x", "site/robots.txt.gz": "from an older build" });

    await compressDist(dist);

    expect(existsSync(join(dist, "site/robots.txt.br"))).toBe(false);
    expect(existsSync(join(dist, "site/robots.txt.gz"))).toBe(false);
  });

  it("compresses only the text files the server sends, and not the server itself", async () => {
    const dist = distWith({
      "site/assets/photo.webp": "binary".repeat(100),
      "widgets/lead-form.js.map": "{}".repeat(500),
      "server/server.js": script,
    });

    const summary = await compressDist(dist);

    expect(summary.files).toBe(0);
    expect(existsSync(join(dist, "site/assets/photo.webp.br"))).toBe(false);
    expect(existsSync(join(dist, "server/server.js.br"))).toBe(false);
  });

  it("compresses again a file rewritten since its twins, and keeps the twins of one left alone", async () => {
    const dist = distWith({ "widgets/loader.js": script, "widgets/lead-form.js": script });
    await compressDist(dist);
    const past = new Date("2026-01-01T00:00:00Z");
    const future = new Date("2036-01-01T00:00:00Z");
    const loader = join(dist, "widgets/loader.js");
    const form = join(dist, "widgets/lead-form.js");
    utimesSync(form, past, past);
    writeFileSync(join(`${form}.br`), "the twin of the unchanged file");
    const changed = `${script}export const changed = true;\n`;
    writeFileSync(loader, changed);
    utimesSync(loader, future, future);

    await compressDist(dist);

    expect(brotliDecompressSync(readFileSync(`${loader}.br`)).toString()).toBe(changed);
    expect(gunzipSync(readFileSync(`${loader}.gz`)).toString()).toBe(changed);
    expect(readFileSync(`${form}.br`, "utf8")).toBe("the twin of the unchanged file");
  });

  it("stamps the build as complete", async () => {
    const dist = distWith({ "widgets/loader.js": script });
    const before = Date.now();

    await compressDist(dist);

    // npm start compares the stamp's modification time with the sources'.
    expect(statSync(join(dist, ".build-stamp")).mtimeMs).toBeGreaterThanOrEqual(before - 1_000);
  });
});
