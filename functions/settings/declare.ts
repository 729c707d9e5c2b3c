import type { Read } from "./env";

/** One variable as the tables of docs/settings.md show it. */
export interface SettingDeclaration {
  /** The variable's name. */
  name: string;
  /** What applies when it is unset, as docs/settings.md shows it. */
  default: string;
  /** What it does, in the words of docs/settings.md (links relative to `docs/`). */
  meaning: string;
  /** A key, token or password: kept out of the repository, the logs and every message. */
  secret?: true;
}

/** A variable the server reads: how docs/settings.md shows it, and how its value is read. */
export interface Variable<T = unknown> extends SettingDeclaration {
  read: Read<T>;
}

/** The values `variables` are read as, by name. */
export type ValuesOf<Variables extends readonly Variable[]> = {
  [Declared in Variables[number] as Declared["name"]]: ReturnType<Declared["read"]>;
};
