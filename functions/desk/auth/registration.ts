import type {
  RegistrationResponseJSON,
  VerifiedRegistrationResponse,
} from "@simplewebauthn/server";
import type { ChallengePurpose, NewPasskey } from "../../store";
import { deskSite } from "../origin";
import type { DeskContext } from "../types";
import {
  CEREMONY_TIMEOUT_MS,
  challengeExpiry,
  credentialOf,
  loadWebAuthn,
  notVerified,
  rpName,
} from "./webauthn";

/** Whose passkey a registration makes, and which challenge belongs to it. */
export interface Registrant {
  purpose: Extract<ChallengePurpose, "enrol" | "add">;
  /** What the challenge is kept against: the invite's hash, or the signed-in person's id. */
  subject: string;
  userId: string;
  email: string;
  displayName: string;
}

/**
 * The passkey creation options for `who`, its challenge kept server-side: a passkey the browser
 * can offer without a name typed first, unlocked by the person, never one they already have.
 */
export async function registrationOptions(req: Request, ctx: DeskContext, who: Registrant) {
  const existing = await ctx.store.listPasskeys(who.userId);
  const { generateRegistrationOptions } = await loadWebAuthn();
  const options = await generateRegistrationOptions({
    rpName: rpName(ctx),
    rpID: deskSite(req, ctx).rpId,
    userName: who.email,
    userID: new TextEncoder().encode(who.userId),
    userDisplayName: who.displayName,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map(credentialOf),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await ctx.store.saveChallenge(options.challenge, who.purpose, who.subject, challengeExpiry(ctx));
  return options;
}

/** The browser's answer to those options, checked against the challenge kept for `who`. */
export interface Answer {
  response: unknown;
  deviceName: string;
  now: Date;
}

/** The new passkey, named as the person asked, or the 400 that says the answer did not verify. */
export async function registeredPasskey(
  req: Request,
  ctx: DeskContext,
  who: Pick<Registrant, "purpose" | "subject">,
  answer: Answer,
): Promise<{ passkey: NewPasskey } | { refusal: Response }> {
  const site = deskSite(req, ctx);
  const { verifyRegistrationResponse } = await loadWebAuthn();
  let verified: VerifiedRegistrationResponse;
  try {
    verified = await verifyRegistrationResponse({
      response: answer.response as RegistrationResponseJSON,
      expectedChallenge: (challenge) =>
        ctx.store.takeChallenge(challenge, who.purpose, who.subject, answer.now),
      expectedOrigin: site.origin,
      expectedRPID: site.rpId,
      requireUserVerification: true,
    });
  } catch (error) {
    return { refusal: notVerified(error) };
  }
  if (!verified.verified) return { refusal: notVerified() };
  const { credential } = verified.registrationInfo;
  return {
    passkey: {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceName: answer.deviceName,
      createdAt: answer.now,
    },
  };
}
