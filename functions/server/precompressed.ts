/**
 * Text files the build stores pre-compressed beside themselves (`app.js.br`, `app.js.gz`), and
 * the encodings, in the order the server prefers them.
 */
const COMPRESSIBLE_EXTENSIONS = [".js", ".css", ".html", ".json", ".svg", ".txt", ".xml"];

export const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

export type Encoding = (typeof ENCODINGS)[number];

export const isCompressible = (path: string): boolean =>
  COMPRESSIBLE_EXTENSIONS.some((extension) => path.endsWith(extension));

/**
 * The encodings an `Accept-Encoding` header allows, best first: by the client's q-values, and
 * brotli before gzip where the client rates them the same.
 */
export function acceptedEncodings(header: string | null | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^q=([0-9.]+)$/.exec(param);
      if (match) weight = Number(match[1]);
    }
    weights.set(name, weight);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  return ENCODINGS.filter((encoding) => weightOf(encoding.name) > 0).sort(
    (a, b) => weightOf(b.name) - weightOf(a.name),
  );
}
