import { createHash, randomBytes, randomUUID } from "node:crypto";
import { parse, serialize } from "hono/utils/cookie";
import type { FunctionContext } from "../context";
import type { SessionWindow } from "../store";
import { deskSite } from "./origin";
import type { DeskUser } from "./types";

/** A session not used for this long has ended. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** However much it is used, a session ends this long after sign-in. */
export const SESSION_MAX_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * `__Host-` keeps the cookie to this exact host over HTTPS (no subdomain can set or read it);
 * browsers refuse that prefix without `Secure`, so on 127.0.0.1 the plain name is used.
 */
const SECURE_NAME = "__Host-desk-session";
const LOCAL_NAME = "desk-session";

/** A new session token: 256 random bits, base64url. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** The SHA-256 of a token (hex), as the store keeps it. */
export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

export function sessionWindow(now: Date): SessionWindow {
  return {
    now,
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS),
    createdSince: new Date(now.getTime() - SESSION_MAX_MS),
  };
}

type Ctx = Pick<FunctionContext, "options" | "config">;

const cookieName = (req: Request, ctx: Ctx) =>
  deskSite(req, ctx).local ? LOCAL_NAME : SECURE_NAME;

/** The session token the request carries, if any. */
export function tokenOf(req: Request, ctx: Ctx): string | undefined {
  const header = req.headers.get("cookie");
  if (!header) return undefined;
  const name = cookieName(req, ctx);
  return parse(header, name)[name] || undefined;
}

/**
 * The `Set-Cookie` of a session: `HttpOnly` (no script reads it), `Secure` except on 127.0.0.1,
 * `SameSite=Lax`, for the idle time; each request that finds the session sends it again, so the
 * browser keeps it as long as the store does.
 */
export function sessionCookie(req: Request, ctx: Ctx, token: string): string {
  const local = deskSite(req, ctx).local;
  return serialize(local ? LOCAL_NAME : SECURE_NAME, token, {
    path: "/",
    httpOnly: true,
    secure: !local,
    sameSite: "Lax",
    maxAge: SESSION_IDLE_MS / 1000,
  });
}

/** The `Set-Cookie` that makes the browser forget the session. */
export function clearedCookie(req: Request, ctx: Ctx): string {
  const local = deskSite(req, ctx).local;
  return serialize(local ? LOCAL_NAME : SECURE_NAME, "", {
    path: "/",
    httpOnly: true,
    secure: !local,
    sameSite: "Lax",
    maxAge: 0,
  });
}

/** Starts a session for `userId`; answers the `Set-Cookie` that carries it. */
export async function startSession(
  req: Request,
  ctx: FunctionContext,
  userId: string,
): Promise<string> {
  const token = newToken();
  await ctx.store.createSession({
    id: randomUUID(),
    tokenHash: hashToken(token),
    userId,
    createdAt: ctx.clock(),
    userAgent: userAgentOf(req),
  });
  return sessionCookie(req, ctx, token);
}

/** The browser a session was started from, as its list shows it (cut short). */
export const userAgentOf = (req: Request): string =>
  (req.headers.get("user-agent") ?? "").slice(0, 200);

/** The session the request carries and its user, if it still holds (its idle time restarts). */
export async function findSession(
  req: Request,
  ctx: FunctionContext,
): Promise<{ sessionId: string; user: DeskUser; token: string } | null> {
  const token = tokenOf(req, ctx);
  if (!token) return null;
  const found = await ctx.store.touchSession(hashToken(token), sessionWindow(ctx.clock()));
  if (!found) return null;
  const { id, email, name, role } = found.user;
  return { sessionId: found.session.id, user: { id, email, name, role }, token };
}
