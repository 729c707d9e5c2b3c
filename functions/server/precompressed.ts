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
