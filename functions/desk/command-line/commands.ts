/**
 * `npm run desk -- invite | users | revoke`: who may sign in to the desk. The same commands run
 * against the store directly (PostgreSQL, or the embedded store while no server holds it) and
 * inside a running server that holds the embedded store (`socket.ts`).
 */
import { parseArgs } from "node:util";
import type { DeskOptions } from "../../settings/desk";
import type { Store } from "../../store";
import { createInvite, inviteLink } from "../auth/invites";
import { email as emailSchema } from "../auth/requests";

export const DESK_USAGE = `Usage: npm run desk -- invite --email E [--owner]
       npm run desk -- users
       npm run desk -- revoke --email E
       npm run desk -- push-keys

invite  prints a one-time link, valid 24 hours, that registers a passkey for E at the desk:
        the first account (the owner), an assistant, or someone who lost every passkey
        (their account and its history are kept). Send it only to them. With --owner the
        account is an owner: invites, revokes, exports, erases, reads the audit.
users   lists everyone who may sign in: e-mail, name, role, passkeys, since when
revoke  ends E's sessions (their open desks close) and removes their passkeys, the open
        invites for E and every open invite E made: they can no longer sign in (a new
        invite makes them a new account)
push-keys  prints a new key pair for the desk's notifications (PUSH_VAPID_PUBLIC_KEY and
        PUSH_VAPID_PRIVATE_KEY) to add to the server's environment

Runs inside npm start while it holds the embedded store in DATA_DIR (over the socket it keeps
there), else against the store directly: PostgreSQL at DATABASE_URL, from any machine.`;

export type DeskCommand =
  | { command: "invite"; email: string; owner: boolean }
  | { command: "users" }
  | { command: "revoke"; email: string };

/** The command line as a command, or what is wrong with it (the command line's `UsageAsked`). */
export function parseDeskCommand(args: string[]): DeskCommand | { help: true } | { error: string } {
  if (args.includes("--help") || args.includes("-h")) return { help: true };
  const [command, ...rest] = args;
  let values: { email?: string | boolean; owner?: boolean | string };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { email: { type: "string" }, owner: { type: "boolean" } },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (command === "users") {
    return values.email === undefined && values.owner === undefined
      ? { command }
      : { error: "users takes no --email or --owner" };
  }
  if (command === "revoke" && values.owner !== undefined) {
    return { error: "revoke takes no --owner" };
  }
  if (command !== "invite" && command !== "revoke") {
    return { error: command ? `unknown command "${command}"` : "missing command" };
  }
  if (typeof values.email !== "string") return { error: `${command} needs --email` };
  const parsed = emailSchema.safeParse(values.email);
  if (!parsed.success) return { error: `--email: ${parsed.error.issues[0]?.message}` };
  return command === "invite"
    ? { command, email: parsed.data, owner: values.owner === true }
    : { command, email: parsed.data };
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CommandContext {
  store: Store;
  /** `cli:<os user>`, for the audit. */
  actor: string;
  now: Date;
  /** Where the enrolment link points: the desk's origin. */
  origin: string;
}

const day = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ");

/** Runs one command; its output is returned, not printed, so the socket can carry it. */
export async function runDeskCommand(
  command: DeskCommand,
  { store, actor, now, origin }: CommandContext,
): Promise<CommandResult> {
  if (command.command === "invite") {
    // Whoever runs the server may also give an existing account a passkey (recovery).
    const { token, expiresAt } = await createInvite(store, {
      email: command.email,
      invitedBy: actor,
      now,
      role: command.owner ? "owner" : "assistant",
      recovery: true,
    });
    await store.writeAudit({
      at: now,
      actor,
      action: "invite",
      note: command.owner ? `${command.email} (owner)` : command.email,
    });
    return {
      code: 0,
      stdout:
        `Enrolment link for ${command.email}, for one use until ${day(expiresAt)} UTC:\n\n` +
        `  ${inviteLink(origin, token)}\n\n` +
        "Whoever opens it registers a passkey for this account: send it only to them.\n",
      stderr: "",
    };
  }
  if (command.command === "users") {
    const users = (await store.listUsers()).filter((user) => user.revokedAt === null);
    if (users.length === 0) {
      return {
        code: 0,
        stdout:
          "No one can sign in to the desk yet: npm run desk -- invite --email you@example.com\n",
        stderr: "",
      };
    }
    const lines = users.map(
      (user) =>
        `${user.email}\t${user.name}\t${user.role}\t${user.passkeys} passkey${user.passkeys === 1 ? "" : "s"}\tsince ${day(user.createdAt)} UTC`,
    );
    return { code: 0, stdout: `${lines.join("\n")}\n`, stderr: "" };
  }
  const revoked = await store.revokeUser(command.email, now);
  if (!revoked) {
    return { code: 1, stdout: "", stderr: `desk: no account has the e-mail ${command.email}\n` };
  }
  await store.writeAudit({
    at: now,
    actor,
    action: "revoke",
    note: command.email,
    count: revoked.sessions,
  });
  return {
    code: 0,
    stdout:
      `Revoked ${command.email}: ${revoked.sessions} session(s) ended, ${revoked.passkeys} ` +
      `passkey(s) removed, ${revoked.invites} open invite(s) cancelled.\n`,
    stderr: "",
  };
}

/**
 * The origin an invite printed by the command line points to: the desk's (`DESK_ORIGIN`, else
 * `SITE_ORIGIN`) when set, else the local server (`local`: the running server's own address, or
 * `PORT`'s) on localhost.
 */
export function inviteOrigin(desk: Pick<DeskOptions, "origin">, local: string): string {
  if (desk.origin) return desk.origin;
  // Passkeys cannot be bound to an IP address, so a local desk is reached on localhost.
  const url = new URL(local);
  if (url.hostname === "127.0.0.1" || url.hostname === "[::1]") url.hostname = "localhost";
  return url.origin;
}
