import { describe, expect, it } from "vitest";
import { testDeskContext } from "../../tests/fixtures/desk-context";
import { memoryStore } from "../../tests/fixtures/memory-store";
import { newLead } from "../../tests/fixtures/new-lead";
import { createEvents } from "../api/events";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { setFollowUp } from "./inbox/follow-up";
import { listLeads } from "./inbox/list";
import { report } from "./report/report";

let store: Store;
memoryStore((ready) => {
  store = ready.store;
}, 120_000);

const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function storedAt(...moments: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const moment of moments) {
    const lead = newLead({ createdAt: new Date(moment) });
    await store.insertLead(lead, [{ target: "form", status: "pending" }]);
    ids.push(lead.id);
  }
  return ids;
}

async function inboxOf(query: string, env: Record<string, string> = {}) {
  const response = await listLeads(
    new Request(`http://127.0.0.1/desk/api/leads${query}`),
    testDeskContext({ store, options: parseServerOptions(env) }),
  );
  const body = await response.json();
  return body.leads.map((lead: { id: string }) => lead.id);
}

async function viewAt(moment: string) {
  const events = createEvents(() => "/");
  await events(
    new Request("http://127.0.0.1/api/events", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "User-Agent": browser },
      body: JSON.stringify({ path: "/", events: [{ name: "view" }] }),
    }),
    testDeskContext({ store, clock: () => new Date(moment) }),
  );
}

describe("the broker's days (Sydney unless BUSINESS_TIMEZONE says)", () => {
  it("gives 5 April 2026, when daylight saving ends, its 25 hours in the inbox's date filter", async () => {
    const [before, first, last, after] = await storedAt(
      "2026-04-04T12:59:00Z", // 23:59 AEDT on the 4th
      "2026-04-04T13:00:00Z", // 00:00 AEDT on the 5th
      "2026-04-05T13:59:00Z", // 23:59 AEST on the 5th
      "2026-04-05T14:00:00Z", // 00:00 AEST on the 6th
    );

    const ids = await inboxOf("?from=2026-04-05&to=2026-04-05");

    expect(ids).toEqual([last, first]);
    expect(ids).not.toContain(before);
    expect(ids).not.toContain(after);
  });

  it("gives 4 October 2026, when daylight saving starts, its 23 hours in the inbox's date filter", async () => {
    const [before, first, last, after] = await storedAt(
      "2026-10-03T13:59:00Z", // 23:59 AEST on the 3rd
      "2026-10-03T14:00:00Z", // 00:00 AEST on the 4th
      "2026-10-04T12:59:00Z", // 23:59 AEDT on the 4th
      "2026-10-04T13:00:00Z", // 00:00 AEDT on the 5th
    );

    const ids = await inboxOf("?from=2026-10-04&to=2026-10-04");

    expect(ids).toEqual([last, first]);
    expect(ids).not.toContain(before);
    expect(ids).not.toContain(after);
  });

  it("reads the inbox's days in the zone BUSINESS_TIMEZONE names", async () => {
    // 23:30 UTC on 2 June is 07:30 on the 3rd in Perth (no daylight saving).
    const [lead] = await storedAt("2026-06-02T23:30:00Z");

    expect(
      await inboxOf("?from=2026-06-03&to=2026-06-03", { BUSINESS_TIMEZONE: "Australia/Perth" }),
    ).toEqual([lead]);
    expect(await inboxOf("?from=2026-06-03&to=2026-06-03", { BUSINESS_TIMEZONE: "UTC" })).toEqual(
      [],
    );
  });

  it("counts page views on the broker's day, across both changeovers", async () => {
    await viewAt("2026-04-05T13:59:00Z"); // 23:59 AEST on 5 April
    await viewAt("2026-04-05T14:00:00Z"); // 00:00 on the 6th
    await viewAt("2026-10-03T14:00:00Z"); // 00:00 AEST on 4 October
    await viewAt("2026-10-04T12:59:00Z"); // 23:59 AEDT on the 4th
    await store.flushFunnelCounts();

    const april = await store.funnelSummary("2026-04-05", "2026-04-06");
    const october = await store.funnelSummary("2026-10-03", "2026-10-05");
    expect(april.byDay.map((day) => [day.day, day.views])).toEqual([
      ["2026-04-05", 1],
      ["2026-04-06", 1],
    ]);
    expect(october.byDay.map((day) => [day.day, day.views])).toEqual([["2026-10-04", 2]]);
  });

  it("ends the report's range on today in Sydney when it is still yesterday in UTC", async () => {
    const response = await report(
      new Request("http://127.0.0.1/desk/api/report"),
      testDeskContext({ store, clock: () => new Date("2026-11-28T14:30:00Z") }),
    );

    expect(await response.json()).toMatchObject({ from: "2026-10-31", to: "2026-11-29" });
  });

  it("makes a follow-up set for a day due at 9 am that day on the broker's clock", async () => {
    const [id = ""] = await storedAt("2026-03-01T00:00:00Z");
    const follow = async (day: string) => {
      const response = await setFollowUp(
        new Request(`http://127.0.0.1/desk/api/leads/${id}/follow-up`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ at: day }),
        }),
        testDeskContext({ store, params: { id } }),
      );
      return (await response.json()).lead.followUpAt;
    };

    expect(await follow("2026-04-05")).toBe("2026-04-04T23:00:00.000Z"); // 09:00 AEST
    expect(await follow("2026-10-04")).toBe("2026-10-03T22:00:00.000Z"); // 09:00 AEDT
  });

  it("stops the start when BUSINESS_TIMEZONE is not a time zone, naming it", () => {
    for (const zone of ["Sydney", "+10:00", "Australia/Nowhere"]) {
      expect(() => parseServerOptions({ BUSINESS_TIMEZONE: zone })).toThrow(/BUSINESS_TIMEZONE/);
    }
    expect(parseServerOptions({}).businessTimeZone).toBe("Australia/Sydney");
  });
});
