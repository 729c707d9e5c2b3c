/**
 * Writes the view modules the loader shows on a page before an element's code is wanted:
 * `dist/widgets/first-view/<tag>[-<value>].js`, one small module per form and per calculator
 * variant (`views` in each declaration's delivery), exporting `html` (the markup React renders for those
 * attributes, which the element later hydrates in place) and `css` (the element's stylesheet,
 * which the loader adopts as a constructed sheet). Rendered by the pages' widget pre-renderer,
 * so a view module is exactly what the element renders in the browser.
 *
 * A `style` attribute in the markup becomes `data-ebw-style`, which the loader applies through
 * the CSSOM: a host page's Content-Security-Policy without 'unsafe-inline' refuses style
 * attributes in parsed markup, not styles set from script (as React sets them in the browser).
 * Fails when an attribute the loader treats as neutral changes a view's markup. Beside them,
 * `fallback.js`: what a view runs when its element's code could not load
 * (`widgets/delivery/view-fallback.ts`).
 * The `first-views` step of `./steps.ts`, after the widgets and the pre-renderer's bundle.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build, type Rolldown } from "vite";
import { viewFallbackBuild } from "../vite.config.ts";
import { neutralAttributes, viewModuleFile } from "../widgets/delivery/choices.ts";
import { viewModuleChoices } from "./declared-widgets.ts";
import { loadWidgetPrerenderer, root } from "./page-bundle.ts";

// A value of each neutral attribute, as a marketer might set it.
const neutralSamples: Record<string, string[]> = {
  "api-base": ["https://api.example.com"],
  redirect: ["none", "/thanks"],
  "lead-source": ["google-ads"],
  id: ["widget"],
  class: ["wide"],
  title: ["Our form"],
};

/**
 * The markup but for its forms' `action`, which names the form's `lead-source`: the loader puts
 * the element's own into the view it shows (`widgets/delivery/view-module.ts`).
 */
const withoutAction = (markup: string): string => markup.replace(/ action="[^"]*"/g, "");

export async function buildFirstViews(): Promise<void> {
  const outDir = resolve(root, "dist/widgets/first-view");
  const { renderFirstView } = await loadWidgetPrerenderer();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [tag, [attribute, values]] of Object.entries(viewModuleChoices())) {
    for (const value of values) {
      const attributes: Record<string, string> = attribute && value ? { [attribute]: value } : {};
      const view = renderFirstView(tag, attributes);
      if (!view) throw new Error(`<${tag}> has no pre-renderer`);
      for (const name of neutralAttributes) {
        for (const sample of neutralSamples[name] ?? []) {
          const other = renderFirstView(tag, { ...attributes, [name]: sample });
          if (other && withoutAction(other.markup) !== withoutAction(view.markup)) {
            throw new Error(`<${tag} ${name}="${sample}"> renders another first view`);
          }
        }
      }
      const file = `${viewModuleFile(tag, value)}.js`;
      writeFileSync(
        join(outDir, file),
        `export const html=${JSON.stringify(view.markup.replaceAll(' style="', ' data-ebw-style="'))};\nexport const css=${JSON.stringify(view.css)};\n`,
      );
      console.log(`first view: dist/widgets/first-view/${file}`);
    }
  }
  const fallback = await build(viewFallbackBuild(root));
  const outputs = (Array.isArray(fallback) ? fallback : [fallback]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((file) => file.type === "chunk");
  if (chunks.length !== 1) {
    throw new Error(`first-view/fallback.js must be one file: got ${chunks.length}`);
  }
  console.log("first view: dist/widgets/first-view/fallback.js");
}
