import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageLookup } from "../api/events";
import { loadRoutes, pageOf } from "./routes";

/**
 * The pages of the build in `distDir` (its `site/routes.json`), for counting a path as its page;
 * without a build, or a build without the file, no path is a page.
 */
export function pageLookup(distDir: string | undefined): PageLookup {
  let text: string | undefined;
  try {
    text = distDir ? readFileSync(join(distDir, "site", "routes.json"), "utf8") : undefined;
  } catch {
    text = undefined;
  }
  const routes = loadRoutes(text);
  return (site, path) => pageOf(routes[site], path);
}
