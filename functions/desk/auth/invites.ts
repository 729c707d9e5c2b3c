import type { Store } from "../../store";
import { hashToken, newToken } from "../session";

/** An enrolment link works once, for this long. */
export const INVITE_TTL_MS = 24 * 60 * 60 * 1000;

/** The page that enrols whoever opens it with `token`. */
export const inviteLink = (origin: string, token: string) =>
  `${origin}/desk/enrol?token=${encodeURIComponent(token)}`;

/** Stores a one-time invite for `email` (lower case); answers its token and expiry. */
export async function createInvite(
  store: Store,
  { email, invitedBy, now }: { email: string; invitedBy: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  await store.createInvite({
    tokenHash: hashToken(token),
    email,
    invitedBy,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}
