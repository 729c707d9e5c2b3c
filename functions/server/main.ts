/**
 * `npm start` (through start.ts) and `node dist/server/server.js`: one Node process serving both
 * sites, the widget scripts and the functions, and forwarding stored leads in the background.
 */

import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../../src/config";
import { deskStartup } from "../cli/desk-startup";
import { liveContext } from "../context";
import { endLiveStreams } from "../desk/inbox/stream";
import { serverForwarder } from "../forward";
import { unsignedWebhookWarning } from "../forward/webhook";
import { consoleShaped, log } from "../log";
import { parseServerOptions } from "../options";
import { schedulerNote } from "../settings/scheduler";
import { openStore, type Store } from "../store";
import { createApp } from "./app";
import { stopGracefully, trackRequests } from "./graceful-stop";
import { listen } from "./listen";

const env = process.env;

function portFrom(raw: string | undefined): number {
  if (!raw?.trim()) return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${raw}"`);
  }
  return port;
}

// Bundled, this file is dist/server/server.js; run from source, it is functions/server/main.ts.
const here = dirname(fileURLToPath(import.meta.url));
const bundled = basename(dirname(here)) === "dist";
const distDir = resolve(
  env.DIST_DIR?.trim() || (bundled ? join(here, "..") : join(here, "../../dist")),
);
const host = env.HOST?.trim() || "127.0.0.1";
const port = portFrom(env.PORT);
const config = loadConfig(env);
const options = parseServerOptions(env);

let store: Store;
try {
  store = await openStore(env);
} catch (error) {
  log.error("store_unavailable", { message: "Could not open the store.", error });
  process.exit(1);
}

const forwarder = serverForwarder(store, options, config, {
  log: consoleShaped(log, "forwarding"),
});
const app = createApp(
  liveContext(store, config, options, () => forwarder.nudge()),
  { distDir },
);

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
    leads: env.DATABASE_URL?.trim()
      ? "PostgreSQL (DATABASE_URL)"
      : `PGlite in ${env.DATA_DIR?.trim() || ".data"}`,
    // Which of the broker's CRMs each lead becomes a deal in (each on only with all its settings).
    crm: [options.crm.mycrm && "MyCRM", options.crm.nexus && "Mercury Nexus"].filter(Boolean),
    scheduler: schedulerNote(options.scheduler),
    ...(off.length ? { notes: off } : {}),
  });
  const unsigned = unsignedWebhookWarning(options);
  if (unsigned) log.warn("webhook_unsigned", { message: unsigned });
  forwarder.start();
  desk = deskStartup({ env, store, origin });
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
