import { describe, expect, it } from "vitest";
import type { PersonRecord } from "../api/types";
import { countsIn, countsOf, countsSummary, recordIn } from "./counts";

const delivery = {
  status: "delivered" as const,
  attempts: 1,
  lastError: null,
  deliveredAt: "2026-11-25T00:00:00.000Z",
};

describe("what an erasure will take", () => {
  it("counts a person's leads with their deliveries and contacts with their downloads", () => {
    const record: PersonRecord = {
      leads: [
        {
          id: "a",
          kind: "debt",
          source: "debt-lead-inline",
          createdAt: "2026-11-25T00:00:00.000Z",
          payload: {},
          deliveries: [
            { target: "form", ...delivery },
            { target: "webhook", ...delivery },
          ],
        },
      ],
      contacts: [{ email: "sam@example.com", downloads: [{ resource: "guide" }] }],
      payments: [],
    };

    expect(countsOf(record)).toEqual({
      lead: 1,
      delivery: 2,
      contact: 1,
      download: 1,
      payment: 0,
    });
    expect(countsSummary(countsOf(record))).toBe("1 lead, 2 deliveries, 1 contact, and 1 download");
  });

  it("names nothing when nothing is stored", () => {
    expect(countsSummary({ lead: 0, delivery: 0, contact: 0, download: 0, payment: 0 })).toBe(
      "nothing",
    );
    expect(countsSummary({ lead: 2, payment: 1 })).toBe("2 leads and 1 payment");
  });
});

describe("the people API's answers", () => {
  it("reads counts given bare or as {counts}", () => {
    const counts = { lead: 1, delivery: 2, contact: 0, download: 0, payment: 0 };

    expect(countsIn(counts)).toEqual(counts);
    expect(countsIn({ counts })).toEqual(counts);
  });

  it("reads a person's record given bare or wrapped", () => {
    const record: PersonRecord = { leads: [], contacts: [], payments: [] };

    expect(recordIn(record)).toBe(record);
    expect(recordIn({ record })).toBe(record);
    expect(recordIn({ person: record })).toBe(record);
  });
});
