import type {
  AuthenticationResponseJSON,
  VerifiedAuthenticationResponse,
} from "@simplewebauthn/server";
import { z } from "zod";
import { jsonError } from "../../context";
import { deskSite } from "../origin";
import { clearedCookie, startSession } from "../session";
import type { DeskHandler } from "../types";
import { credentialResponse, readBody } from "./requests";
import {
  CEREMONY_TIMEOUT_MS,
  challengeExpiry,
  credentialOf,
  loadWebAuthn,
  notVerified,
} from "./webauthn";

/** Sign-in challenges belong to no one until a passkey answers them. */
const ANYONE = "";

/** `POST /sign-in/options`: request options for any passkey of this desk (discoverable). */
export const signInOptions: DeskHandler = async (req, ctx) => {
  const { generateAuthenticationOptions } = await loadWebAuthn();
  const options = await generateAuthenticationOptions({
    rpID: deskSite(req, ctx).rpId,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: "required",
  });
  await ctx.store.saveChallenge(options.challenge, "sign-in", ANYONE, challengeExpiry(ctx));
  return Response.json(options);
};

/** `POST /sign-in/verify {response}`: checks the passkey's answer and starts a session. */
export const signInVerify: DeskHandler = async (req, ctx) => {
  const body = await readBody(req, z.object({ response: credentialResponse }));
  if ("refusal" in body) return body.refusal;
  const now = ctx.clock();
  const passkey = await ctx.store.findPasskey(body.data.response.id);
  if (!passkey) {
    return jsonError(
      401,
      "unknown_passkey",
      "This passkey is not (or no longer) registered for the desk. Use another, or ask for a new invite.",
    );
  }
  const site = deskSite(req, ctx);
  const { verifyAuthenticationResponse } = await loadWebAuthn();
  let verified: VerifiedAuthenticationResponse;
  try {
    verified = await verifyAuthenticationResponse({
      response: body.data.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: (challenge) => ctx.store.takeChallenge(challenge, "sign-in", ANYONE, now),
      expectedOrigin: site.origin,
      expectedRPID: site.rpId,
      credential: credentialOf(passkey),
      requireUserVerification: true,
    });
  } catch (error) {
    return notVerified(error);
  }
  if (!verified.verified) return notVerified();
  await ctx.store.recordPasskeyUse(passkey.id, verified.authenticationInfo.newCounter, now);
  const cookie = await startSession(req, ctx, passkey.userId);
  const user = await ctx.store.findUser(passkey.userId);
  await ctx.store.writeAudit({
    at: now,
    actor: passkey.userId,
    action: "sign-in",
    note: passkey.deviceName,
  });
  return Response.json(
    { user: user && { id: user.id, email: user.email, name: user.name } },
    { headers: { "Set-Cookie": cookie } },
  );
};

/** `POST /sign-out`: ends this session; its cookie no longer signs anyone in. */
export const signOut: DeskHandler = async (req, ctx) => {
  if (ctx.user && ctx.sessionId) await ctx.store.deleteSession(ctx.user.id, ctx.sessionId);
  return new Response(null, { status: 204, headers: { "Set-Cookie": clearedCookie(req, ctx) } });
};

/** `GET /me`: who is signed in. */
export const me: DeskHandler = async (_req, ctx) =>
  Response.json({ user: ctx.user, timeZone: ctx.options.businessTimeZone });
