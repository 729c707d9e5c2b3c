import { randomUUID } from "node:crypto";
import { z } from "zod";
import { jsonError } from "../../context";
import { hashToken, newToken, sessionCookie, userAgentOf } from "../session";
import type { DeskHandler } from "../types";
import { registeredPasskey, registrationOptions } from "./registration";
import { credentialResponse, deviceName, personName, readBody } from "./requests";

const token = z.string().trim().min(1, "The link has no token.").max(200);

/** Why an invite cannot be used, as the enrolment page shows it. */
const inviteRefusal = (status: "expired" | "used" | "unknown") =>
  status === "expired"
    ? jsonError(410, "invite_expired", "This link has expired. Ask for a new one.")
    : status === "used"
      ? jsonError(410, "invite_used", "This link has already been used. Ask for a new one.")
      : jsonError(404, "invite_unknown", "This link is not valid. Check it, or ask for a new one.");

/** `POST /enrol/options {token}`: the passkey creation options for the invite's account. */
export const enrolOptions: DeskHandler = async (req, ctx) => {
  const body = await readBody(req, z.object({ token }));
  if ("refusal" in body) return body.refusal;
  const tokenHash = hashToken(body.data.token);
  const invite = await ctx.store.findInvite(tokenHash, ctx.clock());
  if (invite.status !== "valid") return inviteRefusal(invite.status);
  const options = await registrationOptions(req, ctx, {
    purpose: "enrol",
    subject: tokenHash,
    userId: invite.userId,
    email: invite.email,
    displayName: invite.name ?? invite.email,
  });
  return Response.json({ ...options, email: invite.email });
};

const verifyBody = z.object({
  token,
  response: credentialResponse,
  deviceName,
  /** How the desk names them; their e-mail if they give none. */
  name: personName.optional(),
});

/**
 * `POST /enrol/verify {token, response, deviceName, name?}`: stores the passkey, uses up the
 * invite and signs the person in.
 */
export const enrolVerify: DeskHandler = async (req, ctx) => {
  const body = await readBody(req, verifyBody);
  if ("refusal" in body) return body.refusal;
  const now = ctx.clock();
  const tokenHash = hashToken(body.data.token);
  const invite = await ctx.store.findInvite(tokenHash, now);
  if (invite.status !== "valid") return inviteRefusal(invite.status);
  const registered = await registeredPasskey(
    req,
    ctx,
    { purpose: "enrol", subject: tokenHash },
    { response: body.data.response, deviceName: body.data.deviceName, now },
  );
  if ("refusal" in registered) return registered.refusal;
  const sessionToken = newToken();
  const outcome = await ctx.store.completeEnrolment({
    inviteHash: tokenHash,
    now,
    name: body.data.name ?? "",
    passkey: registered.passkey,
    session: {
      id: randomUUID(),
      tokenHash: hashToken(sessionToken),
      createdAt: now,
      userAgent: userAgentOf(req),
    },
  });
  if (outcome.status === "account_exists") {
    return jsonError(
      409,
      "account_exists",
      "This address already has a desk account: sign in with its passkey instead.",
    );
  }
  if (outcome.status !== "enrolled") return inviteRefusal(outcome.status);
  // A recovery onto an existing account queued the e-mail that tells its person.
  ctx.nudgeForwarder("notices");
  await ctx.store.writeAudit({
    at: now,
    actor: outcome.user.id,
    action: "enrol",
    note: body.data.deviceName,
  });
  return Response.json(
    { user: outcome.user },
    { headers: { "Set-Cookie": sessionCookie(req, ctx, sessionToken) } },
  );
};
