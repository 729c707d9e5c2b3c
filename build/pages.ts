import { join } from "node:path";
import { loadConfig } from "../src/config";
import { buildSite, root } from "./page-bundle";

const site = await buildSite(join(root, "dist/site"), { config: loadConfig(process.env) });
// Measured from process start, so bundling the renderer counts too.
const seconds = (performance.now() / 1000).toFixed(1);
console.log(`pages: ${site.files.length} files in dist/site (${seconds} s)`);
