import { describe, expect, it } from "vitest";
import { homeSections } from "./index";

describe("home and debt landing copy", () => {
  it("links the What We Do tiles to the spec's routes", () => {
    expect(homeSections.whatWeDo.tiles.map((t) => t.href)).toEqual([
      "/home-loans",
      "/refinance-loans",
      "/first-home-buyer-loans",
      "/commercial-loans",
      "/smsf-loans",
      "/business-loans",
    ]);
  });
});
