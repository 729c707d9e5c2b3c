import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { ElementDeclaration } from "../../widgets/shared/element/declaration";
import { plainAttributeDefines } from "../../widgets/shared/element/plain-attributes";

// The plain elements read their attributes from constants the build writes in from their
// declarations (`widgets/shared/element/plain-attributes.ts`).
const root = resolve(import.meta.dirname, "../..");

const popup = {
  tag: "made-up-popup",
  attributes: {
    href: "string",
    startDelay: { kind: "number", default: 3 },
    open: "boolean",
    storageKey: { kind: "string", default: "made-up-shown" },
  },
  events: {},
} satisfies ElementDeclaration;

describe("the plain elements' attributes", () => {
  it("given a declaration, writes in each attribute's name, the boolean ones and the defaults", () => {
    const defines = plainAttributeDefines([popup]);
    const value = (path: string) => JSON.parse(defines[`__MADE_UP_POPUP__${path}`] ?? "null");
    expect(value(".attributeOf")).toEqual({
      href: "href",
      startDelay: "start-delay",
      open: "open",
      storageKey: "storage-key",
    });
    expect(value(".observed")).toEqual(["href", "start-delay", "open", "storage-key"]);
    expect(value(".booleans")).toEqual(["open"]);
    expect(value(".defaults")).toEqual({ startDelay: 3, storageKey: "made-up-shown" });
    // A read of one value becomes that value, not the whole object.
    expect(value(".attributeOf.startDelay")).toBe("start-delay");
    expect(value(".defaults.storageKey")).toBe("made-up-shown");
    expect(value("").booleans).toEqual(["open"]);
  });

  it("given the built elements, each has its constants written in, none left to read", () => {
    for (const file of [
      "dist/widgets/exit-intent.js",
      "dist/widgets/standalone/exit-intent.js",
      "dist/widgets/broker-chat.js",
      "dist/widgets/standalone/broker-chat.js",
    ]) {
      const code = readFileSync(resolve(root, file), "utf8");
      expect(code, file).not.toMatch(/__[A-Z_]+__/);
      expect(code, file).toContain(file.includes("exit-intent") ? "storage-key" : "api-base");
    }
  });
});
