import { existsSync, renameSync } from "node:fs";
import { startOwnServer } from "./own-server";

/*
 * Run by playwright.config.ts beside the suite's server as that starts: a built server opens and
 * migrates a store in a folder of its own and stops cleanly; the folder is then renamed to
 * `E2E_STORE_TEMPLATE`, so a spec's own server (own-server.ts) only ever finds it whole.
 */
const template = process.env.E2E_STORE_TEMPLATE;
if (!template) {
  throw new Error("E2E_STORE_TEMPLATE is unset: run the suite through playwright.config.ts");
}
// A template given in the environment (one made before) is used as it is.
if (!existsSync(template)) {
  const making = `${template}.making`;
  const server = await startOwnServer("template", { DATA_DIR: making });
  await server.stop();
  renameSync(making, template);
}
