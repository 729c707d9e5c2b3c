import { getConnInfo } from "hono/netlify";
import { jsonError } from "../context";
import type { ConnectionAddress } from "../server/client-address";
import { openRuntime, type Runtime } from "../server/runtime";
import type { Env } from "../settings/env";
import { type StartSettings, storeChoice } from "../settings/start";

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

export interface NetlifyRuntime extends Runtime {
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

const needsPostgres = (start: StartSettings) => {
  if (start.store.kind !== "postgres") throw new Error(MISSING_DATABASE);
};

/** The functions, the store and the forwarder of one function instance, from `env`. */
export async function openNetlifyRuntime(env: Env): Promise<NetlifyRuntime> {
  let nudged = false;
  const runtime = await openRuntime(env, {
    requires: needsPostgres,
    // A round runs only after a request that nudged it, so each looks at the notices too.
    forwarding: { batchSize: FORWARD_BATCH, noticesEveryMs: 0 },
    nudge: () => {
      nudged = true;
    },
    connectionAddress: netlifyConnectionAddress,
  });
  return {
    ...runtime,
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
  let opening: Promise<NetlifyRuntime> | undefined;
  return async (): Promise<NetlifyRuntime | Response> => {
    opening ??= openNetlifyRuntime(env);
    try {
      return await opening;
    } catch (error) {
      opening = undefined;
      const message = error instanceof Error ? error.message : String(error);
      console.error(`functions: could not open the store: ${message}`);
      return jsonError(
        503,
        "store_unavailable",
        storeChoice(env).kind === "postgres"
          ? "The store is unavailable just now. Please try again shortly."
          : MISSING_DATABASE,
        {},
        { "Retry-After": "30" },
      );
    }
  };
}
