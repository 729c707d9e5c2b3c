import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadConfig } from "../src/config";
import { debtTestimonials, photoSlots, successStories, testimonials } from "../src/content";
import { cspSources, sha256, sonnerDocumentCss } from "./csp";
import { buildSite, root } from "./page-bundle";
import { placeholdersLeft } from "./production-check";

/**
 * The `pages` step of `./steps.ts`: both sites into dist/site, after the widget pre-renderer.
 * A `production` build (`isProductionBuild` of the environment the build started with: Vite sets
 * NODE_ENV in the process as it builds) refuses placeholders.
 */
export async function buildPages(production: boolean): Promise<void> {
  const started = performance.now();
  const config = loadConfig(process.env);
  if (production) {
    const left = placeholdersLeft(config, {
      testimonials: [...testimonials, ...debtTestimonials],
      successStories,
      photoSlots,
    });
    if (left.length > 0) {
      throw new Error(
        `pages: a production build cannot ship placeholders; replace these first:\n${left.map((item) => `  - ${item}`).join("\n")}`,
      );
    }
  }

  const siteDir = join(root, "dist/site");
  const site = await buildSite(siteDir, { config });
  // sonner adds its <style> to the head empty, then fills it: both states are checked.
  const csp = cspSources(site.files, [sha256(""), sha256(await sonnerDocumentCss())]);
  await writeFile(join(siteDir, "csp.json"), `${JSON.stringify(csp, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`pages: ${site.files.length} files in dist/site (${seconds} s)`);
}
