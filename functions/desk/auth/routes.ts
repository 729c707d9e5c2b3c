import type { DeskHandler, DeskRoute } from "../types";
import { listAudit } from "./audit";
import { enrolOptions, enrolVerify } from "./enrol";
import { dismissNotice, listNotices } from "./notices";
import {
  addPasskeyOptions,
  addPasskeyVerify,
  listPasskeys,
  removePasskey,
  renamePasskey,
} from "./passkeys";
import { invite, listUsers, revokeUser } from "./people";
import { signInRateLimit } from "./rate-limit";
import { endOtherSessions, endSession, listSessions } from "./sessions";
import { me, signInOptions, signInVerify, signOut } from "./sign-in";

/** A step of enrolling or signing in: open to anyone, and throttled per client. */
const beforeSignIn = (path: string, handler: DeskHandler): DeskRoute => ({
  method: "POST",
  path,
  handler,
  access: "anyone",
  rateLimit: signInRateLimit,
});

/** The desk's auth routes under `/desk/api`. */
export const authRoutes: DeskRoute[] = [
  { method: "GET", path: "/me", handler: me, access: "assistant" },
  beforeSignIn("/enrol/options", enrolOptions),
  beforeSignIn("/enrol/verify", enrolVerify),
  beforeSignIn("/sign-in/options", signInOptions),
  beforeSignIn("/sign-in/verify", signInVerify),
  // Each person's own sign-in: their passkeys and sessions.
  { method: "POST", path: "/sign-out", handler: signOut, access: "assistant" },
  { method: "GET", path: "/passkeys", handler: listPasskeys, access: "assistant" },
  { method: "POST", path: "/passkeys/options", handler: addPasskeyOptions, access: "assistant" },
  { method: "POST", path: "/passkeys/verify", handler: addPasskeyVerify, access: "assistant" },
  { method: "PATCH", path: "/passkeys/:id", handler: renamePasskey, access: "assistant" },
  { method: "DELETE", path: "/passkeys/:id", handler: removePasskey, access: "assistant" },
  { method: "GET", path: "/notices", handler: listNotices, access: "assistant" },
  { method: "DELETE", path: "/notices/:id", handler: dismissNotice, access: "assistant" },
  { method: "GET", path: "/sessions", handler: listSessions, access: "assistant" },
  { method: "DELETE", path: "/sessions", handler: endOtherSessions, access: "assistant" },
  { method: "DELETE", path: "/sessions/:id", handler: endSession, access: "assistant" },
  // Who works at the desk is shown to all; who may sign in, and the audit, are the owner's.
  { method: "GET", path: "/users", handler: listUsers, access: "assistant" },
  { method: "POST", path: "/invites", handler: invite, access: "owner" },
  { method: "DELETE", path: "/users/:id", handler: revokeUser, access: "owner" },
  { method: "GET", path: "/audit", handler: listAudit, access: "owner" },
];
