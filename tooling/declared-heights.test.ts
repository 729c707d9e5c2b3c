import { describe, expect, it } from "vitest";
import { withHeights } from "./declared-heights.ts";

const declaration = (room: string) => `import type { DeliveryDeclaration } from "./shared";

/** The form. */
export const quoteForm = { tag: "quote-form", attributes: {}, events: {} };

export const delivery = {
  strategy: "visible",
  // Its one view.
  views: { attribute: "", values: [""] },
  room: ${room},
  resendsLeads: true,
} satisfies DeliveryDeclaration;
`;

describe("the heights measured, written into a widget's declaration", () => {
  it("given a room with none yet, adds them and leaves the rest of the file as it was", () => {
    expect(withHeights(declaration("{}"), { "": [280, 640, 120, -20] })).toBe(
      declaration(`{ heights: { "": [280, 640, 120, -20] } }`),
    );
  });

  it("given heights measured before, replaces them and keeps what else the room tells", () => {
    const before = declaration(`{ measured: ["wide"], width: 900, heights: { "": [280, 1] } }`);
    expect(withHeights(before, { "": [280, 700], wide: [280, 500, 8, -2] })).toBe(
      declaration(
        `{ measured: ["wide"], width: 900, heights: { "": [280, 700], wide: [280, 500, 8, -2] } }`,
      ),
    );
  });

  it("refuses a declaration whose delivery holds no room", () => {
    expect(() => withHeights(declaration("{}").replace("  room: {},\n", ""), {})).toThrow(
      /no `room`/,
    );
  });
});
