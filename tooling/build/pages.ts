import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadConfig } from "../../src/config";
import { debtTestimonials, photoSlots, successStories, testimonials } from "../../src/content";
import { cspSources, sha256, sonnerDocumentCss } from "./csp";
import { buildSite, root } from "./page-bundle";
import { isProductionBuild, placeholdersLeft } from "./production-check";

const config = loadConfig(process.env);
if (isProductionBuild(process.env, process.argv)) {
  const left = placeholdersLeft(config, {
    testimonials: [...testimonials, ...debtTestimonials],
    successStories,
    photoSlots,
  });
  if (left.length > 0) {
    console.error(
      `pages: a production build cannot ship placeholders; replace these first:\n${left.map((item) => `  - ${item}`).join("\n")}`,
    );
    process.exit(1);
  }
}

const siteDir = join(root, "dist/site");
const site = await buildSite(siteDir, { config });
// sonner adds its <style> to the head empty, then fills it: both states are checked.
const csp = cspSources(site.files, [sha256(""), sha256(await sonnerDocumentCss())]);
await writeFile(join(siteDir, "csp.json"), `${JSON.stringify(csp, null, 2)}\n`);
// Measured from process start, so bundling the renderer counts too.
const seconds = (performance.now() / 1000).toFixed(1);
console.log(`pages: ${site.files.length} files in dist/site (${seconds} s)`);
