/**
 * Netlify Functions entry for `/experiments.js`, the ad pages' pre-paint experiment script, as
 * the Node server serves it (`../experiments.ts`). Its built code comes with the function
 * (`included_files` in netlify.toml); `EXPERIMENTS_ENDED` comes from the site's environment.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { text } from "../../settings/env";
import { experimentsScriptFunction } from "../experiments";

// Where the deployed function's files may be: the platform's task root, the working folder and
// this module's folder (when bundled as a module), each searched upwards.
const starts = [
  text(process.env, "LAMBDA_TASK_ROOT"),
  process.cwd(),
  import.meta.url ? dirname(fileURLToPath(import.meta.url)) : undefined,
].filter((start): start is string => Boolean(start));

export default experimentsScriptFunction(process.env, starts);

export const config = { path: "/experiments.js" };
