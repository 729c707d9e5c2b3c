import { execSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { whyBuild } from "./start.mjs";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project checkout whose files all carry the modification time `at` (seconds). */
function projectWith(files: string[], at: number): string {
  const root = mkdtempSync(join(tmpdir(), "start-"));
  roots.push(root);
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), "");
    utimesSync(join(root, file), at, at);
  }
  return root;
}

const touch = (root: string, file: string, at: number) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), "changed");
  utimesSync(join(root, file), at, at);
};

const built = [
  "src/site/detect.ts",
  "package-lock.json",
  "dist/server/server.js",
  "dist/.build-stamp",
];

describe("npm start's build check", () => {
  it("builds a fresh clone that has no dist/", () => {
    const root = projectWith(["src/site/detect.ts", "package-lock.json"], 1_000);

    expect(whyBuild(root)).toMatch(/no complete build/);
  });

  it("builds when an earlier build stopped before its stamp was written", () => {
    const root = projectWith(["src/site/detect.ts", "dist/server/server.js"], 1_000);

    expect(whyBuild(root)).toMatch(/no complete build/);
  });

  it("starts straight away when nothing changed since the build", () => {
    const root = projectWith(built, 1_000);

    expect(whyBuild(root)).toBeNull();
  });

  it.each([
    "src/schemas/bodies.ts",
    "widgets/lead-form/lead-form.css",
    "pages/home.tsx",
    "functions/store/migrations/011-funnel-counters.ts",
    "package-lock.json",
    "vite.config.ts",
  ])("rebuilds after %s changes", (file) => {
    const root = projectWith(built, 1_000);
    touch(root, file, 2_000);

    expect(whyBuild(root)).toMatch(/sources changed/);
  });

  it("ignores changes outside the build's inputs", () => {
    const root = projectWith(built, 1_000);
    touch(root, "README.md", 2_000);
    touch(root, "tests/e2e/site.spec.ts", 2_000);
    touch(root, "widgets/node_modules/cache.js", 2_000);

    expect(whyBuild(root)).toBeNull();
  });
});

describe("npm start", { timeout: 30_000 }, () => {
  const startScript = join(process.cwd(), "functions/server/start.mjs");
  const { scripts } = JSON.parse(readFileSync(join(process.cwd(), "package.json"), "utf8"));

  /** A checkout with this start script, a server that says it started, and a build script. */
  function checkout(buildScript: string, options: { built: boolean }): string {
    const root = projectWith(["src/site/detect.ts", "package-lock.json"], 1_000);
    mkdirSync(join(root, "functions/server"), { recursive: true });
    writeFileSync(join(root, "functions/server/start.mjs"), readFileSync(startScript));
    writeFileSync(
      join(root, "package.json"),
      JSON.stringify({ type: "module", scripts: { build: buildScript, start: scripts.start } }),
    );
    // The stand-in server says it started, and with which options Node runs it.
    const server =
      "mkdir -p dist/server && echo 'console.log(\"server started\", JSON.stringify(process.execArgv))' > dist/server/server.js";
    if (options.built) {
      execSync(server, { cwd: root, shell: "/bin/sh" });
      writeFileSync(join(root, "dist/.build-stamp"), "");
    } else {
      writeFileSync(join(root, "build.sh"), `${server}\necho built\n`);
    }
    return root;
  }

  const run = (root: string) => spawnSync("npm", ["start"], { cwd: root, encoding: "utf8" });

  it("starts the built server straight away when the build is current", () => {
    const root = checkout("echo must-not-build && exit 1", { built: true });

    const result = run(root);

    expect(result.status).toBe(0);
    expect(result.stdout).toContain("server started");
    expect(result.stdout).not.toContain("must-not-build");
  });

  it("runs the built server in a plain Node process, with no TypeScript loader", () => {
    const root = checkout("echo must-not-build && exit 1", { built: true });

    const result = run(root);

    expect(result.stdout).toContain("server started []");
  });

  it("builds a fresh clone first, stamps the build, then starts", () => {
    const root = checkout("sh build.sh", { built: false });

    const result = run(root);

    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/building first[\s\S]*built[\s\S]*server started/);
    expect(whyBuild(root)).toBeNull();
  });

  it("does not start when the build fails, passing on its exit code", () => {
    const root = checkout("exit 3", { built: false });

    const result = run(root);

    expect(result.status).toBe(3);
    expect(result.stdout).not.toContain("server started");
    expect(result.stderr).toContain("the build failed");
  });
});
