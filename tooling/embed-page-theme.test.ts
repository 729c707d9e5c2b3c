import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { customElementsManifest } from "./custom-elements.ts";
import { elementsOf } from "./element-table.ts";
import { elementThemes, writtenFallbacks } from "./embed-page-theme.ts";

const root = resolve(import.meta.dirname, "..");
const elements = elementsOf(customElementsManifest(root));
const themes = elementThemes(root, elements);

describe("the /embed theme playground's properties", () => {
  it("offers every custom property each element documents, each with the default it uses", () => {
    for (const element of elements) {
      const offered = themes[element.tagName ?? ""] ?? [];
      expect(offered.map((p) => p.name)).toEqual((element.cssProperties ?? []).map((p) => p.name));
      for (const property of offered) {
        expect(property.default, `${element.tagName} ${property.name}`).not.toBe("");
      }
    }
  });

  it("gives colours a colour picker's value and other values as written", () => {
    const calculator = themes["debt-calculator"] ?? [];
    expect(calculator.find((p) => p.name === "--ebw-calc-current")).toMatchObject({
      kind: "color",
      default: "#6d28d9",
    });
    expect(calculator.find((p) => p.name === "--ebw-radius")).toMatchObject({
      kind: "text",
      default: "8px",
      description: "Corner radius, shared by every widget.",
    });
    // A fallback that names another property takes that one's value.
    expect(
      (themes["broker-chat"] ?? []).find((p) => p.name === "--ebw-chat-launcher-bg"),
    ).toMatchObject({ kind: "color", default: "#1e3a8a" });
  });

  it("reads a fallback with commas and parentheses whole", () => {
    const css = `a { color: var(--ebw-backdrop, rgb(15 23 42 / 0.6)); font: var(--ebw-font, a, "b c"); }`;
    expect(Object.fromEntries(writtenFallbacks(css))).toEqual({
      "--ebw-backdrop": "rgb(15 23 42 / 0.6)",
      "--ebw-font": 'a, "b c"',
    });
  });
});
