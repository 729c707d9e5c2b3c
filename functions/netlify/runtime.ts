import type { Hono } from "hono";
import { getConnInfo } from "hono/netlify";
import { loadConfig } from "../../src/config";
import { jsonError, liveContext } from "../context";
import { serverForwarder } from "../forward";
import type { Forwarder } from "../forward/forwarder";
import { unsignedWebhookWarning } from "../forward/webhook";
import { log } from "../log";
import { parseServerOptions } from "../options";
import { createApp } from "../server/app";
import type { ConnectionAddress } from "../server/client-address";
import type { Env } from "../settings/env";
import { openStore } from "../store";
import type { Store } from "../store/types";

/** Deliveries the forwarder claims per round. */
export const FORWARD_BATCH = 10;

/** What Netlify passes a function besides the request; only what is used here. */
export interface NetlifyContext {
  /** The visitor's address, as Netlify's edge saw it. */
  ip?: string;
  /** Keeps the function running after its response for this promise (where Netlify offers it). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * The visitor's address on Netlify: the function context's `ip` (Hono's `getConnInfo` for
 * Netlify), else the `x-nf-client-connection-ip` header Netlify's edge sets on every request.
 * Functions there have no socket of their own to ask.
 */
export const netlifyConnectionAddress: ConnectionAddress = (c) =>
  getConnInfo(c).remote.address || c.req.header("x-nf-client-connection-ip")?.trim() || undefined;

export interface Runtime {
  app: Hono;
  store: Store;
  forwarder: Forwarder;
  /** True once a request stored a lead that waits for forwarding; reading it clears it. */
  takeNudge(): boolean;
}

/**
 * Serverless instances come and go and run side by side, and each has its own disk, so the
 * embedded store would keep leads where no other instance, and no later one, can see them.
 */
export const MISSING_DATABASE =
  "DATABASE_URL is not set: on Netlify the functions need PostgreSQL (the embedded store " +
  "keeps leads on one instance's disk, which other instances cannot see and which is lost " +
  "when it stops). Set DATABASE_URL in the site's environment variables to a PostgreSQL URL.";

/** The functions, the store and the forwarder of one function instance, from `env`. */
export async function openRuntime(env: Env): Promise<Runtime> {
  if (!env.DATABASE_URL?.trim()) throw new Error(MISSING_DATABASE);
  // Settings first: a wrong one stops the opening before a database connection is made.
  const config = loadConfig(env);
  const options = parseServerOptions(env);
  const unsigned = unsignedWebhookWarning(options);
  if (unsigned) log.warn("webhook_unsigned", { message: unsigned });
  const store = await openStore(env);
  const forwarder = serverForwarder(store, options, config, { batchSize: FORWARD_BATCH });
  let nudged = false;
  const nudge = () => {
    nudged = true;
  };
  const app = createApp(liveContext(store, config, options, nudge), {
    connectionAddress: netlifyConnectionAddress,
  });
  return {
    app,
    store,
    forwarder,
    takeNudge() {
      const was = nudged;
      nudged = false;
      return was;
    },
  };
}

/**
 * One runtime per instance, opened on first use. A failed opening (no DATABASE_URL, the
 * database unreachable) answers 503 with the reason, and the next request tries again.
 */
export function lazyRuntime(env: Env) {
  let opening: Promise<Runtime> | undefined;
  return async (): Promise<Runtime | Response> => {
    opening ??= openRuntime(env);
    try {
      return await opening;
    } catch (error) {
      opening = undefined;
      const message = error instanceof Error ? error.message : String(error);
      console.error(`functions: could not open the store: ${message}`);
      return jsonError(
        503,
        "store_unavailable",
        env.DATABASE_URL?.trim()
          ? "The store is unavailable just now. Please try again shortly."
          : MISSING_DATABASE,
        {},
        { "Retry-After": "30" },
      );
    }
  };
}
