/**
 * The standalone script of an element that renders itself with plain DOM, no React (the
 * exit-intent offer, the chat's button): the element's code bundled into the one classic script,
 * so a host page downloads a single file before the visitor's intent, not a stub that imports
 * the element's module and the small chunks that module shares with the other elements (each
 * gzipped, requested and parsed on its own).
 *
 * What the element imports later (the chat's panel, with React) still comes from the module
 * build beside the script: each `import()` of its code is turned into an import of the file the
 * module build made of it (vite's manifest says which), by a URL resolved against the script's
 * own address, so React and the shared chunks stay one copy per page. `import.meta.url` is the
 * script's address too (`document.currentScript`, read while the script runs).
 *
 * `window.ebwConsent` is installed first, as the loader does, so a consent banner can answer
 * before anything else.
 */
import { relative, resolve } from "node:path";
import { build, type Manifest, type Plugin, type Rolldown } from "vite";
import { widgetDefines } from "../vite.config.ts";
import { ownKeysOnly } from "./page-globals.ts";

/** The variable holding the script's own address, declared at the top of the bundle. */
const SCRIPT_URL = "ebwScriptUrl";

const ENTRY = "\0classic-script-entry";

/** The module build's files `key` loads with it, by their manifest keys. */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  for (const next of manifest[key]?.imports ?? []) {
    if (!seen.has(next)) {
      seen.add(next);
      staticImports(manifest, next, seen);
    }
  }
  return seen;
}

/**
 * `import("./x")` becomes an import of x's file in the module build, beside the script. The
 * build fails if that file loads the element's module entry: the element would come twice.
 */
function importsFromModuleBuild(root: string, entry: string, manifest: Manifest): Plugin {
  const call = /\bimport\(\s*(["'`])([^"'`$]+)\1\s*\)/g;
  const entryKey = relative(root, entry);
  return {
    name: "imports-from-module-build",
    async transform(code, id) {
      let out = code;
      for (const [text, , specifier = ""] of code.matchAll(call)) {
        const resolved = await this.resolve(specifier, id);
        const key = resolved ? relative(root, resolved.id) : "";
        const built = manifest[key]?.file;
        if (!built) {
          throw new Error(
            `${relative(root, id)}: import("${specifier}") is not in the module build`,
          );
        }
        if (staticImports(manifest, key).has(entryKey)) {
          throw new Error(`${built} imports ${entryKey}, whose code the standalone script carries`);
        }
        const url = `new URL(${JSON.stringify(`../${built}`)}, ${SCRIPT_URL}).href`;
        out = out.replace(text, `import(/* @vite-ignore */ ${url})`);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * `code`, an entry module's text (its imports absolute paths), bundled with what it imports into
 * one minified classic script (an IIFE) for the browsers the widgets target.
 */
export async function classicScript(
  root: string,
  code: string,
  options: {
    define?: Record<string, string>;
    plugins?: Plugin[];
    output?: Rolldown.OutputOptions;
    /** Keep the entry's exports: the IIFE's `name` then holds them. */
    exports?: boolean;
  } = {},
): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "warn",
    define: options.define,
    plugins: [
      {
        name: "classic-script-entry",
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) => (id === ENTRY ? code : null),
      },
      ...(options.plugins ?? []),
      ownKeysOnly(),
    ],
    build: {
      write: false,
      target: "es2020",
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: ENTRY,
        preserveEntrySignatures: options.exports ? "strict" : false,
        output: { ...options.output, format: "iife" },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((file) => file.type === "chunk");
  if (chunks.length !== 1) throw new Error(`expected one script, got ${chunks.length}`);
  return chunks[0]?.code ?? "";
}

/** The element at `entry` (its index.ts) as one minified IIFE. */
export function plainStandalone(root: string, entry: string, manifest: Manifest): Promise<string> {
  const consent = resolve(root, "src/tracking/consent.ts");
  return classicScript(
    root,
    `import ${JSON.stringify(consent)};\nimport ${JSON.stringify(entry)};\n`,
    {
      define: { ...widgetDefines(), "import.meta.url": SCRIPT_URL },
      plugins: [importsFromModuleBuild(root, entry, manifest)],
      output: {
        intro: `var ${SCRIPT_URL} = (document.currentScript && document.currentScript.src) || location.href;`,
      },
    },
  );
}
