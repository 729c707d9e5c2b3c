import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LeadDetail } from "../api/types";
import { Notes } from "./Notes";
import { StageControl } from "./StageControl";

const newLead = { id: "lead-1", stage: "new", lostReason: null } as unknown as LeadDetail;

/** The `<option>`s of the markup a broker can pick, by their text. */
const offered = (html: string) =>
  [...html.matchAll(/<option value="[^"]*"( disabled="")?>([^<]*)<\/option>/g)]
    .filter((match) => !match[1])
    .map((match) => match[2]);

describe("the lead page's controls take only what the server takes", () => {
  it("given a new lead, Move to offers every stage but New, which the server refuses", () => {
    const html = renderToStaticMarkup(
      createElement(StageControl, { lead: newLead, onChange: () => {} }),
    );
    expect(offered(html)).toEqual([
      "Contacted",
      "Booked",
      "Qualified",
      "Applied",
      "Approved",
      "Settled",
      "Lost",
    ]);
  });

  it("the note box stops at the 4,000 characters the server keeps", () => {
    const html = renderToStaticMarkup(
      createElement(Notes, { leadId: "lead-1", notes: [], onAdded: () => {} }),
    );
    expect(html).toContain('maxLength="4000"');
  });
});
