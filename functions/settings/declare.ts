import type { Read } from "./env";

/** One variable as the README's tables show it. */
export interface SettingDeclaration {
  /** The variable's name. */
  name: string;
  /** What applies when it is unset, as the README shows it. */
  default: string;
  /** What it does, in the README's words. */
  meaning: string;
  /** A key, token or password: kept out of the repository, the logs and every message. */
  secret?: true;
}

/** A variable the server reads: how the README shows it, and how its value is read. */
export interface Variable<T = unknown> extends SettingDeclaration {
  read: Read<T>;
}
