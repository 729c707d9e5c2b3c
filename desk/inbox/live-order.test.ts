import { describe, expect, it } from "vitest";
import type { LeadSummary } from "../api/types";
import { refreshed } from "./kept-list";
import { placeLiveLead, withChangedLead } from "./live-order";

function lead(id: string, overrides: Partial<LeadSummary> = {}): LeadSummary {
  return {
    id,
    settled: null,
    createdAt: "2026-11-25T09:00:00.000Z",
    kind: "pre-approval",
    name: `Lead ${id}`,
    email: null,
    phone: "0400 123 456",
    what: "Pre-approval",
    want: null,
    value: null,
    others: 0,
    savings: null,
    source: null,
    campaign: null,
    landingPage: "/",
    stage: "new",
    followUpAt: null,
    booking: null,
    callbackTime: null,
    deliveries: [],
    ...overrides,
  };
}

const ids = (leads: LeadSummary[]) => leads.map((l) => l.id);
const arrived = "2026-11-28T23:00:00.000Z";

describe("a new lead in the list, newest first", () => {
  it("goes on top, and a lead sent again replaces its older copy", () => {
    const list = [lead("b", { createdAt: "2026-11-25T10:00:00Z" }), lead("a")];

    expect(ids(placeLiveLead(list, lead("c", { createdAt: arrived }), "", true))).toEqual([
      "c",
      "b",
      "a",
    ]);
    expect(
      placeLiveLead(list, lead("a", { createdAt: arrived, stage: "contacted" }), "", false),
    ).toEqual([lead("a", { createdAt: arrived, stage: "contacted" }), list[0]]);
  });
});

describe("a new lead in an inbox sorted by value", () => {
  const list = [
    lead("a", { value: 900_000 }),
    lead("b", { value: 650_000 }),
    lead("c", { value: 40_000 }),
  ];

  it("given a $700,000 loan, goes between the $900,000 and the $650,000 ones", () => {
    const placed = placeLiveLead(
      list,
      lead("n", { createdAt: arrived, value: 700_000 }),
      "value",
      true,
    );

    expect(ids(placed)).toEqual(["a", "n", "b", "c"]);
  });

  it("given a lead worth less than every row loaded, waits for Load more while more pages follow", () => {
    const small = lead("n", { createdAt: arrived, value: 5_000 });

    expect(ids(placeLiveLead(list, small, "value", true))).toEqual(["a", "b", "c"]);
    expect(ids(placeLiveLead(list, small, "value", false))).toEqual(["a", "b", "c", "n"]);
  });

  it("given a lead with no sum, counts it as nothing, after every lead that names one", () => {
    const rows = [lead("a", { value: 40_000 }), lead("b")];

    expect(ids(placeLiveLead(rows, lead("c", { createdAt: arrived }), "value", false))).toEqual([
      "a",
      "c",
      "b",
    ]);
  });
});

describe("a new lead in an inbox sorted by follow-up due", () => {
  it("goes after every lead with a follow-up, among those without one by id as the server orders them", () => {
    const list = [
      lead("a", { followUpAt: "2026-11-27T23:00:00Z" }),
      lead("b", { followUpAt: "2026-11-30T23:00:00Z" }),
      lead("0"),
      lead("f"),
    ];

    expect(ids(placeLiveLead(list, lead("c", { createdAt: arrived }), "follow-up", false))).toEqual(
      ["a", "b", "0", "c", "f"],
    );
  });

  it("given only leads with a follow-up loaded and more to come, waits for Load more", () => {
    const list = [lead("a", { followUpAt: "2026-11-27T23:00:00Z" })];

    expect(ids(placeLiveLead(list, lead("c", { createdAt: arrived }), "follow-up", true))).toEqual([
      "a",
    ]);
  });
});

describe("a lead whose forwarding changed", () => {
  it("is updated where it stands; one not in the list is not added", () => {
    const list = [lead("a"), lead("b", { deliveries: [{ target: "form", status: "pending" }] })];
    const sent = lead("b", { deliveries: [{ target: "form", status: "delivered" }] });

    expect(withChangedLead(list, sent)).toEqual([list[0], sent]);
    expect(withChangedLead(list, lead("z"))).toBe(list);
  });
});

describe("back to an inbox sorted by value", () => {
  it("puts a lead that came meanwhile where the sort puts it, not on top", () => {
    const kept = [lead("a", { value: 900_000 }), lead("b", { value: 40_000 })];
    const firstPage = [kept[0], lead("n", { value: 300_000 }), kept[1]].filter(
      (l): l is LeadSummary => l !== undefined,
    );

    expect(ids(refreshed(kept, firstPage, "value"))).toEqual(["a", "n", "b"]);
  });
});
