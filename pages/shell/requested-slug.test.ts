import { describe, expect, it } from "vitest";
import { showRequestedSlug } from "./requested-slug";

/** The one element the not-found page marks, in a document that has it. */
function pageWithMarker() {
  const marker = { textContent: "—" };
  const doc = {
    querySelector: (selector: string) => (selector === "[data-requested-slug]" ? marker : null),
  } as unknown as Document;
  return { doc, marker };
}

describe("the slug a visitor asked for, on the location not-found page", () => {
  it("given /locations/atlantis, shows atlantis", () => {
    const { doc, marker } = pageWithMarker();
    showRequestedSlug(doc, { pathname: "/locations/atlantis" });
    expect(marker.textContent).toBe("atlantis");
  });

  it("given /mortgage-broker-st%20ives/, shows it decoded and without the slash", () => {
    const { doc, marker } = pageWithMarker();
    showRequestedSlug(doc, { pathname: "/mortgage-broker-st%20ives/" });
    expect(marker.textContent).toBe("st ives");
  });

  it("given a malformed escape, shows the raw text rather than failing", () => {
    const { doc, marker } = pageWithMarker();
    showRequestedSlug(doc, { pathname: "/locations/100%" });
    expect(marker.textContent).toBe("100%");
  });

  it("leaves pages without the marker alone", () => {
    const doc = { querySelector: () => null } as unknown as Document;
    expect(() => showRequestedSlug(doc, { pathname: "/locations/x" })).not.toThrow();
  });
});
