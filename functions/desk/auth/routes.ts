import type { DeskRoute } from "../types";
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

/** The desk's auth routes under `/desk/api`. */
export const authRoutes: DeskRoute[] = [
  { method: "GET", path: "/me", handler: me },
  {
    method: "POST",
    path: "/enrol/options",
    handler: enrolOptions,
    public: true,
    rateLimit: signInRateLimit,
  },
  {
    method: "POST",
    path: "/enrol/verify",
    handler: enrolVerify,
    public: true,
    rateLimit: signInRateLimit,
  },
  {
    method: "POST",
    path: "/sign-in/options",
    handler: signInOptions,
    public: true,
    rateLimit: signInRateLimit,
  },
  {
    method: "POST",
    path: "/sign-in/verify",
    handler: signInVerify,
    public: true,
    rateLimit: signInRateLimit,
  },
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
