import { userInfo } from "node:os";

/** The name of the OS user this process runs as: who a command line's audit lines name. */
export function osUser(env: Record<string, string | undefined> = process.env): string {
  try {
    return userInfo().username;
  } catch {
    // A container may run as a user id with no name.
    return env.USER ?? env.LOGNAME ?? String(process.getuid?.() ?? "unknown");
  }
}
