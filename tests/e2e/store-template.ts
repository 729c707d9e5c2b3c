import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Playwright's global setup: waits for the store make-store-template.ts migrates beside the
 * suite's server, which every server a spec starts of its own then copies (own-server.ts), as
 * any server finds its store on a second start, rather than migrating an empty one (six times a
 * run, seconds of CPU each on two cores the tests around it share). Removed after the last test.
 */
export default async function storeTemplateReady(): Promise<() => void> {
  const template = process.env.E2E_STORE_TEMPLATE;
  if (!template) throw new Error("E2E_STORE_TEMPLATE is unset");
  const until = Date.now() + 120_000;
  while (!existsSync(template)) {
    const failed = `${template}.failed`;
    if (existsSync(failed)) throw new Error(`no store template: ${readFileSync(failed, "utf8")}`);
    if (Date.now() > until) throw new Error("no store template after two minutes");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return () => rmSync(dirname(template), { recursive: true, force: true });
}
