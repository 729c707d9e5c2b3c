import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/*
 * A part of the code stands on floors: each folder on one, the ground floor the others stand on.
 * A file may import from its own floor or one below it, never from one above: the ground floor
 * knows nothing of the rooms built on it, so a room can change or go without the ground moving.
 */

/** Each floor's folders, ground floor first; a file belongs to the folder nearest to it. */
export type Floors = readonly (readonly string[])[];

/**
 * The desk: the API client, the live stream, formatting and the shell's parts on the ground
 * floor; each page's room above them; the app that puts the pages together on top.
 */
export const deskFloors: Floors = [
  ["desk/api", "desk/app", "desk/format", "desk/styles"],
  ["desk/audit", "desk/auth", "desk/inbox", "desk/lead", "desk/people", "desk/pwa", "desk/report"],
  ["desk"],
];

/**
 * The server: its logging, settings, the ad platforms (each one's settings and sender, which
 * speaks HTTP only), what every response carries (cache lifetimes, security headers, read by the
 * Netlify build too), how it reaches other services and small helpers on the ground floor; the
 * store and the options read from the settings above them; the handlers, the outbox, the desk's
 * handlers and the providers above those; what starts it all (the server, Netlify, the command
 * lines) on top.
 */
export const functionFloors: Floors = [
  [
    "functions/log.ts",
    "functions/address-key.ts",
    "functions/http",
    "functions/csv.ts",
    "functions/os-user.ts",
    "functions/business-days.ts",
    "functions/settings",
    "functions/ad-platforms",
    "functions/experiments/ended.ts",
  ],
  ["functions/store", "functions/options.ts", "functions/context.ts"],
  [
    "functions/api",
    "functions/chat",
    "functions/desk",
    "functions/experiments",
    "functions/forward",
    "functions/payments",
  ],
  ["functions"],
];

/**
 * The widgets: what runs before an element (the loader and its first views) on the ground floor,
 * the elements' shared plumbing, primitives and form hook above it, each element above those.
 */
export const widgetFloors: Floors = [["widgets/delivery"], ["widgets/shared"], ["widgets"]];

export interface UpwardImport {
  file: string;
  imports: string;
  from: number;
  to: number;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourcesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
    .map((file) => join(folder, file).replaceAll("\\", "/"));
}

/**
 * The floor of a file: that of the listed folder (or file) nearest to it; undefined when none
 * holds it. An import names a file without its extension, so extensions are left out.
 */
export function floorOf(path: string, floors: Floors): number | undefined {
  const file = path.replace(SOURCE, "");
  let best: { floor: number; length: number } | undefined;
  floors.forEach((folders, floor) => {
    for (const listed of folders) {
      const folder = listed.replace(SOURCE, "");
      const holds = file === folder || file.startsWith(`${folder}/`);
      if (holds && folder.length > (best?.length ?? -1)) best = { floor, length: folder.length };
    }
  });
  return best?.floor;
}

/**
 * Every import (static, dynamic, type-only) in the sources under the floors' top folder that
 * reaches a file on a higher floor than its own (a folder not listed is on the top floor).
 */
export function upwardImports(root: string, floors: Floors): UpwardImport[] {
  const top = floors.at(-1)?.[0];
  if (!top) return [];
  const found: UpwardImport[] = [];
  for (const file of sourcesUnder(root, top)) {
    const from = floorOf(file, floors) ?? Number.POSITIVE_INFINITY;
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const target = relative(root, resolve(root, dirname(file), fileName)).replaceAll("\\", "/");
      if (target !== top && !target.startsWith(`${top}/`)) continue;
      const to = floorOf(target, floors) ?? Number.POSITIVE_INFINITY;
      if (to > from) found.push({ file, imports: fileName, from, to });
    }
  }
  return found;
}
