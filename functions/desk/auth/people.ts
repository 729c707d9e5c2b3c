import { z } from "zod";
import { jsonError } from "../../context";
import { deskSite } from "../origin";
import type { DeskHandler } from "../types";
import { createInvite, inviteLink } from "./invites";
import { email, readBody } from "./requests";

/** `GET /users`: everyone who may sign in to the desk, with their role (revoked ones left out). */
export const listUsers: DeskHandler = async (_req, ctx) => {
  const users = await ctx.store.listUsers();
  return Response.json({
    users: users
      .filter((user) => user.revokedAt === null)
      .map((user) => ({
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        createdAt: user.createdAt.toISOString(),
      })),
  });
};

/**
 * `POST /invites {email}` (the owner's): a one-time enrolment link that makes a new assistant's
 * account. Never for an address whose account signs in: a passkey is added to an account only
 * by its person, signed in, or by the server's operator (`npm run desk -- invite`).
 */
export const invite: DeskHandler = async (req, ctx) => {
  const body = await readBody(req, z.object({ email }));
  if ("refusal" in body) return body.refusal;
  const users = await ctx.store.listUsers();
  if (users.some((user) => user.email === body.data.email && user.revokedAt === null)) {
    return jsonError(
      409,
      "account_exists",
      "This address already has a desk account. Its person adds a passkey in Settings once signed in; if they lost every passkey, whoever runs the server makes a recovery link.",
    );
  }
  const { token, expiresAt } = await createInvite(ctx.store, {
    email: body.data.email,
    invitedBy: ctx.user?.id ?? "",
    now: ctx.clock(),
  });
  // Desk accounts' addresses are kept with the accounts; the audit names whom a link was for.
  await ctx.audit("invite", { note: body.data.email });
  return Response.json(
    { link: inviteLink(deskSite(req, ctx).origin, token), expiresAt: expiresAt.toISOString() },
    { status: 201 },
  );
};

/**
 * `DELETE /users/:id` (the owner's): that account can no longer sign in. Its sessions end (its
 * open streams with them), its passkeys go, and so do the open invites for its address and every
 * open invite it created. An owner does not revoke themself here (they sign out).
 */
export const revokeUser: DeskHandler = async (_req, ctx) => {
  const user = (await ctx.store.listUsers()).find(
    (each) => each.id === ctx.params.id && each.revokedAt === null,
  );
  if (!user) return jsonError(404, "not_found", "No one who signs in has this id.");
  if (user.id === ctx.user?.id) {
    return jsonError(409, "own_account", "You cannot revoke your own account: sign out instead.");
  }
  const revoked = await ctx.store.revokeUser(user.email, ctx.clock());
  if (!revoked) return jsonError(404, "not_found", "No one who signs in has this id.");
  await ctx.audit("revoke", { note: user.email, count: revoked.sessions });
  return Response.json(revoked);
};
