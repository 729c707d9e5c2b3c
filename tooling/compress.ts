/**
 * The `compress` step of `./steps.ts`, the last: writes `.br` and `.gz` beside every text file
 * the server sends from dist/widgets, dist/site and dist/desk (where that is smaller), then stamps the
 * build as complete in dist/.build-stamp. A file whose twins are newer than it keeps them: only
 * what the steps before rewrote is compressed again.
 */
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { ENCODINGS, type Encoding, isCompressible } from "../functions/server/precompressed";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const compressors: Record<Encoding["name"], (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gz(data, { level: constants.Z_BEST_COMPRESSION }),
};

export interface CompressSummary {
  files: number;
  /** Bytes before compression, and what each encoding sends (the file itself where a twin did not pay). */
  bytes: { identity: number } & Record<Encoding["name"], number>;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Compresses the servable text files of the build in `distDir` and writes its stamp. */
export async function compressDist(distDir: string): Promise<CompressSummary> {
  const files: string[] = [];
  for (const dir of ["widgets", "site", "desk"]) {
    const path = join(distDir, dir);
    if (!(await stat(path).catch(() => null))) continue;
    files.push(...(await filesUnder(path)).filter(isCompressible));
  }

  const bytes = { identity: 0, br: 0, gzip: 0 };
  const compressFile = async (path: string) => {
    const source = await stat(path);
    const twins = await Promise.all(ENCODINGS.map((e) => stat(path + e.suffix).catch(() => null)));
    // Twins written after their file was are its own: a build that left it alone keeps them.
    if (twins.every((twin) => twin && twin.mtimeMs > source.mtimeMs)) {
      bytes.identity += source.size;
      ENCODINGS.forEach((encoding, i) => {
        bytes[encoding.name] += twins[i]?.size ?? 0;
      });
      return;
    }
    const data = await readFile(path);
    bytes.identity += data.length;
    for (const encoding of ENCODINGS) {
      const packed = await compressors[encoding.name](data);
      const twin = path + encoding.suffix;
      if (packed.length < data.length) {
        await writeFile(twin, packed);
        bytes[encoding.name] += packed.length;
      } else {
        // Not worth it: make sure a twin from an earlier build does not outlive its file.
        await rm(twin, { force: true });
        bytes[encoding.name] += data.length;
      }
    }
  };

  // zlib works on the thread pool: a few files at a time keep both cores busy.
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await compressFile(file);
    }),
  );
  await writeFile(join(distDir, ".build-stamp"), `${new Date().toISOString()}\n`);
  return { files: files.length, bytes };
}

/** Compresses `<root>/dist` and says how much it saved. */
export async function compressAndReport(root: string): Promise<void> {
  const { files, bytes } = await compressDist(join(root, "dist"));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `compress: ${files} files, ${kb(bytes.identity)} -> brotli ${kb(bytes.br)}, gzip ${kb(bytes.gzip)}`,
  );
}
