import { describe, expect, it } from "vitest";
import { debtLeadSchema } from "./forms";
import { isPlainText } from "./plain-text";

/** Every character the rule refuses, by name: bidi controls and C0/C1 controls. */
const refused: Record<string, string> = {
  "left-to-right embedding U+202A": "\u202A",
  "right-to-left override U+202E": "\u202E",
  "left-to-right isolate U+2066": "\u2066",
  "pop directional isolate U+2069": "\u2069",
  "left-to-right mark U+200E": "\u200E",
  "right-to-left mark U+200F": "\u200F",
  "Arabic letter mark U+061C": "\u061C",
  "NUL U+0000": "\u0000",
  "bell U+0007": "\u0007",
  "escape U+001B": "\u001B",
  "DEL U+007F": "\u007F",
  "C1 control U+0090": "\u0090",
  "next line U+0085": "\u0085",
};

describe("the one text rule of every free-text field", () => {
  for (const [name, character] of Object.entries(refused)) {
    it(`refuses a ${name}, on one line or several`, () => {
      expect(isPlainText(`Jane ${character}Citizen`)).toBe(false);
      expect(isPlainText(`Called.\n${character}Again`, true)).toBe(false);
    });
  }

  it("allows tab and line breaks only where a field holds several lines", () => {
    expect(isPlainText("Called\tback")).toBe(false);
    expect(isPlainText("Called\nback")).toBe(false);
    expect(isPlainText("Called\tback\r\nThen emailed\n", true)).toBe(true);
  });

  it("allows what people do type: accents, emoji, right-to-left script, quotes", () => {
    for (const text of ["Zoë 😀 Nguyễn-O'Brien", "محمد", "שרה כהן", '"Pat" <pat@example.com>']) {
      expect(isPlainText(text), text).toBe(true);
    }
  });

  it("given a lead form, names the field that breaks it", () => {
    const parsed = debtLeadSchema.safeParse({
      name: "Jane \u200Fgpj.exe",
      phone: "0400 111 222",
      debtAmount: "$50,000+",
    });

    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["name"]);
  });
});
