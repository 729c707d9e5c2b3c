import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultConfig } from "../../../src/config";
import { type FakeMyCrm, startFakeMyCrm } from "../../../tests/fakes/mycrm";
import { newLead } from "../../../tests/fixtures/new-lead";
import type { MyCrmSettings } from "../../settings/crm";
import type { DeliveryTarget, Store } from "../../store";
import { createStore, migrate, openSql } from "../../store";
import { createForwarder } from "../forwarder";
import { planDeliveries } from "../targets";
import { createMyCrmTargets } from "./mycrm";

const HOUR = 60 * 60 * 1000;
/** One clock for the file, only ever moved on: MyCRM's rate limit is shared by every test. */
const clock = { now: new Date("2030-05-01T00:00:00.000Z") };
const later = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
  return clock.now;
};
let crm: FakeMyCrm;
let store: Store;

beforeAll(async () => {
  crm = await startFakeMyCrm({ clientId: "client", clientSecret: "secret", adviserId: "4242" });
  const sql = await openSql({ DATA_DIR: "memory" });
  await migrate(sql);
  store = createStore(sql);
}, 120_000);
afterAll(async () => {
  await crm.close();
  await store.close();
});

function settings(overrides: Partial<MyCrmSettings> = {}): MyCrmSettings {
  return {
    apiUrl: new URL(crm.url),
    tokenUrl: new URL(`${crm.url}/connect/token`),
    clientId: "client",
    clientSecret: "secret",
    adviserId: "4242",
    scopes: "api.leads api.search api.read",
    statusPollMs: HOUR,
    webhookKey: undefined,
    ...overrides,
  };
}

/** A forwarder with MyCRM's targets whose clock the test moves. */
function forwarder(mycrm = settings(), log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }) {
  return createForwarder({
    store,
    targets: [
      // An ad platform that takes every lead and every stage it is told of.
      { name: "meta", send: async () => ({ outcome: "delivered" }) },
      { name: "meta:settled", send: async () => ({ outcome: "delivered" }) },
      ...createMyCrmTargets({
        settings: mycrm,
        store,
        fetch,
        config: defaultConfig,
        timeZone: "Australia/Sydney",
        deskOrigin: "https://desk.example.com",
        clock: () => clock.now,
      }),
    ],
    clock: () => clock.now,
    log,
  });
}

/** Rounds a second apart, so calls held back by the rate limit go too. */
async function drain(outbox: ReturnType<typeof forwarder>) {
  for (let round = 0; round < 5; round++) {
    await outbox.runOnce();
    later(1000);
  }
}

async function storeLead(payload: Record<string, unknown>, targets: DeliveryTarget[] = ["mycrm"]) {
  const lead = newLead({ kind: "pre-approval", createdAt: clock.now, payload });
  await store.insertLead(lead, planDeliveries(targets, false, lead.payload));
  return lead.id;
}

async function deliveriesOf(leadId: string) {
  const lead = (await store.listLeads()).find((candidate) => candidate.id === leadId);
  return lead?.deliveries ?? [];
}

const preApproval = {
  name: "Jane Citizen",
  mobile: "0400 111 222",
  email: "jane@example.com",
  loanType: "purchase",
  loanAmount: "650k",
  consent: "granted",
  attribution: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring-refi" },
};

