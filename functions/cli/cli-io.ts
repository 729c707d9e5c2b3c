import { pathToFileURL } from "node:url";
import { openStore, type Store } from "../store";

/** What a command line reads and writes, passed in so that a test runs it without a process. */
export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** What a command line's parser gives for `--help`, or for arguments it cannot run. */
export type UsageAsked = { help: true } | { error: string };

/**
 * The answer every command line gives to `--help` (its usage, exit code 0) and to arguments it
 * cannot run (what is wrong and the usage, exit code 2).
 */
export function answerUsage(name: string, usage: string, asked: UsageAsked, io: CliIo): number {
  if ("help" in asked) {
    io.stdout(`${usage}\n`);
    return 0;
  }
  io.stderr(`${name}: ${asked.error}\n\n${usage}\n`);
  return 2;
}

/**
 * Runs a command line on the process's arguments, environment and streams, and exits with its
 * code, when `moduleUrl` is the script Node was started with (not when a test imports it).
 */
export async function runAsMain(
  moduleUrl: string,
  run: (args: string[], io: CliIo) => Promise<number>,
): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  process.exitCode = await run(process.argv.slice(2), {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}

/**
 * Runs `work` on the store the environment names and closes it after; a store that cannot be
 * opened is said on stderr under the command's name, exit code 1.
 */
export async function withStore(
  name: string,
  io: CliIo,
  work: (store: Store) => Promise<number>,
): Promise<number> {
  let store: Store;
  try {
    store = await openStore(io.env);
  } catch (error) {
    io.stderr(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}
