import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { experiments } from "../../src/content/experiments";
import { jsonError } from "../context";
import { endedExperiments } from "../experiments/ended";
import { experimentsScriptResponse, PRE_PAINT_PATH } from "../experiments/script";
import { log } from "../log";
import { type Env, text } from "../settings/env";

/** The pre-paint code in a build, as `npm run build` writes it. */
export const PRE_PAINT_FILE = `dist/${PRE_PAINT_PATH}`;

/**
 * The first `dist/experiments/pre-paint.js` found in one of `starts` or a folder above it. On
 * Netlify the file travels with the function (`included_files` in netlify.toml) at its path from
 * the site's base, while the function runs from a folder of its own below it.
 */
export function findPrePaint(starts: string[]): string | undefined {
  for (const start of starts) {
    for (let dir = start; ; dir = dirname(dir)) {
      const file = join(dir, PRE_PAINT_FILE);
      if (existsSync(file)) return file;
      if (dirname(dir) === dir) break;
    }
  }
  return undefined;
}

/**
 * `GET /experiments.js` on Netlify, as the Node server answers it (`functions/experiments/`):
 * the built pre-paint code wrapped with the experiments' state at the request's moment, with
 * the same headers, so Netlify's CDN and browsers keep it the same minute. `EXPERIMENTS_ENDED`
 * is read from the function's environment, never from the build. The code is read from
 * `DIST_DIR` when set, else found beside the function (`starts`), once per instance. A build
 * without it serves no experiments (404); a wrong `EXPERIMENTS_ENDED` answers 500 with the
 * reason in the log, and the pages show each experiment's control, as they do without the script.
 */
export function experimentsScriptFunction(env: Env, starts: string[]) {
  let runtime: string | null | undefined;
  let ended: ReadonlyMap<string, string> | undefined;
  return (req: Request): Response => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return jsonError(
        405,
        "method_not_allowed",
        "Use GET for /experiments.js.",
        {},
        {
          Allow: "GET, HEAD",
        },
      );
    }
    if (runtime === undefined) {
      const dist = text(env, "DIST_DIR");
      const file = dist ? join(dist, PRE_PAINT_PATH) : findPrePaint(starts);
      runtime = file && existsSync(file) ? readFileSync(file, "utf8") : null;
    }
    if (runtime === null) {
      return new Response("Not found\n", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    try {
      ended ??= endedExperiments(text(env, "EXPERIMENTS_ENDED"), experiments);
    } catch (error) {
      log.error("experiments_ended_invalid", { error });
      return new Response("/* EXPERIMENTS_ENDED is not valid: see the function's log. */\n", {
        status: 500,
        headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    return experimentsScriptResponse(runtime, new Date(), ended);
  };
}
