import type { FunctionContext } from "../context";

/** Hosts a broker trying the desk on their own machine reaches it at, over plain HTTP. */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Where the desk a request reached is served: what passkeys are bound to and cookies say. */
export interface DeskSite {
  /** The origin browsers show (and send as `Origin`) for the desk. */
  origin: string;
  /** The WebAuthn relying party id: the origin's host, or a parent domain (`DESK_RP_ID`). */
  rpId: string;
  /** On 127.0.0.1 or localhost over HTTP: the cookie cannot be `Secure` there. */
  local: boolean;
}

/**
 * The desk's site for `req`: on 127.0.0.1 or localhost, the request's own origin; anywhere else
 * the configured one (`DESK_ORIGIN`, else `SITE_ORIGIN`), whatever host a proxy forwarded.
 */
export function deskSite(req: Request, ctx: Pick<FunctionContext, "options" | "config">): DeskSite {
  const url = new URL(req.url);
  if (LOCAL_HOSTS.has(url.hostname) && url.protocol === "http:") {
    return { origin: url.origin, rpId: url.hostname.replace(/^\[|\]$/g, ""), local: true };
  }
  const origin = ctx.options.desk.origin ?? new URL(ctx.config.siteOrigin).origin;
  return { origin, rpId: ctx.options.desk.rpId ?? new URL(origin).hostname, local: false };
}
