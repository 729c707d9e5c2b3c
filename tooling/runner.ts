/**
 * Runs the build's steps in order, in this process, each only when it has to: when what it reads
 * (its input files and folders, by content, and the environment variables it reads) changed since
 * it last ran, when a step it comes after ran or changed, or when one of its outputs is missing.
 * What each step last ran with is kept in a manifest (`dist/.build-steps.json`), so removing
 * `dist/` builds everything again.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export interface Step {
  name: string;
  /** Files and folders the step reads, relative to the root; a folder counts whole. */
  inputs: string[];
  /**
   * The modules a bundling step bundles from: a test (`./step-inputs.test.ts`) fails when what
   * they import lies outside `inputs`, which would leave the step's output stale.
   */
  entries?: string[];
  /** Environment variables it reads: names, or prefixes ending in `*` (`SITE_*`). */
  env?: string[];
  /** Earlier steps whose output it reads or writes beside: it runs whenever one of them ran. */
  after?: string[];
  /** What it writes, relative to the root: it runs when one is missing. */
  outputs: string[];
  run: () => Promise<void> | void;
}

export interface RunOptions {
  root: string;
  /** The manifest of what each step last ran with. */
  manifestFile: string;
  env: Record<string, string | undefined>;
  /** Run every step (of `only`, when given) whatever changed. */
  force?: boolean;
  /** Run these steps only (not the steps they come after). */
  only?: string[];
  log?: (line: string) => void;
}

export interface RunResult {
  ran: string[];
  skipped: string[];
}

type Manifest = Record<string, string>;

/** Tests, dot files and installed packages never change what a step writes. */
const ignored = (name: string) =>
  name === "node_modules" || name.startsWith(".") || /\.test\.tsx?$/.test(name);

/** Hashes files by content, each file read once however many steps read it. */
function contentHasher(root: string) {
  const files = new Map<string, string>();
  const fileHash = (path: string): string => {
    let hash = files.get(path);
    if (hash === undefined) {
      hash = createHash("sha256").update(readFileSync(path)).digest("hex");
      files.set(path, hash);
    }
    return hash;
  };
  return (inputs: string[]): string => {
    const hash = createHash("sha256");
    const add = (relative: string) => {
      const path = join(root, relative);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat) hash.update(`${relative} missing\n`);
      else if (stat.isDirectory()) {
        for (const name of readdirSync(path).sort()) {
          if (!ignored(name)) add(`${relative}/${name}`);
        }
      } else hash.update(`${relative} ${fileHash(path)}\n`);
    };
    for (const input of inputs) add(input);
    return hash.digest("hex");
  };
}

/** The values of the variables `patterns` names, sorted, as one string. */
function envOf(env: RunOptions["env"], patterns: string[]): string {
  const wanted = (name: string) =>
    patterns.some((p) => (p.endsWith("*") ? name.startsWith(p.slice(0, -1)) : name === p));
  return Object.keys(env)
    .filter(wanted)
    .sort()
    .map((name) => `${name}=${env[name]}`)
    .join("\n");
}

function readManifest(file: string): Manifest {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Manifest;
  } catch {
    return {};
  }
}

function writeManifest(file: string, manifest: Manifest): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Runs `steps` (in the order given, each after the steps it names) as `options` asks. */
export async function runSteps(steps: Step[], options: RunOptions): Promise<RunResult> {
  const { root, manifestFile, env, force = false, only, log = console.log } = options;
  const names = new Set(steps.map((step) => step.name));
  for (const name of only ?? []) if (!names.has(name)) throw new Error(`no build step "${name}"`);
  const hashInputs = contentHasher(root);
  const manifest = readManifest(manifestFile);
  const keys = new Map<string, string>();
  const result: RunResult = { ran: [], skipped: [] };
  for (const step of steps) {
    const after = step.after ?? [];
    for (const name of after) {
      if (!keys.has(name))
        throw new Error(`build step "${step.name}" comes after unknown "${name}"`);
    }
    // A step's key covers the keys of the steps it comes after: it changes when theirs do.
    const key = createHash("sha256")
      .update(hashInputs(step.inputs))
      .update(`\n${envOf(env, step.env ?? [])}\n`)
      .update(after.map((name) => `${name} ${keys.get(name)}`).join("\n"))
      .digest("hex");
    keys.set(step.name, key);
    if (only && !only.includes(step.name)) continue;
    const missing = step.outputs.find((output) => !existsSync(join(root, output)));
    const earlier = after.find((name) => result.ran.includes(name));
    const why = force
      ? "forced"
      : manifest[step.name] !== key
        ? manifest[step.name]
          ? "its inputs changed"
          : "it has not run yet"
        : missing
          ? `${missing} is missing`
          : earlier
            ? `${earlier} ran`
            : null;
    if (!why) {
      log(`build: ${step.name}: up to date, skipped`);
      result.skipped.push(step.name);
      continue;
    }
    log(`build: ${step.name}: running, as ${why}`);
    const started = performance.now();
    // Forgotten until it succeeds: a step that fails halfway runs again next time.
    delete manifest[step.name];
    writeManifest(manifestFile, manifest);
    await step.run();
    manifest[step.name] = key;
    writeManifest(manifestFile, manifest);
    result.ran.push(step.name);
    log(`build: ${step.name}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return result;
}
