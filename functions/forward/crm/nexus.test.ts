import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultConfig } from "../../../src/config";
import { type FakeNexus, startFakeMercuryNexus } from "../../../tests/fakes/mercury-nexus";
import { storedLead } from "../../../tests/fixtures/new-lead";
import { parseServerOptions } from "../../options";
import type { NexusSettings } from "../../settings/crm";
import type { NexusTargetOptions } from "./nexus";
import { createNexusTarget } from "./nexus";

const NOW = new Date("2030-06-01T00:00:00.000Z");
let nexus: FakeNexus;
beforeAll(async () => {
  nexus = await startFakeMercuryNexus({
    apiKey: "group-key",
    branchToken: "branch-1",
    clock: () => NOW,
  });
});
afterAll(() => nexus.close());

/** The deals a target links, kept in a map; every call has its token at once. */
function memoryDeals(): NexusTargetOptions["store"] & { links: Map<string, string | null> } {
  const links = new Map<string, string | null>();
  return {
    links,
    takeCrmToken: async () => undefined,
    pauseCrm: async () => {},
    crmDeal: async (leadId) =>
      links.has(leadId) ? { dealId: links.get(leadId) ?? null } : undefined,
    startCrmDeal: async (leadId) => {
      links.set(leadId, null);
    },
    linkCrmDeal: async (leadId, _crm, dealId) => {
      links.set(leadId, dealId);
    },
  };
}

function target(overrides: Record<string, string> = {}) {
  const settings = parseServerOptions({
    NEXUS_API_KEY: "group-key",
    NEXUS_BRANCH_TOKEN: "branch-1",
    NEXUS_API_URL: `${nexus.url}/mercury/v1`,
    ...overrides,
  }).crm.nexus as NexusSettings;
  const store = memoryDeals();
  const nexusTarget = createNexusTarget({
    settings,
    store,
    fetch,
    config: defaultConfig,
    timeZone: "Australia/Sydney",
    deskOrigin: "https://desk.example.com",
    clock: () => NOW,
  });
  return { nexusTarget, store };
}

describe("a lead in Mercury Nexus", () => {
  it("becomes one opportunity named for the lead, its amount, and the broker's note with the desk's link", async () => {
    const { nexusTarget, store } = target();
    const lead = storedLead({
      kind: "pre-approval",
      payload: {
        name: "Jane Citizen",
        mobile: "0400 111 222",
        loanAmount: "$650,000",
        loanType: "purchase",
      },
    });

    expect(await nexusTarget.send(lead)).toEqual({ outcome: "delivered" });
    expect(await nexusTarget.send(lead)).toEqual({ outcome: "delivered" });

    const made = nexus.opportunities.filter((o) => String(o.body.notePadText).includes(lead.id));
    expect(made).toHaveLength(1);
    expect(made[0]?.body).toMatchObject({
      opportunityName: "Website lead: pre-approval, Jane Citizen",
      amount: "650000",
    });
    expect(String(made[0]?.body.notePadText)).toContain(
      `https://desk.example.com/desk/leads/${lead.id}`,
    );
    expect(store.links.get(lead.id)).toBe(made[0]?.uniqueId);
  });

  it("given a wrong key, waits with one error naming the settings to check, and makes nothing", async () => {
    const { nexusTarget } = target({ NEXUS_API_KEY: "old-key" });
    const before = nexus.opportunities.length;

    const sent = await nexusTarget.send(storedLead({ payload: { name: "Jane Citizen" } }));

    expect(sent).toMatchObject({ outcome: "wait", alarm: true });
    expect(sent.outcome === "wait" && sent.reason).toMatch(
      /^Mercury Nexus refused our credentials \(HTTP 403\): check NEXUS_API_KEY and NEXUS_BRANCH_TOKEN/,
    );
    expect(nexus.opportunities.length).toBe(before);
  });
});
