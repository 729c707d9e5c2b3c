/**
 * What keeps the widgets' code independent of what a host page did to its globals, at build time.
 *
 * - Old libraries and plugins add enumerable properties to `Object.prototype` (`foo = 1`) or
 *   `Array.prototype` (Prototype.js's `each`, `first`): a `for…in` loop then also visits them.
 *   Zod's schema constructors and the bundler's own `__export` helper loop that way over plain
 *   objects and fail on the inherited value ("Getter must be a function: 1"), so no form loads.
 *   `ownKeysOnly` rewrites every `for (k in o)` of every module, ours, our dependencies' and the
 *   bundler's runtime, into `for (k of Object.keys(Object(o)))`: the same keys for a plain object,
 *   an array or a string, none inherited, nothing for `null`.
 * - A page with an AMD loader (RequireJS-era themes: `define.amd`) or a CommonJS shim
 *   (`module`, `exports`) would be taken for theirs by dependencies' UMD checks (decimal.js-light
 *   under the calculator's chart hands its class to the page's `define`): `umdFreeDefines` makes
 *   those free names `undefined` in our code, so every check falls through to the ES module path.
 */
import type { Plugin } from "vite";

/** Whether the code may hold a `for…in` (a cheap test before parsing). */
const mayHoldForIn = /\bfor\s*\([^;)]*?\sin\s/;

interface Span {
  start: number;
  end: number;
}
interface ForIn extends Span {
  type: "ForInStatement";
  left: Span;
  right: Span;
}

function forInStatements(node: unknown, found: ForIn[] = []): ForIn[] {
  if (Array.isArray(node)) {
    for (const child of node) forInStatements(child, found);
  } else if (node && typeof node === "object") {
    if ((node as { type?: unknown }).type === "ForInStatement") found.push(node as ForIn);
    for (const key of Object.keys(node)) {
      const value = (node as Record<string, unknown>)[key];
      if (value && typeof value === "object") forInStatements(value, found);
    }
  }
  return found;
}

/** `code` with each `for (left in right)` iterating `right`'s own enumerable keys only. */
export function ownKeysLoops(code: string, program: unknown): string {
  const loops = forInStatements(program).sort((a, b) => b.left.end - a.left.end);
  let out = code;
  for (const { left, right } of loops) {
    // Between the two sides: `in`, and an opening parenthesis when `right` was written in one.
    const between = out.slice(left.end, right.start).replace(/\bin\b/, "of Object.keys(Object(");
    out = `${out.slice(0, left.end)}${between}${out.slice(right.start, right.end)}))${out.slice(right.end)}`;
  }
  return out;
}

/** Rewrites every module's `for…in` loops (see the file's comment); run after TypeScript's. */
export function ownKeysOnly(): Plugin {
  return {
    name: "own-keys-only",
    enforce: "post",
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$|rolldown[:/]runtime/.test(id.split("?")[0] ?? id)) return null;
      if (!mayHoldForIn.test(code)) return null;
      const rewritten = ownKeysLoops(code, this.parse(code));
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/** The free names UMD wrappers test for, as `undefined` (see the file's comment). */
export const umdFreeDefines: Record<string, string> = {
  define: "undefined",
};
