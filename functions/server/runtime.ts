/**
 * The one way the server comes up, on any host: settings, then the store, the forwarder and the
 * app. `npm start` (`main.ts`) and Netlify (`../netlify/runtime.ts`) differ only in what `host`
 * gives; a new step is added here once.
 */
import type { Hono } from "hono";
import { loadConfig, type SiteConfig } from "../../src/config";
import type { ForwardingWork } from "../context";
import { liveContext } from "../context";
import { serverForwarder } from "../forward";
import type { Forwarder, ForwarderOptions } from "../forward/forwarder";
import { unsignedWebhookWarning } from "../forward/webhook";
import { log } from "../log";
import { parseServerOptions, type ServerOptions } from "../options";
import type { Env } from "../settings/env";
import { type StartSettings, startSettings } from "../settings/start";
import { openStore, type Store } from "../store";
import { type AppOptions, createApp } from "./app";
import type { ConnectionAddress } from "./client-address";

/** What a host sets itself. */
export interface RuntimeHost {
  /** The forwarder's log and batch size on this host. */
  forwarding?: Partial<ForwarderOptions>;
  /** What a request that stored a lead does; unset, the forwarder is nudged at once. */
  nudge?: (work?: ForwardingWork) => void;
  /** Where the host keeps a request's address: Node's socket unless given. */
  connectionAddress?: ConnectionAddress;
  /** The build output to serve, given the start settings; unset, only `/api/*` answers. */
  distDir?: (start: StartSettings) => string;
  /** A check of the start settings this host cannot run without (it throws). */
  requires?: (start: StartSettings) => void;
}

/** The settings read once, the store, its forwarder and the app over them. */
export interface Runtime {
  start: StartSettings;
  config: SiteConfig;
  options: ServerOptions;
  /** The build output the app serves, if any. */
  distDir: string | undefined;
  store: Store;
  forwarder: Forwarder;
  app: Hono;
}

/** The store could not be opened (unreachable, or its data cannot be read): `cause` says why. */
export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "StoreUnavailable";
  }
}

/**
 * Reads every setting from `env` (a wrong one throws, naming its variable, before any database
 * connection is made), then opens the store (`StoreUnavailable` when it cannot), the forwarder
 * and the app.
 */
export async function openRuntime(env: Env, host: RuntimeHost = {}): Promise<Runtime> {
  const start = startSettings(env);
  host.requires?.(start);
  const config = loadConfig(env);
  const options = parseServerOptions(env);
  const distDir = host.distDir?.(start);
  const unsigned = unsignedWebhookWarning(options);
  if (unsigned) log.warn("webhook_unsigned", { message: unsigned });
  let store: Store;
  try {
    store = await openStore(start.store);
  } catch (error) {
    throw new StoreUnavailable(error);
  }
  const forwarder = serverForwarder(store, options, config, host.forwarding);
  const nudge = host.nudge ?? ((work) => forwarder.nudge(work));
  const appOptions: AppOptions = {
    ...(distDir ? { distDir } : {}),
    ...(host.connectionAddress ? { connectionAddress: host.connectionAddress } : {}),
  };
  const app = createApp(liveContext(store, config, options, nudge), appOptions);
  return { start, config, options, distDir, store, forwarder, app };
}
