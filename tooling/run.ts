/**
 * `npm run build`: the whole build, one step after another in this process (`./steps.ts`),
 * each skipped when nothing it reads changed since it last ran (`./runner.ts`).
 *   tsx tooling/run.ts                  every step that has to run
 *   tsx tooling/run.ts --only pages     the named steps only (repeat, or comma-separate)
 *   tsx tooling/run.ts --force          every step (or every step of --only) regardless
 *   tsx tooling/run.ts --list           the steps, their inputs and outputs
 *   tsx tooling/run.ts --production     as NODE_ENV=production: no placeholders on pages
 * Ends by stamping the build complete in dist/.build-stamp, which `npm start` reads.
 */
import { writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isProductionBuild } from "./production-check.ts";
import { runSteps } from "./runner.ts";
import { buildSteps } from "./steps.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    only: { type: "string", multiple: true },
    force: { type: "boolean", default: false },
    list: { type: "boolean", default: false },
    production: { type: "boolean", default: false },
  },
});
// As the build starts: Vite sets NODE_ENV in this process as it builds. `--production` is
// NODE_ENV=production for the pages' check, and so for which steps must run again.
const env = { ...process.env };
if (values.production) env.NODE_ENV = "production";
const steps = buildSteps(root, { production: isProductionBuild(env, []) });
if (values.list) {
  for (const step of steps) {
    console.log(`${step.name}${step.after ? ` (after ${step.after.join(", ")})` : ""}`);
    console.log(`  reads  ${[...step.inputs, ...(step.env ?? [])].join(" ")}`);
    console.log(`  writes ${step.outputs.join(" ") || "nothing yet"}`);
  }
} else {
  const only = values.only?.flatMap((names) => names.split(",")).filter(Boolean);
  const started = performance.now();
  const { ran, skipped } = await runSteps(steps, {
    root,
    manifestFile: join(root, "dist/.build-steps.json"),
    env,
    force: values.force,
    only,
  });
  if (!only) writeFileSync(join(root, "dist/.build-stamp"), `${new Date().toISOString()}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build: ${ran.length} steps ran, ${skipped.length} up to date (${seconds} s)`);
}
