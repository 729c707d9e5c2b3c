import { randomUUID } from "node:crypto";
import { jsonError } from "../../context";
import { invalid, readJsonObject } from "../inbox/body";
import { deskSite } from "../origin";
import type { DeskHandler, DeskUser } from "../types";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
/** A P-256 public key (65 bytes) and a 16-byte auth secret, base64url, as browsers give them. */
const P256DH = /^[A-Za-z0-9_-]{86,88}={0,2}$/;
const AUTH = /^[A-Za-z0-9_-]{21,24}={0,2}$/;

/**
 * A push service's endpoint: HTTPS, as every browser's is, so the server posts nowhere else.
 * Plain HTTP to this machine only for a desk itself served on this machine (a push service run
 * beside the server in tests): a desk in production never reaches its own host's services.
 */
function endpointOf(value: unknown, deskIsLocal: boolean): string | null {
  if (typeof value !== "string" || value.length > 2048) return null;
  try {
    const url = new URL(value);
    const local = deskIsLocal && url.protocol === "http:" && LOOPBACK.has(url.hostname);
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
  const endpoint = endpointOf(body.endpoint, deskSite(req, ctx).local);
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

/** `DELETE /push/subscription {endpoint}`: this device takes no more pushes. */
export const unsubscribe: DeskHandler = async (req, ctx) => {
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  const endpoint = endpointOf(body.endpoint, deskSite(req, ctx).local);
  if (!endpoint) return invalid("endpoint", "Give the push service's endpoint");
  await ctx.store.deletePushSubscription(signedIn(ctx.user).id, endpoint);
  return new Response(null, { status: 204 });
};
