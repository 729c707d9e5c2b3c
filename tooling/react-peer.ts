/**
 * The elements for a React app, in dist/react (`eastside-broker-widgets/react/<tag>`): the same
 * modules as dist/widgets, built by the same config (`vite.config.ts`), except that `react` and
 * `react-dom` stay imports for the app's bundler to resolve to the app's own copy (an optional
 * peer dependency of the package) instead of a copy of ours. A React app then carries React
 * once. A page without a bundler cannot resolve those imports: it uses dist/widgets.
 * Each entry defines its element, as `widgets/<tag>/index.ts` does, and exports its React
 * component (`LeadForm`, from `widgets/shared/element/react-component.ts`), whose camelCase props
 * TypeScript checks one by one.
 * The `react-peer` step of `./steps.ts`.
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { build, type Plugin } from "vite";
import { pascal } from "../widgets/shared/element/react-component.ts";
import { elementDeclarations } from "./element-declarations.ts";

/** `react`, `react-dom` and their entries (`react/jsx-runtime`, `react-dom/client`). */
export const reactImports = /^react(-dom)?(\/.*)?$/;

const prefix = "react-entry:";

/** Each element's entry: its registration and its component. */
function reactEntries(root: string): Plugin {
  const elements = new Map(elementDeclarations(root).map((element) => [element.tag, element]));
  return {
    name: "react-entries",
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const element = elements.get(id.slice(prefix.length + 1));
      if (!element) throw new Error(`${id}: no declaration`);
      const from = (path: string) => JSON.stringify(resolve(root, path));
      return `import ${from(`widgets/${element.tag}/index.ts`)};
import { elementComponent } from ${from("widgets/shared/element/react-component.ts")};
import { ${element.exportName} } from ${from(element.path)};
export const ${pascal(element.tag)} = elementComponent(${element.exportName});
`;
    },
  };
}

export async function buildReactPeer(root: string): Promise<void> {
  const outDir = resolve(root, "dist/react");
  rmSync(outDir, { recursive: true, force: true });
  const tags = elementDeclarations(root).map((element) => element.tag);
  await build({
    configFile: resolve(root, "vite.config.ts"),
    logLevel: "warn",
    plugins: [reactEntries(root)],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: false,
      // The app's bundler maps what it ships; ours would point at files it never serves.
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: Object.fromEntries(tags.map((tag) => [tag, `${prefix}${tag}`])),
        external: reactImports,
      },
    },
  });
}
