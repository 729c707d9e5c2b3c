/**
 * `npm run desk -- invite --email E | users | revoke --email E` (see `../desk/command-line/commands.ts`), and
 * `push-keys` (`push-keys.ts`). With
 * the embedded store, a running `npm start` is asked over its socket; with none running, or with
 * PostgreSQL (DATABASE_URL), the store is opened here.
 */

import {
  DESK_USAGE,
  inviteOrigin,
  parseDeskCommand,
  runDeskCommand,
} from "../desk/command-line/commands";
import { askDeskSocket, deskSocketPath } from "../desk/command-line/socket";
import { osUser } from "../os-user";
import { deskOptions } from "../settings/desk";
import { embeddedDataDir, type StartSettings, startSettings } from "../settings/start";
import { answerUsage, type CliIo, runAsMain, withStore } from "./cli-io";
import { printPushKeys } from "./push-keys";

/** Runs the command line; resolves to the exit code (2 for a usage error). */
export async function runDeskCli(args: string[], io: CliIo): Promise<number> {
  if (args[0] === "push-keys" && args.length === 1) return printPushKeys(io);
  const command = parseDeskCommand(args);
  if ("help" in command || "error" in command) return answerUsage("desk", DESK_USAGE, command, io);
  let start: StartSettings;
  let origin: string;
  try {
    start = startSettings(io.env);
    origin = inviteOrigin(deskOptions(io.env), `http://127.0.0.1:${start.port}`);
  } catch (error) {
    io.stderr(`desk: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const dataDir = embeddedDataDir(start.store);
  if (dataDir) {
    const answer = await askDeskSocket(deskSocketPath(dataDir), { args });
    if (answer) {
      io.stdout(answer.stdout);
      io.stderr(answer.stderr);
      return answer.code;
    }
  }
  return withStore("desk", io, async (store) => {
    const result = await runDeskCommand(command, {
      store,
      actor: `cli:${osUser(io.env)}`,
      now: new Date(),
      origin,
    });
    io.stdout(result.stdout);
    io.stderr(result.stderr);
    return result.code;
  });
}

await runAsMain(import.meta.url, runDeskCli);
