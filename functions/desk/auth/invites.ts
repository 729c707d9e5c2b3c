import type { DeskRole, Store } from "../../store";
import { hashToken, newToken } from "../session";

/** An enrolment link works once, for this long. */
export const INVITE_TTL_MS = 24 * 60 * 60 * 1000;

/** The page that enrols whoever opens it with `token`. */
export const inviteLink = (origin: string, token: string) =>
  `${origin}/desk/enrol?token=${encodeURIComponent(token)}`;

/**
 * Stores a one-time invite for `email` (lower case); answers its token and expiry. A new
 * assistant's account unless told otherwise; only the command line asks for `recovery` (a passkey
 * added to the address's account) or the `owner` role.
 */
export async function createInvite(
  store: Store,
  {
    email,
    invitedBy,
    now,
    role = "assistant",
    recovery = false,
  }: { email: string; invitedBy: string; now: Date; role?: DeskRole; recovery?: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  await store.createInvite({
    tokenHash: hashToken(token),
    email,
    invitedBy,
    createdAt: now,
    expiresAt,
    role,
    recovery,
  });
  return { token, expiresAt };
}