describe("a lead in MyCRM", () => {
  it("becomes one lead allocated to the adviser, with its contact, note, campaign and the desk's link", async () => {
    const id = await storeLead(preApproval);

    await drain(forwarder());

    const deal = crm.deals.find((d) => d.attributes.externalReference === id);
    expect(deal?.attributes).toMatchObject({
      firstName: "Jane",
      lastName: "Citizen",
      email: "jane@example.com",
      mobile: "0400 111 222",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring-refi",
      sourceSystemUrl: `https://desk.example.com/desk/leads/${id}`,
      externalReference: id,
    });
    expect(String(deal?.attributes.dealName)).toContain("pre-approval");
    expect(String(deal?.attributes.noteDetails)).toContain("650k");
    expect((await deliveriesOf(id)).map((d) => `${d.target} ${d.status}`).sort()).toEqual([
      "mycrm delivered",
      "mycrm:status pending",
    ]);
  });

  it("given an answer that never came, the retry finds the deal by its reference and makes no second", async () => {
    const id = await storeLead(preApproval);
    crm.loseAnswers = 1;
    const outbox = forwarder();

    await drain(outbox);
    later(HOUR);
    await drain(outbox);

    expect(crm.deals.filter((d) => d.attributes.externalReference === id)).toHaveLength(1);
    expect((await deliveriesOf(id)).find((d) => d.target === "mycrm")?.status).toBe("delivered");
  });

  it("given a refused credential, the lead waits with one clear error, nothing personal logged, and goes once it is fixed", async () => {
    const ids = [await storeLead(preApproval), await storeLead(preApproval)];
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

    await drain(forwarder(settings({ clientSecret: "wrong" }), log));

    for (const id of ids) {
      const delivery = (await deliveriesOf(id)).find((d) => d.target === "mycrm");
      expect(delivery?.status).toBe("pending");
      expect(delivery?.lastError).toMatch(/MyCRM refused our credentials.*MYCRM_CLIENT_SECRET/);
    }
    expect(log.error).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify([log.error.mock.calls, log.warn.mock.calls]);
    expect(logged).not.toMatch(/Jane|jane@example\.com|0400/);
    expect(crm.deals.filter((d) => ids.includes(String(d.attributes.externalReference)))).toEqual(
      [],
    );

    later(HOUR);
    await drain(forwarder());
    for (const id of ids) {
      expect(crm.deals.filter((d) => d.attributes.externalReference === id)).toHaveLength(1);
    }
  });
});

describe("a deal's outcome from MyCRM", () => {
  it("given the deal settled, moves the lead to settled as MyCRM's doing and the ad platform hears of the settled conversion", async () => {
    const id = await storeLead(preApproval, ["mycrm", "meta"]);
    const outbox = forwarder();
    await drain(outbox);
    const deal = crm.deals.find((d) => d.attributes.externalReference === id);
    if (!deal) throw new Error("no deal");
    Object.assign(deal, {
      dealStatus: "Settled",
      updated: later(30 * 60_000).toISOString(),
      totalLoanAmount: 640_000,
    });

    later(2 * HOUR);
    await drain(outbox);

    const lead = await store.getInboxLead(id);
    expect(lead?.stage).toBe("settled");
    // The desk's lead page shows the amount, and whose word it is.
    expect(lead?.settled).toEqual({ amount: 640_000, crm: "mycrm" });
    const deliveries = (await deliveriesOf(id)).map((d) => `${d.target} ${d.status}`).sort();
    expect(deliveries).toContain("meta:settled delivered");
    expect(deliveries).toContain("mycrm:status delivered");
    const [entry] = await store.listAudit({ limit: 1 });
    expect(entry).toMatchObject({ actor: "MyCRM", action: "stage", leadId: id });
    expect(entry?.note).toContain("640000");
  });

  it("given a stage the broker set after the CRM's last change, keeps the broker's", async () => {
    const id = await storeLead(preApproval);
    const outbox = forwarder();
    await drain(outbox);
    const deal = crm.deals.find((d) => d.attributes.externalReference === id);
    if (!deal) throw new Error("no deal");
    Object.assign(deal, {
      dealStatus: "Lodged",
      updated: later(60_000).toISOString(),
    });
    await store.setLeadStage(
      id,
      { stage: "qualified", lostReason: null },
      { id: "user-1", name: "Broker", at: later(10 * 60_000) },
    );

    later(2 * HOUR);
    await drain(outbox);

    expect((await store.getInboxLead(id))?.stage).toBe("qualified");
  });
});
