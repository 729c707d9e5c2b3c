import { experiments } from "../../src/content/experiments";
import { assignable } from "../../src/experiments/assign";
import type { PrePaintConfig } from "../../src/experiments/pre-paint";
import type { Experiment } from "../../src/experiments/types";

/*
 * `/experiments.js`: the pre-paint script built into `dist/experiments/pre-paint.js`, wrapped with
 * the experiments' state at the moment of the request. Served by the server, not written by the
 * build, so ending an experiment (`EXPERIMENTS_ENDED`) or its end date passing changes what
 * every page gets without rebuilding a page. Browsers and CDNs keep it a minute: an ending
 * reaches every visitor within that, and a page view costs one small cached request.
 */

/** Where the build writes the pre-paint code, under the build's folder (`dist/`). */
export const PRE_PAINT_PATH = "experiments/pre-paint.js";

/** How long browsers and CDNs may keep `/experiments.js`. */
export const EXPERIMENTS_SCRIPT_CACHE = "public, max-age=60";

/** The experiments' state at `now`, as the pre-paint script receives it. */
export function prePaintConfig(
  now: Date,
  ended: ReadonlyMap<string, string>,
  declared: readonly Experiment[] = experiments,
): PrePaintConfig {
  return {
    experiments: declared.map((experiment) =>
      assignable(experiment, now, ended.get(experiment.id)),
    ),
  };
}

/** The script: `runtime` (the built pre-paint code) given `config` as `EBW_EXPERIMENTS`. */
export function experimentsScript(runtime: string, config: PrePaintConfig): string {
  // "<" escaped so no configured text can close a script element, should this ever be inlined.
  const state = JSON.stringify(config).replace(/</g, "\\u003c");
  return `(function(EBW_EXPERIMENTS){${runtime.trim()}\n})(${state});\n`;
}

/** The handler of `GET /experiments.js`. */
export function experimentsScriptResponse(
  runtime: string,
  now: Date,
  ended: ReadonlyMap<string, string>,
): Response {
  return new Response(experimentsScript(runtime, prePaintConfig(now, ended)), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": EXPERIMENTS_SCRIPT_CACHE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
