import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { deskFloors, functionFloors, upwardImports, widgetFloors } from "./floors";

const root = resolve(import.meta.dirname, "..");

/** A scratch tree holding `files` (path → text). */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "floors-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("the desk's floors", () => {
  it("has no import running from a floor up to one above it", () => {
    expect(upwardImports(root, deskFloors)).toEqual([]);
  });

  it("given the shell's ground floor importing a page, names that import", () => {
    const dir = tree({
      "desk/main.tsx": 'import { App } from "./App";',
      "desk/App.tsx": 'import { InboxPage } from "./inbox/InboxPage";',
      "desk/inbox/InboxPage.tsx": 'import { api } from "../api/client";',
      "desk/api/client.ts": "export const api = 1;",
      "desk/app/TopBar.tsx":
        'import type { LeadPage } from "../lead/LeadPage";\nconst page = () => import("../App");',
      "desk/lead/LeadPage.tsx": 'import { InboxPage } from "../inbox/InboxPage";',
    });

    expect(upwardImports(dir, deskFloors)).toEqual([
      { file: "desk/app/TopBar.tsx", imports: "../lead/LeadPage", from: 0, to: 1 },
      { file: "desk/app/TopBar.tsx", imports: "../App", from: 0, to: 2 },
    ]);
  });

  it("given a new folder no floor lists, counts it as the top floor's", () => {
    const dir = tree({
      "desk/api/client.ts": 'import { chart } from "../charts/bar";',
      "desk/charts/bar.ts": "export const chart = 1;",
    });

    expect(upwardImports(dir, deskFloors)).toEqual([
      { file: "desk/api/client.ts", imports: "../charts/bar", from: 0, to: 2 },
    ]);
  });
});

describe("the server's and the widgets' floors", () => {
  it("the server has no import running from a floor up to one above it", () => {
    expect(upwardImports(root, functionFloors)).toEqual([]);
  });

  it("the widgets have no import running from a floor up to one above it", () => {
    expect(upwardImports(root, widgetFloors)).toEqual([]);
  });

  it("given a file listed on a floor of its own, an import of it by name without extension is on that floor", () => {
    const dir = tree({
      "functions/log.ts": "export const log = 1;",
      "functions/store/leads.ts": 'import { log } from "../log";',
      "functions/server/main.ts": "export const main = 1;",
      "functions/store/up.ts": 'import { main } from "../server/main";',
    });

    expect(upwardImports(dir, functionFloors)).toEqual([
      { file: "functions/store/up.ts", imports: "../server/main", from: 1, to: 3 },
    ]);
  });
});
