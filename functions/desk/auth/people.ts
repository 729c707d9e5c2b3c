import { z } from "zod";
import { deskSite } from "../origin";
import type { DeskHandler } from "../types";
import { createInvite, inviteLink } from "./invites";
import { email, readBody } from "./requests";

/** `GET /users`: everyone who may sign in to the desk (revoked accounts left out). */
export const listUsers: DeskHandler = async (_req, ctx) => {
  const users = await ctx.store.listUsers();
  return Response.json({
    users: users
      .filter((user) => user.revokedAt === null)
      .map((user) => ({
        id: user.id,
        email: user.email,
        name: user.name,
        createdAt: user.createdAt.toISOString(),
      })),
  });
};

/** `POST /invites {email}`: a one-time enrolment link for someone new (an assistant). */
export const invite: DeskHandler = async (req, ctx) => {
  const body = await readBody(req, z.object({ email }));
  if ("refusal" in body) return body.refusal;
  const { token, expiresAt } = await createInvite(ctx.store, {
    email: body.data.email,
    invitedBy: ctx.user?.id ?? "",
    now: ctx.clock(),
  });
  await ctx.audit("invite");
  return Response.json(
    { link: inviteLink(deskSite(req, ctx).origin, token), expiresAt: expiresAt.toISOString() },
    { status: 201 },
  );
};
