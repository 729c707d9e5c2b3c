import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import type { FunctionContext } from "../context";
import { experimentsScriptResponse, PRE_PAINT_PATH } from "./script";

/**
 * Mounts `GET /experiments.js` on `app` when the build holds the pre-paint code
 * (`dist/experiments/pre-paint.js`), read once here; a build without it serves no experiments.
 */
export function experimentsScriptRoute(app: Hono, ctx: FunctionContext, distDir: string): void {
  const file = join(distDir, PRE_PAINT_PATH);
  if (!existsSync(file)) return;
  const runtime = readFileSync(file, "utf8");
  app.get("/experiments.js", () =>
    experimentsScriptResponse(runtime, ctx.clock(), ctx.options.experimentsEnded),
  );
}
