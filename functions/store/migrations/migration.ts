/**
 * One change to the schema, in a module of its own named `NNN-what-it-does.ts` and listed in
 * order in `index.ts`. Append only: a released migration is never edited, a change is a new
 * version. A database records the versions it has run, so a version is never reused.
 */
export interface Migration {
  version: number;
  name: string;
  statements: string[];
}
