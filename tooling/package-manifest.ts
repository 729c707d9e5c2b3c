/**
 * The widget package as it is published, in dist/package: a manifest written from the
 * repository's own (name, version, `exports`, the optional peers) with no dependencies, since
 * the scripts bundle React and the rest (`./react/<tag>` leaves React to the app: `react` and
 * `react-dom` are optional peers), and copies of the files `exports` names. The repository's
 * package.json lists what the server runs as dependencies; this one asks a consumer to install
 * nothing. `exports` keeps its paths (`./dist/widgets/…`), so the repository resolves its own
 * name (the demo app, the consumer tests) exactly as a project resolves the package.
 * The `package` step of `./steps.ts`; `npm pack dist/package` makes the tarball.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { declaredWidgets } from "./declared-widgets.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = resolve(root, "dist/package");

/** What the package ships, besides its manifest and README: scripts, declarations, manifest. */
export const packageFiles = [
  "dist/widgets/*.js",
  "dist/widgets/chunks/*.js",
  "dist/widgets/first-view/*.js",
  "dist/widgets/standalone/*.js",
  "dist/widgets/types/*.d.ts",
  // The Custom Elements Manifest, for developers' editors beside the types.
  "dist/widgets/types/*.json",
  "dist/react/*.js",
  "dist/react/chunks/*.js",
  "dist/testing/*.js",
  "dist/testing/*.d.ts",
];

/** The guide the package carries beside its README (a map into docs/): putting the widgets on a page. */
const packageDocs = ["docs/embedding.md"];

/** The fields of the repository's manifest that describe the widget package. */
const published = [
  "name",
  "version",
  "description",
  "type",
  "customElements",
  "exports",
  "peerDependencies",
  "peerDependenciesMeta",
] as const;

/**
 * The repository's `exports` with its `./*` (each element's module by its tag, so a new element
 * needs no entry) written out as one entry per declared element: the package names what it offers.
 */
function publishedExports(exports: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(exports).flatMap(([key, value]) =>
      key === "./*"
        ? declaredWidgets().map(({ tag }) => [
            `./${tag}`,
            JSON.parse(JSON.stringify(value).replaceAll("*", tag)),
          ])
        : [[key, value]],
    ),
  );
}

/** Writes dist/package. */
export function buildPackage(): void {
  const repository = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8"));
  const manifest: Record<string, unknown> = {};
  for (const field of published)
    if (repository[field] !== undefined) manifest[field] = repository[field];
  manifest.exports = publishedExports(repository.exports);
  manifest.files = [...packageFiles, ...packageDocs];

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const pattern of packageFiles) {
    const slash = pattern.lastIndexOf("/");
    const folder = slash === -1 ? "" : pattern.slice(0, slash);
    const ending = slash === -1 ? pattern : pattern.slice(slash + 2);
    if (!existsSync(resolve(root, folder))) throw new Error(`${folder} is missing: build first`);
    mkdirSync(resolve(out, folder), { recursive: true });
    // Exactly what the pattern names: no compressed twins, source maps or pinned version folder.
    for (const entry of readdirSync(resolve(root, folder), { withFileTypes: true })) {
      const matches = slash === -1 ? entry.name === pattern : entry.name.endsWith(ending);
      if (entry.isFile() && matches) {
        copyFileSync(resolve(root, folder, entry.name), resolve(out, folder, entry.name));
      }
    }
  }
  copyFileSync(resolve(root, "README.md"), resolve(out, "README.md"));
  for (const doc of packageDocs) {
    mkdirSync(dirname(resolve(out, doc)), { recursive: true });
    copyFileSync(resolve(root, doc), resolve(out, doc));
  }
  writeFileSync(resolve(out, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}
