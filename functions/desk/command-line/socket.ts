/**
 * The embedded store (PGlite) can be open in one process only, so while `npm start` holds it,
 * `npm run desk` asks the running server instead: over a Unix socket in DATA_DIR that only the
 * user running the server may open (mode 0600), one JSON line each way. What the caller says
 * about itself is not taken: the audit names the OS user the server runs as, the only one (with
 * root) the socket's mode lets in. Node cannot read a Unix socket's peer credentials
 * (SO_PEERCRED), so the server's own user stands for the connection's.
 */
import { chmodSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { join, resolve } from "node:path";
import { log } from "../../log";
import { osUser } from "../../os-user";
import type { Store } from "../../store";
import { type CommandResult, parseDeskCommand, runDeskCommand } from "./commands";

/** Unix socket paths are cut short past about 104 bytes on some systems. */
const MAX_SOCKET_PATH = 100;

/** The socket of the server holding the embedded store in `dataDir`. */
export const deskSocketPath = (dataDir: string) => join(resolve(dataDir), "desk.sock");

interface SocketRequest {
  args: string[];
}

export interface DeskSocketOptions {
  path: string;
  store: Store;
  clock: () => Date;
  /** Where enrolment links point (see `inviteOrigin`). */
  origin: string;
}

/** Listens for `npm run desk` on `path`; resolves once listening, to a function that stops it. */
export async function serveDeskSocket({
  path,
  store,
  clock,
  origin,
}: DeskSocketOptions): Promise<() => Promise<void>> {
  if (path.length > MAX_SOCKET_PATH) {
    log.warn("desk_socket_off", {
      message: `DATA_DIR is too deep for a socket (${path}): stop npm start to run npm run desk.`,
    });
    return async () => {};
  }
  const actor = `cli:${osUser()}`;
  const server: Server = createServer((socket) => {
    let input = "";
    socket.setEncoding("utf8");
    socket.on("data", async (chunk: string) => {
      input += chunk;
      if (!input.includes("\n")) {
        if (input.length > 4096) socket.destroy();
        return;
      }
      socket.removeAllListeners("data");
      const answer = await answerLine(input.slice(0, input.indexOf("\n")));
      socket.end(`${JSON.stringify(answer)}\n`);
    });
    socket.on("error", () => {});
  });

  async function answerLine(line: string): Promise<CommandResult> {
    let request: SocketRequest;
    try {
      request = JSON.parse(line) as SocketRequest;
    } catch {
      return { code: 2, stdout: "", stderr: "desk: the server could not read the request\n" };
    }
    const command = parseDeskCommand(Array.isArray(request.args) ? request.args.map(String) : []);
    if ("help" in command || "error" in command) {
      return { code: 2, stdout: "", stderr: "desk: the server could not read the request\n" };
    }
    try {
      return await runDeskCommand(command, { store, actor, now: clock(), origin });
    } catch (error) {
      log.error("desk_command_failed", { error });
      return { code: 1, stdout: "", stderr: `desk: ${(error as Error).message}\n` };
    }
  }

  // The server holds the store's lock, so a socket left here is a crashed run's.
  rmSync(path, { force: true });
  // The socket is made with the process's umask: closed to others from its first moment.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((done, fail) => {
      server.once("error", fail);
      server.listen(path, () => done());
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((done) => {
      server.close(() => done());
      rmSync(path, { force: true });
    });
}

/**
 * Runs `args` in the server listening on `path`; null when none is (no socket, or one left by
 * a server that has stopped).
 */
export function askDeskSocket(path: string, request: SocketRequest): Promise<CommandResult | null> {
  return new Promise((done, fail) => {
    const socket = createConnection(path);
    let output = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: string) => {
      output += chunk;
    });
    socket.on("end", () => {
      try {
        done(JSON.parse(output) as CommandResult);
      } catch {
        fail(new Error("the running server gave an answer that could not be read"));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") done(null);
      else fail(error);
    });
  });
}
