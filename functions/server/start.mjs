/**
 * `npm start`: builds when the build is missing or older than the sources, then runs the built
 * server (dist/server/server.js) in this same process, so a fresh clone needs only
 * `npm ci && npm start`. Plain JavaScript run by `node`, not TypeScript through a loader: when the
 * build is current, what runs is the server alone, as `top` then shows (its types are in
 * `start.d.mts`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** What the build reads: these folders, whole, and these files. */
const SOURCE_DIRS = ["src", "widgets", "pages", "functions", "tooling", "desk", "testing"];
const SOURCE_FILES = ["package-lock.json", "vite.config.ts"];

/**
 * The newest modification time among the files the build reads in `root`.
 * @param {string} root
 */
function newestSource(root) {
  let newest = 0;
  /** @param {string} path */
  const note = (path) => {
    newest = Math.max(newest, statSync(path).mtimeMs);
  };
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) note(path);
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(join(root, dir))) walk(join(root, dir));
  for (const file of SOURCE_FILES) if (existsSync(join(root, file))) note(join(root, file));
  return newest;
}

/**
 * Why the project in `root` needs building before it can start, or null when it does not.
 * @param {string} root
 * @returns {string | null}
 */
export function whyBuild(root) {
  const stamp = join(root, "dist/.build-stamp");
  if (!existsSync(stamp) || !existsSync(join(root, "dist/server/server.js"))) {
    return "there is no complete build in dist/";
  }
  return newestSource(root) > statSync(stamp).mtimeMs
    ? "sources changed since the last build"
    : null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
  const reason = whyBuild(root);
  if (reason) {
    console.log(`npm start: building first, as ${reason}.`);
    const result = spawnSync("npm", ["run", "build"], {
      cwd: root,
      stdio: "inherit",
      shell: process.platform === "win32",
    });
    if (result.status !== 0) {
      console.error("npm start: the build failed (see above), so the server was not started.");
      process.exit(result.status ?? 1);
    }
    writeFileSync(join(root, "dist/.build-stamp"), `${new Date().toISOString()}\n`);
  }
  await import(pathToFileURL(join(root, "dist/server/server.js")).href);
}
