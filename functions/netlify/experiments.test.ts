import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PrePaintConfig } from "../../src/experiments/pre-paint";
import { appFor, distFixtures } from "../../tests/fixtures/dist-fixture";
import { layOutNetlify } from "../../tooling/netlify";
import { findPrePaint, PRE_PAINT_FILE } from "./experiments";

const { distWith } = distFixtures();

// The built pre-paint code stands in as a line that hands over what it is given.
const runtime = "globalThis.received = EBW_EXPERIMENTS;";

const saved = { DIST_DIR: process.env.DIST_DIR, EXPERIMENTS_ENDED: process.env.EXPERIMENTS_ENDED };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  vi.restoreAllMocks();
});

/** The entry as Netlify loads it: a fresh module, reading the environment set before. */
async function entry(env: Record<string, string>) {
  delete process.env.EXPERIMENTS_ENDED;
  Object.assign(process.env, env);
  vi.resetModules();
  return import("./functions/experiments");
}

const scriptRequest = (method = "GET") =>
  new Request("https://broker.example/experiments.js", { method });

/** What the served script hands the pre-paint code. */
function stateOf(script: string): PrePaintConfig {
  const sandbox: { received?: PrePaintConfig } = {};
  runInNewContext(script, sandbox);
  if (!sandbox.received) throw new Error("the script handed over nothing");
  return sandbox.received;
}

describe("/experiments.js on Netlify", () => {
  it("is answered by a function of its own, as the Node server answers it", async () => {
    const dist = distWith({ "experiments/pre-paint.js": runtime });
    const { default: handler, config } = await entry({ DIST_DIR: dist });

    const netlify = handler(scriptRequest());
    const node = await appFor(dist).request("http://localhost/experiments.js");

    expect(config).toEqual({ path: "/experiments.js" });
    expect(netlify.status).toBe(200);
    for (const header of ["content-type", "cache-control", "x-content-type-options"]) {
      expect(netlify.headers.get(header), header).toBe(node.headers.get(header));
    }
    expect(netlify.headers.get("cache-control")).toBe("public, max-age=60");
    expect(stateOf(await netlify.text())).toEqual(stateOf(await node.text()));
  });

  it("serves the arm EXPERIMENTS_ENDED names, read from the site's environment, not the build", async () => {
    const dist = distWith({ "experiments/pre-paint.js": runtime });
    const { default: handler } = await entry({
      DIST_DIR: dist,
      EXPERIMENTS_ENDED: "debt-cta=plain",
    });

    const state = stateOf(await handler(scriptRequest()).text());

    expect(state.experiments.find((experiment) => experiment.id === "debt-cta")).toMatchObject({
      serve: "plain",
    });
  });

  it("answers a wrong EXPERIMENTS_ENDED with 500 and the reason in the log, and a build without the code with 404", async () => {
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const dist = distWith({ "experiments/pre-paint.js": runtime });
    const wrong = await entry({ DIST_DIR: dist, EXPERIMENTS_ENDED: "debt-cta=bold" });
    expect(wrong.default(scriptRequest()).status).toBe(500);
    expect(logged.mock.calls.flat().join(" ")).toContain('has no arm \\"bold\\"');

    const without = await entry({
      DIST_DIR: distWith({ "site/main/index.html": "<h1>Main</h1>" }),
    });
    expect(without.default(scriptRequest()).status).toBe(404);
    expect(without.default(scriptRequest("POST")).status).toBe(405);
  });

  it("finds the built code deployed with it, from the function's own folder", () => {
    const site = distWith({ [PRE_PAINT_FILE]: runtime, "functions/netlify/functions/x.mjs": "" });

    expect(findPrePaint([join(site, "functions/netlify/functions")])).toBe(
      join(site, PRE_PAINT_FILE),
    );
    expect(findPrePaint([join(site, "functions")])).toBe(join(site, PRE_PAINT_FILE));
    // netlify.toml sends that file with the function.
    const toml = readFileSync(resolve(import.meta.dirname, "../../netlify.toml"), "utf8");
    expect(toml).toMatch(
      /\[functions\.experiments\]\s+(#[^\n]*\n\s*)*included_files = \["dist\/experiments\/pre-paint\.js"\]/,
    );
  });

  it("is sent to the function on the debt host too, not to the debt site's files", async () => {
    const dist = distWith({
      "site/routes.json": JSON.stringify({ main: {}, debt: {} }),
      "site/main/index.html": "<h1>Main</h1>",
      "site/debt/index.html": "<h1>Debt</h1>",
      "site/assets/site.css": "",
      "widgets/loader.js": "",
      "experiments/pre-paint.js": runtime,
    });
    await layOutNetlify(dist, "https://debt.example.test");

    const rules = readFileSync(join(dist, "netlify/_redirects"), "utf8").split("\n");
    const own = rules.indexOf("https://debt.example.test/experiments.js /experiments.js 200!");
    const catchAll = rules.findIndex((rule) => rule.startsWith("https://debt.example.test/* "));

    expect(own).toBeGreaterThanOrEqual(0);
    expect(own).toBeLessThan(catchAll);
  });
});
