import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { ownKeysLoops } from "./page-globals.ts";

/** Runs `code` (a function body returning the keys it visited) after the rewrite. */
function visited(body: string): unknown {
  const code = `(function () { ${body} })`;
  return new Function(`return ${ownKeysLoops(code, parseAst(code))}`)()();
}

describe("for…in loops in the widgets' code, on a page that extended Object.prototype", () => {
  const polluted = Object.prototype as unknown as Record<string, unknown>;

  it("given a page's `Object.prototype.foo = 1`, a loop over a plain object visits its own keys only", () => {
    polluted.foo = 1;
    try {
      expect(
        visited("const keys = []; for (const key in { a: 1, b: 2 }) keys.push(key); return keys;"),
      ).toEqual(["a", "b"]);
    } finally {
      delete polluted.foo;
    }
  });

  it("keeps what the loop visits for arrays, strings, null, a bare and a parenthesised target", () => {
    const arrayProto = Array.prototype as unknown as Record<string, unknown>;
    arrayProto.each = () => {};
    try {
      expect(
        visited(`var k, keys = [];
          for (k in ["x", "y"]) keys.push(k);
          for (var s in "ab") keys.push(s);
          for (let n in null) keys.push(n);
          for (k in (keys.length, { z: 0 })) { for (const inner in { w: 1 }) keys.push(inner); keys.push(k); }
          return keys;`),
      ).toEqual(["0", "1", "0", "1", "w", "z"]);
    } finally {
      delete arrayProto.each;
    }
  });

  it("leaves code without a for…in as it was", () => {
    const code = "const o = { in: 1 }; for (const v of [1]) if ('a' in o) v;";
    expect(ownKeysLoops(code, parseAst(code))).toBe(code);
  });
});
