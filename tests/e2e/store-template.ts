import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startOwnServer } from "./own-server";

/**
 * Playwright's global setup: one store a built server has opened and migrated, left at
 * `E2E_STORE_TEMPLATE` for the servers the specs start of their own (own-server.ts). Each copies
 * it, as any server finds its store on a second start, rather than migrating an empty one: six
 * times a run, each some seconds of CPU on two cores that the tests around it share.
 */
export default async function storeTemplate(): Promise<() => void> {
  const template = mkdtempSync(join(tmpdir(), "ebw-e2e-template-"));
  const server = await startOwnServer("template", { DATA_DIR: template });
  // Stopped cleanly: the store's folder is whole, and the server's socket gone from it.
  await server.stop();
  process.env.E2E_STORE_TEMPLATE = template;
  return () => rmSync(template, { recursive: true, force: true });
}
