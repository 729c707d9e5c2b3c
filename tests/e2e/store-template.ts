import { rmSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Playwright's global teardown: removes the run's store template (make-store-template.ts), which
 * every server a spec starts of its own copies once it is there (own-server.ts).
 */
export default function removeStoreTemplate(): void {
  const template = process.env.E2E_STORE_TEMPLATE;
  if (template) rmSync(dirname(template), { recursive: true, force: true });
}
