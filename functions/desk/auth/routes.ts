import type { DeskHandler, DeskRoute } from "../types";
import { listAudit } from "./audit";
import { enrolOptions, enrolVerify } from "./enrol";
import {
  addPasskeyOptions,
  addPasskeyVerify,
  listPasskeys,
  removePasskey,
  renamePasskey,
} from "./passkeys";
import { invite, listUsers } from "./people";
import { signInRateLimit } from "./rate-limit";
import { endOtherSessions, endSession, listSessions } from "./sessions";
import { me, signInOptions, signInVerify, signOut } from "./sign-in";

/** A step of enrolling or signing in: open to anyone, and throttled per client. */
const beforeSignIn = (path: string, handler: DeskHandler): DeskRoute => ({
  method: "POST",
  path,
  handler,
  public: true,
  rateLimit: signInRateLimit,
});

/** The desk's auth routes under `/desk/api`. */
export const authRoutes: DeskRoute[] = [
  { method: "GET", path: "/me", handler: me },
  beforeSignIn("/enrol/options", enrolOptions),
  beforeSignIn("/enrol/verify", enrolVerify),
  beforeSignIn("/sign-in/options", signInOptions),
  beforeSignIn("/sign-in/verify", signInVerify),
  { method: "POST", path: "/sign-out", handler: signOut },
  { method: "GET", path: "/passkeys", handler: listPasskeys },
  { method: "POST", path: "/passkeys/options", handler: addPasskeyOptions },
  { method: "POST", path: "/passkeys/verify", handler: addPasskeyVerify },
  { method: "PATCH", path: "/passkeys/:id", handler: renamePasskey },
  { method: "DELETE", path: "/passkeys/:id", handler: removePasskey },
  { method: "GET", path: "/sessions", handler: listSessions },
  { method: "DELETE", path: "/sessions", handler: endOtherSessions },
  { method: "DELETE", path: "/sessions/:id", handler: endSession },
  { method: "GET", path: "/users", handler: listUsers },
  { method: "POST", path: "/invites", handler: invite },
  { method: "GET", path: "/audit", handler: listAudit },
];
