import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runSteps, type Step } from "./runner.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "build-steps-"));
  mkdirSync(join(root, "src"));
  writeFileSync(join(root, "src/a.ts"), "a");
  writeFileSync(join(root, "src/b.ts"), "b");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Two steps, the second after the first, each writing one file into out/. */
function steps(): Step[] {
  const write = (name: string) => () => {
    mkdirSync(join(root, "out"), { recursive: true });
    writeFileSync(join(root, "out", name), name);
  };
  return [
    {
      name: "first",
      inputs: ["src/a.ts"],
      env: ["SITE_*"],
      outputs: ["out/first"],
      run: write("first"),
    },
    {
      name: "second",
      after: ["first"],
      inputs: ["src/b.ts"],
      outputs: ["out/second"],
      run: write("second"),
    },
  ];
}

const build = (env: Record<string, string> = {}, more: { force?: boolean; only?: string[] } = {}) =>
  runSteps(steps(), {
    root,
    manifestFile: join(root, "out/.steps.json"),
    env,
    log: () => {},
    ...more,
  });

describe("the build's steps", () => {
  it("run the first time, then are skipped while nothing they read changed", async () => {
    expect(await build()).toEqual({ ran: ["first", "second"], skipped: [] });
    expect(await build()).toEqual({ ran: [], skipped: ["first", "second"] });
  });

  it("run a step whose input changed, and the steps after it", async () => {
    await build();
    writeFileSync(join(root, "src/a.ts"), "a, changed");
    expect((await build()).ran).toEqual(["first", "second"]);
    writeFileSync(join(root, "src/b.ts"), "b, changed");
    expect(await build()).toEqual({ ran: ["second"], skipped: ["first"] });
  });

  it("run a step when a variable it reads changed, not for one it does not read", async () => {
    await build({ SITE_EMAIL: "a@example.com" });
    expect((await build({ SITE_EMAIL: "a@example.com", OTHER: "x" })).ran).toEqual([]);
    expect((await build({ SITE_EMAIL: "b@example.com" })).ran).toEqual(["first", "second"]);
  });

  it("run a step whose output is missing", async () => {
    await build();
    rmSync(join(root, "out/second"));
    expect(await build()).toEqual({ ran: ["second"], skipped: ["first"] });
  });

  it("run a later step when an earlier one ran alone (--only) since", async () => {
    await build();
    writeFileSync(join(root, "src/a.ts"), "a, changed");
    expect((await build({}, { only: ["first"] })).ran).toEqual(["first"]);
    expect(await build()).toEqual({ ran: ["second"], skipped: ["first"] });
  });

  it("run every step when forced, and refuse a step that does not exist", async () => {
    await build();
    expect((await build({}, { force: true })).ran).toEqual(["first", "second"]);
    await expect(build({}, { only: ["third"] })).rejects.toThrow(/no build step "third"/);
  });
});
