/**
 * The testing kit's entries (`testing/entries.ts`): one per declared element
 * (`widgets/<tag>/declaration.ts`), its module imported by the package's own name. A browser
 * cannot import a bare name it is given at run time (`import(name + tag)`), and the test runner
 * rewrites only names written out, so each is written out here. `npm run docs` writes the file;
 * `./testing-entries.test.ts` fails until then.
 */
import { declaredWidgets } from "./declared-widgets.ts";

export const TESTING_ENTRIES = "testing/entries.ts";

const PACKAGE = "eastside-broker-widgets";

/** The text of `testing/entries.ts` for the elements declared under `base/widgets`. */
export function testingEntries(base?: string): string {
  const entries = declaredWidgets(base).map(
    ({ tag }) =>
      `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(`${PACKAGE}/${tag}`)} as string),`,
  );
  return [
    "// Written by `npm run docs` from `widgets/<tag>/declaration.ts`: do not edit.",
    "/*",
    " * Each element's public entry, imported by the package's own name, so the kits run the same",
    " * from this repository and from a project's node_modules. Importing an entry defines its",
    " * element. The names are cast to `string` so that TypeScript does not load the built",
    " * declarations of the elements into this repository's own program, where they would clash",
    " * with the sources; the emitted JavaScript keeps plain string imports, which the test runner",
    " * resolves.",
    " */",
    "export const entries: Readonly<Record<string, () => Promise<unknown>>> = {",
    ...entries,
    "};",
    "",
  ].join("\n");
}

/** The tags `text` (a `testing/entries.ts`) imports an entry for, in its order. */
export const tagsWithEntries = (text: string): string[] =>
  [...text.matchAll(new RegExp(`import\\("${PACKAGE}/([a-z0-9-]+)"`, "g"))].map(
    ([, tag]) => tag as string,
  );
