import { randomUUID } from "node:crypto";
import { jsonError } from "../../context";
import { invalid, readJsonObject } from "../inbox/body";
import type { DeskHandler, DeskUser } from "../types";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Whether `host` is one of `hosts`, or under one written with a leading dot. */
const listed = (host: string, hosts: readonly string[]) =>
  hosts.some((each) => (each.startsWith(".") ? host.endsWith(each) : host === each));
/** A P-256 public key (65 bytes) and a 16-byte auth secret, base64url, as browsers give them. */
const P256DH = /^[A-Za-z0-9_-]{86,88}={0,2}$/;
const AUTH = /^[A-Za-z0-9_-]{21,24}={0,2}$/;

/**
 * A push service's endpoint: HTTPS to a browser's push service or a host of
 * `PUSH_SERVICE_HOSTS`, so the server posts nowhere else, whatever a desk user sends or whichever
 * host the request named. Plain HTTP only to a listed loopback host (a push service run beside
 * the server, as in the tests).
 */
function endpointOf(value: unknown, hosts: readonly string[]): string | null {
  if (typeof value !== "string" || value.length > 2048) return null;
  try {
    const url = new URL(value);
    if (url.username || url.password || !listed(url.hostname, hosts)) return null;
    const local = url.protocol === "http:" && LOOPBACK.has(url.hostname);
    return url.protocol === "https:" || local ? url.href : null;
  } catch {
    return null;
  }
}

const signedIn = (user: DeskUser | null) => user as DeskUser;

const notConfigured = () =>
  jsonError(
    503,
    "push_not_configured",
    "The server has no push keys: set PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY.",
  );

/** `GET /push`: the server's VAPID public key (null: no pushes), and the quiet hours. */
export const pushSettings: DeskHandler = async (_req, ctx) =>
  Response.json({
    publicKey: ctx.options.vapid?.publicKey ?? null,
    quietHours: await ctx.store.getQuietHours(),
    timeZone: ctx.options.businessTimeZone,
  });

/**
 * `POST /push/subscription {endpoint, keys: {p256dh, auth}, showNames?}`: this device takes
 * pushes, for this session: signing it out, signing out everywhere or being revoked ends them.
 * Answers whether the lock screen shows names.
 */
export const subscribe: DeskHandler = async (req, ctx) => {
  if (!ctx.options.vapid) return notConfigured();
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  const endpoint = endpointOf(body.endpoint, ctx.options.pushServiceHosts);
  if (!endpoint) return invalid("endpoint", "Give the push service's HTTPS endpoint");
  const keys = (body.keys ?? {}) as Record<string, unknown>;
  if (typeof keys.p256dh !== "string" || !P256DH.test(keys.p256dh)) {
    return invalid("keys", "Give the subscription's p256dh key");
  }
  if (typeof keys.auth !== "string" || !AUTH.test(keys.auth)) {
    return invalid("keys", "Give the subscription's auth secret");
  }
  if (body.showNames !== undefined && typeof body.showNames !== "boolean") {
    return invalid("showNames", "showNames is true or false");
  }
  const saved = await ctx.store.savePushSubscription({
    id: randomUUID(),
    userId: signedIn(ctx.user).id,
    sessionId: ctx.sessionId ?? "",
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    showNames: body.showNames,
    createdAt: ctx.clock(),
  });
  return Response.json({ subscribed: true, showNames: saved.showNames });
};

/**
 * `DELETE /push/subscription {endpoint}`: this device takes no more pushes. Any endpoint its
 * person holds may go, even one on a host no longer allowed.
 */
export const unsubscribe: DeskHandler = async (req, ctx) => {
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  const { endpoint } = body;
  if (typeof endpoint !== "string" || endpoint.length > 2048) {
    return invalid("endpoint", "Give the push service's endpoint");
  }
  await ctx.store.deletePushSubscription(signedIn(ctx.user).id, endpoint);
  return new Response(null, { status: 204 });
};
