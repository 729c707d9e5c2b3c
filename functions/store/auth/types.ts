import type { PasskeyNoticeStore } from "./passkey-notices";

/** The desk's roles, least first: an assistant works leads, an owner also runs the desk. */
export const DESK_ROLES = ["assistant", "owner"] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

/** Someone who may sign in to the desk, as the store keeps them. */
export interface DeskAccount {
  id: string;
  /** Lower case, trimmed. */
  email: string;
  name: string;
  role: DeskRole;
  createdAt: Date;
  /** Set by `revoke`, for good: a new invite to the same e-mail makes a new account. */
  revokedAt: Date | null;
  passkeys: number;
}

export interface StoredPasskey {
  /** The credential id, base64url. */
  id: string;
  userId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  deviceName: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface StoredSession {
  id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string;
}

export interface NewInvite {
  tokenHash: string;
  email: string;
  /** `cli:<os user>` or the inviting desk user's id. */
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  /** The role the enrolment gives (an owner's invite also makes an existing account owner). */
  role: DeskRole;
  /**
   * Whether the invite may add a passkey to the address's account that signs in (the command
   * line's recovery). A desk invite never does: it makes a new account or nothing.
   */
  recovery: boolean;
}

export type InviteLookup =
  | { status: "valid"; email: string; userId: string; name: string | null }
  | { status: "expired" | "used" | "unknown" };

export interface NewSession {
  id: string;
  tokenHash: string;
  userId: string;
  createdAt: Date;
  userAgent: string;
}

/** A passkey just registered, before it is stored. */
export type NewPasskey = Omit<StoredPasskey, "userId" | "lastUsedAt">;

/** What a session's lookup needs to decide whether it still holds. */
export interface SessionWindow {
  now: Date;
  /** Sessions last seen before this have idled out. */
  idleSince: Date;
  /** Sessions created before this are too old, however active. */
  createdSince: Date;
}

export type EnrolmentOutcome =
  | { status: "enrolled"; user: { id: string; email: string; name: string; role: DeskRole } }
  | { status: "expired" | "used" | "unknown" }
  /** A desk invite whose address has an account that signs in (made since the invite). */
  | { status: "account_exists" };

/** Challenges are bound to what they were handed out for: an invite, a user, or no one. */
export type ChallengePurpose = "enrol" | "sign-in" | "add";

/** The desk's people, their passkeys, sessions, invites and WebAuthn challenges. */
export interface DeskAuthStore extends PasskeyNoticeStore {
  /**
   * Stores an invite for `email`: for a new account, or (`recovery`) for the account of that
   * address that signs in, if there is one.
   */
  createInvite(invite: NewInvite): Promise<void>;
  findInvite(tokenHash: string, now: Date): Promise<InviteLookup>;
  saveChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    subject: string,
    expiresAt: Date,
  ): Promise<void>;
  /** Deletes the challenge and says whether it was there, unexpired, for this purpose and subject. */
  takeChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    subject: string,
    now: Date,
  ): Promise<boolean>;
  /**
   * In one transaction: uses the invite (unless already used or expired), creates its account
   * with `name` (the desk's first account is its owner) or, for a recovery invite, finds the
   * account that signs in (never renamed, never restored once revoked), stores the passkey (with
   * the notice that tells the account's person, when it had an account before) and starts the
   * session.
   */
  completeEnrolment(enrolment: {
    inviteHash: string;
    now: Date;
    name: string;
    passkey: NewPasskey;
    session: Omit<NewSession, "userId">;
  }): Promise<EnrolmentOutcome>;
  /** The passkey with this credential id, if its account is not revoked. */
  findPasskey(id: string): Promise<StoredPasskey | null>;
  recordPasskeyUse(id: string, counter: number, at: Date): Promise<void>;
  listPasskeys(userId: string): Promise<StoredPasskey[]>;
  /** Stores another passkey of the account, and the notice that tells its person of it. */
  addPasskey(userId: string, passkey: NewPasskey): Promise<void>;
  deletePasskey(userId: string, id: string): Promise<boolean>;
  renamePasskey(userId: string, id: string, deviceName: string): Promise<boolean>;
  createSession(session: NewSession): Promise<void>;
  /**
   * The session whose token hashes to `tokenHash` and its user, if it holds within `window`;
   * its last-seen time moves to `window.now` (the idle expiry slides).
   */
  touchSession(
    tokenHash: string,
    window: SessionWindow,
  ): Promise<{ session: StoredSession; user: DeskAccount } | null>;
  /** Whether the session `id` still holds within `window` (its idle time does not restart). */
  sessionHolds(id: string, window: SessionWindow): Promise<boolean>;
  listSessions(userId: string, window: SessionWindow): Promise<StoredSession[]>;
  deleteSession(userId: string, id: string): Promise<boolean>;
  /** Deletes the user's sessions but `keep`; answers how many. */
  deleteOtherSessions(userId: string, keep: string): Promise<number>;
  listUsers(): Promise<DeskAccount[]>;
  findUser(id: string): Promise<DeskAccount | null>;
  /**
   * Revokes the account of `email` that signs in: its sessions and passkeys, the open invites for
   * its address and every open invite it created are deleted, so it can no longer sign in, nor
   * can anyone it invited. Null when no such account.
   */
  revokeUser(
    email: string,
    at: Date,
  ): Promise<{ sessions: number; passkeys: number; invites: number } | null>;
}

/** One line of the desk's audit log. */
export interface AuditEntry {
  /** `desk:<n>` or `privacy:<n>` (the command line's find, correct, erase and the purge). */
  id: string;
  at: Date;
  /** The desk user's name, or `cli:<os user>`, `forwarder`. */
  actor: string;
  action: string;
  leadId: string | null;
  /** The lead's person's name, while the lead is kept and has one. */
  leadName: string | null;
  count: number | null;
  note: string | null;
}

export interface NewAuditEntry {
  at: Date;
  /** The desk user's id, or `cli:<os user>`. */
  actor: string;
  action: string;
  leadId?: string;
  count?: number;
  note?: string;
}

/** The desk's audit log, with the privacy audit's entries beside its own. */
export interface AuditStore {
  writeAudit(entry: NewAuditEntry): Promise<void>;
  /** Newest first, `limit` entries older than `before` (an entry's `at` and `id`). */
  listAudit(options: { before?: { at: Date; id: string }; limit: number }): Promise<AuditEntry[]>;
}
