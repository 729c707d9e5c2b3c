import type { RateLimitPolicy } from "../api/rate-limit";
import type { FunctionContext } from "../context";
import type { ServerOptions } from "../options";
import type { DeskRole } from "../store";

export type { DeskRole };

/** Someone signed in to the desk: the broker (an owner) or an assistant they invited. */
export interface DeskUser {
  id: string;
  email: string;
  /** As they gave it when enrolling; the e-mail if none. */
  name: string;
  role: DeskRole;
}

/**
 * Who may call a route: anyone (sign-in and enrolment only), anyone signed in (an assistant, who
 * works leads, or an owner), or an owner only (who may sign in, exports, erasures, the audit).
 */
export type DeskAccess = "anyone" | "assistant" | "owner";

/** What an audit entry records besides who and when: never a person's e-mail or phone. */
export interface AuditDetail {
  leadId?: string;
  /** How many records the action touched or returned (an export's rows, an erase's records). */
  count?: number;
  /** A short, non-personal note: a delivery target, a filter's shape, a device name. */
  note?: string;
}

/** What a desk handler gets besides the request. */
export interface DeskContext extends FunctionContext {
  /** The signed-in user; `null` only on a route open to `anyone` (sign-in, enrolment). */
  user: DeskUser | null;
  /** The id of the session the request came with (`null` without one). */
  sessionId: string | null;
  /** The route's path parameters (`/leads/:id` → `{ id }`). */
  params: Record<string, string>;
  /** Writes one entry to the desk's audit log as the signed-in user. */
  audit(action: string, detail?: AuditDetail): Promise<void>;
  /** The rate-limit key of the client (the Trust issue's client-address rule). */
  clientKey: string;
}

/** A desk handler: Request in, Response out, like every function under `functions/api/`. */
export type DeskHandler = (req: Request, ctx: DeskContext) => Promise<Response>;

/** One route under `/desk/api`, declared where its handler lives and mounted by the desk router. */
export interface DeskRoute {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** Hono path under `/desk/api`, e.g. `/leads/:id/notes`. */
  path: string;
  handler: DeskHandler;
  /**
   * Who may call it, declared with the route: without a session every route but an `anyone`
   * one answers 401, and an assistant calling an `owner` route 403 `owner_only`.
   */
  access: DeskAccess;
  /** Largest body read; 16 KB unless given. */
  maxBodyBytes?: number;
  /**
   * Its allowance per client (counted in the store); routes with the same `name` share one.
   * None unless given.
   */
  rateLimit?: { name: string; policy: (options: ServerOptions) => RateLimitPolicy };
}
