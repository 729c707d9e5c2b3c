/**
 * `npm start` (through start.ts) and `node dist/server/server.js`: one Node process serving both
 * sites, the widget scripts and the functions, and forwarding stored leads in the background.
 */

import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { deskStartup } from "../desk/command-line/startup";
import { endLiveStreams } from "../desk/inbox/stream";
import { consoleShaped, log } from "../log";
import { schedulerNote } from "../settings/scheduler";
import { storeNote } from "../settings/start";
import { stopGracefully, trackRequests } from "./graceful-stop";
import { listen } from "./listen";
import { openRuntime, type Runtime, StoreUnavailable } from "./runtime";

// Bundled, this file is dist/server/server.js; run from source, it is functions/server/main.ts.
const here = dirname(fileURLToPath(import.meta.url));
const bundled = basename(dirname(here)) === "dist";

let runtime: Runtime;
try {
  runtime = await openRuntime(process.env, {
    forwarding: { log: consoleShaped(log, "forwarding") },
    distDir: (start) =>
      resolve(start.distDir ?? (bundled ? join(here, "..") : join(here, "../../dist"))),
  });
} catch (error) {
  if (!(error instanceof StoreUnavailable)) throw error;
  log.error("store_unavailable", { message: "Could not open the store.", error: error.cause });
  process.exit(1);
}
const { start, options, store, forwarder, app } = runtime;
const { host, port } = start;
const distDir = runtime.distDir;

const requests = trackRequests(app.fetch);
const where = { hostname: host, port, limits: options.http, clientAddress: options.clientAddress };
let desk: Promise<() => Promise<void>> | undefined;
let closing = false;
const server = listen({ fetch: requests.fetch, ...where }, (info) => {
  if (closing) return;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${info.port}`;
  // What is off is said here, once, so an operator sees why no e-mail or payment happens.
  const off = [
    !options.chat.apiKey && "chat answers from the site's FAQs: set OPENAI_API_KEY",
    !options.formService.accessKey && "e-mail off: set FORM_SERVICE_ACCESS_KEY",
    !options.stripe.secretKey && "checkout off: set STRIPE_SECRET_KEY",
  ].filter(Boolean);
  log.info("server_started", {
    serving: distDir,
    mainSite: `${origin}/debtconsol`,
    debtSite: `${origin}/?subdomain=debt`,
    leads: storeNote(start.store),
    // Which of the broker's CRMs each lead becomes a deal in (each on only with all its settings).
    crm: [options.crm.mycrm && "MyCRM", options.crm.nexus && "Mercury Nexus"].filter(Boolean),
    scheduler: schedulerNote(options.scheduler),
    ...(off.length ? { notes: off } : {}),
  });
  forwarder.start();
  desk = deskStartup({ choice: start.store, desk: options.desk, store, origin });
});

server.on("error", async (error: NodeJS.ErrnoException) => {
  log.error("server_failed", {
    message:
      error.code === "EADDRINUSE"
        ? `Port ${port} on ${host} is in use: stop the other server or set PORT.`
        : error.message,
  });
  await forwarder.stop();
  await store.close();
  process.exit(1);
});

async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  log.info("server_stopping", {
    signal,
    message: "Finishing requests and deliveries under way, then stopping.",
  });
  setTimeout(() => {
    log.error("shutdown_timed_out", { message: "Shutdown is taking too long; exiting." });
    process.exit(1);
  }, 20_000).unref();
  await stopGracefully({ server, requests, endLiveStreams, forwarder, desk, store });
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
