import { z } from "zod";
import { jsonError } from "../../context";
import type { DeskContext, DeskHandler, DeskUser } from "../types";
import { registeredPasskey, registrationOptions } from "./registration";
import { credentialResponse, deviceName, readBody } from "./requests";
import { passkeyView } from "./webauthn";

// Every route here requires a session: the router answers 401 before these run.
const signedIn = (ctx: DeskContext): DeskUser => ctx.user as DeskUser;

/** `GET /passkeys`: the signed-in person's passkeys. */
export const listPasskeys: DeskHandler = async (_req, ctx) => {
  const passkeys = await ctx.store.listPasskeys(signedIn(ctx).id);
  return Response.json({ passkeys: passkeys.map(passkeyView) });
};

/** `POST /passkeys/options`: creation options for another passkey of the signed-in person. */
export const addPasskeyOptions: DeskHandler = async (req, ctx) => {
  const user = signedIn(ctx);
  const options = await registrationOptions(req, ctx, {
    purpose: "add",
    subject: user.id,
    userId: user.id,
    email: user.email,
    displayName: user.name,
  });
  return Response.json(options);
};

/** `POST /passkeys/verify {response, deviceName}`: stores the new passkey. */
export const addPasskeyVerify: DeskHandler = async (req, ctx) => {
  const user = signedIn(ctx);
  const body = await readBody(req, z.object({ response: credentialResponse, deviceName }));
  if ("refusal" in body) return body.refusal;
  const now = ctx.clock();
  const registered = await registeredPasskey(
    req,
    ctx,
    { purpose: "add", subject: user.id },
    { response: body.data.response, deviceName: body.data.deviceName, now },
  );
  if ("refusal" in registered) return registered.refusal;
  const { passkey } = registered;
  await ctx.store.addPasskey(user.id, passkey);
  // Its person is e-mailed of it (the store queued the notice with the passkey).
  ctx.nudgeForwarder("notices");
  await ctx.audit("add-passkey", { note: passkey.deviceName });
  return Response.json(
    { passkey: passkeyView({ ...passkey, userId: user.id, lastUsedAt: null }) },
    { status: 201 },
  );
};

/** `DELETE /passkeys/:id`: removes one of the signed-in person's passkeys, never the last. */
export const removePasskey: DeskHandler = async (_req, ctx) => {
  const user = signedIn(ctx);
  const passkeys = await ctx.store.listPasskeys(user.id);
  const passkey = passkeys.find((each) => each.id === ctx.params.id);
  if (!passkey) return jsonError(404, "not_found", "You have no such passkey.");
  if (passkeys.length === 1) {
    return jsonError(
      409,
      "last_passkey",
      "This is your only passkey: add another before removing it, or you could not sign in again.",
    );
  }
  await ctx.store.deletePasskey(user.id, passkey.id);
  await ctx.audit("remove-passkey", { note: passkey.deviceName });
  return new Response(null, { status: 204 });
};

/** `PATCH /passkeys/:id {deviceName}`: names one of the signed-in person's passkeys anew. */
export const renamePasskey: DeskHandler = async (req, ctx) => {
  const body = await readBody(req, z.object({ deviceName }));
  if ("refusal" in body) return body.refusal;
  const renamed = await ctx.store.renamePasskey(
    signedIn(ctx).id,
    ctx.params.id ?? "",
    body.data.deviceName,
  );
  if (!renamed) return jsonError(404, "not_found", "You have no such passkey.");
  return new Response(null, { status: 204 });
};
