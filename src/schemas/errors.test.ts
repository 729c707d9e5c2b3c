import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./errors";

describe("fieldErrors", () => {
  it("keeps the first message of each field", () => {
    const schema = z.object({
      name: z
        .string()
        .min(2, "too short")
        .regex(/^[a-z]+$/, "letters only"),
    });
    const result = schema.safeParse({ name: "1" });
    expect(result.error && fieldErrors(result.error)).toEqual({ name: "too short" });
  });

  it("names nested fields by their dotted path", () => {
    const schema = z.object({ rows: z.array(z.object({ amount: z.number("a number") })) });
    const result = schema.safeParse({ rows: [{ amount: 1 }, { amount: "x" }] });
    expect(result.error && fieldErrors(result.error)).toEqual({ "rows.1.amount": "a number" });
  });

  it("reports a problem with the whole value under form", () => {
    const result = z.object({}, "expected an object").safeParse(null);
    expect(result.error && fieldErrors(result.error)).toEqual({ form: "expected an object" });
  });

  it("copes with fields named like object built-ins", () => {
    expect(
      fieldErrors({
        issues: [
          { path: ["constructor"], message: "first" },
          { path: ["constructor"], message: "second" },
        ],
      }),
    ).toEqual({ constructor: "first" });
  });
});
