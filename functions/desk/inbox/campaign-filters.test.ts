import { describe, expect, it } from "vitest";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { memoryStore } from "../../../tests/fixtures/memory-store";
import { newLead } from "../../../tests/fixtures/new-lead";
import type { Store } from "../../store";
import { listCampaignValues } from "./campaign-values";
import { listLeads } from "./list";

let store: Store;
memoryStore((ready) => {
  store = ready.store;
}, 120_000);

async function stored(name: string, createdAt: string, attribution: Record<string, string>) {
  await store.insertLead(
    newLead({ payload: { name, attribution }, createdAt: new Date(createdAt) }),
    [{ target: "form", status: "pending" }],
  );
}

async function names(query: string) {
  const response = await listLeads(
    new Request(`http://127.0.0.1/desk/api/leads${query}&from=2031-05-01&to=2031-05-31`),
    testDeskContext({ store }),
  );
  const body = await response.json();
  return body.leads.map((lead: { name: string }) => lead.name).sort();
}

describe("the inbox's campaign filters", () => {
  it("find a campaign, source and medium whatever their case and spacing, by any part", async () => {
    await stored("Ann", "2031-05-02T01:00:00Z", {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "debt-consol",
    });
    await stored("Bob", "2031-05-03T01:00:00Z", {
      utm_source: "Facebook",
      utm_medium: "paid_social",
      utm_campaign: "Spring Sale",
    });
    await stored("Cat", "2031-05-04T01:00:00Z", { utm_source: "newsletter" });

    expect(await names("?source=Google")).toEqual(["Ann"]);
    expect(await names("?campaign=consol")).toEqual(["Ann"]);
    expect(await names("?campaign=spring-sale")).toEqual(["Bob"]);
    expect(await names("?campaign=SPRINGSALE&source=facebook")).toEqual(["Bob"]);
    expect(await names("?medium=Paid Social")).toEqual(["Bob"]);
    expect(await names("?campaign=autumn")).toEqual([]);
    // A search's wildcards stand for themselves.
    expect(await names("?campaign=%25")).toEqual([]);
  });

  it("offer the values the range's leads carry, as written, most leads first", async () => {
    await stored("Dan", "2031-06-02T01:00:00Z", { utm_source: "google", utm_campaign: "refi" });
    await stored("Eve", "2031-06-03T01:00:00Z", { utm_source: "google", utm_campaign: "Refi Q3" });
    await stored("Fay", "2031-06-04T01:00:00Z", { utm_source: "bing", utm_medium: "cpc" });
    await stored("Gus", "2031-07-04T01:00:00Z", { utm_source: "tiktok" });

    const response = await listCampaignValues(
      new Request("http://127.0.0.1/desk/api/leads/campaign-values?from=2031-06-01&to=2031-06-30"),
      testDeskContext({ store }),
    );

    expect(await response.json()).toEqual({
      campaign: ["Refi Q3", "refi"],
      campaignSource: ["google", "bing"],
      campaignMedium: ["cpc"],
    });
  });
});
