import { jsonError } from "../../context";
import { sessionWindow } from "../session";
import type { DeskContext, DeskHandler, DeskUser } from "../types";

const signedIn = (ctx: DeskContext): DeskUser => ctx.user as DeskUser;

/** `GET /sessions`: the signed-in person's sessions that still hold, this one marked. */
export const listSessions: DeskHandler = async (_req, ctx) => {
  const sessions = await ctx.store.listSessions(signedIn(ctx).id, sessionWindow(ctx.clock()));
  return Response.json({
    sessions: sessions.map((session) => ({
      id: session.id,
      current: session.id === ctx.sessionId,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      userAgent: session.userAgent,
    })),
  });
};

/** `DELETE /sessions/:id`: signs one of the person's sessions out. */
export const endSession: DeskHandler = async (_req, ctx) => {
  const ended = await ctx.store.deleteSession(signedIn(ctx).id, ctx.params.id ?? "");
  if (!ended) return jsonError(404, "not_found", "You have no such session.");
  return new Response(null, { status: 204 });
};

/** `DELETE /sessions`: signs out every session of the person but this one. */
export const endOtherSessions: DeskHandler = async (_req, ctx) => {
  const ended = await ctx.store.deleteOtherSessions(signedIn(ctx).id, ctx.sessionId ?? "");
  return Response.json({ ended });
};
