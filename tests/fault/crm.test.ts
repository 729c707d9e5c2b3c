import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { myCrmWebhook } from "../../functions/api/mycrm-webhook";
import { createMyCrmTargets } from "../../functions/forward/crm/mycrm";
import { createNexusTarget } from "../../functions/forward/crm/nexus";
import { createForwarder } from "../../functions/forward/forwarder";
import { planDeliveries } from "../../functions/forward/targets";
import { parseServerOptions } from "../../functions/options";
import type { Store } from "../../functions/store";
import { openStore } from "../../functions/store";
import { defaultConfig } from "../../src/config";
import { startFakeMercuryNexus } from "../fakes/mercury-nexus";
import { startFakeMyCrm } from "../fakes/mycrm";
import { testContext } from "../fixtures/function-context";
import { newLead } from "../fixtures/new-lead";

/*
 * The broker's CRM misbehaving as CRMs do: too busy for a minute (Mercury Nexus, MyCRM), or telling us of a deal
 * before it told us it made it. Every lead still becomes one deal, within the CRM's limits, and
 * the desk still hears how the deal went. The clock is the test's: a minute passes in a moment.
 */

const SECOND = 1000;
let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 120_000);
afterAll(async () => {
  await store.close();
});

const deal = {
  config: defaultConfig,
  timeZone: "Australia/Sydney",
  deskOrigin: "https://desk.example.com",
};

describe("Mercury Nexus busy for a minute", () => {
  it("answering 429 and 503 with Retry-After, gets each lead once, no sooner than it said and within 2 a second", async () => {
    const start = new Date("2030-06-01T00:00:00.000Z");
    const clock = { now: start };
    const nexus = await startFakeMercuryNexus({
      apiKey: "group-key",
      branchToken: "branch-1",
      clock: () => clock.now,
    });
    const busyUntil = start.getTime() + 60 * SECOND;
    nexus.throttle = (now) => {
      const elapsed = now.getTime() - start.getTime();
      if (now.getTime() >= busyUntil) return undefined;
      return { status: elapsed < 30 * SECOND ? 429 : 503, retryAfter: "20" };
    };
    const settings = parseServerOptions({
      NEXUS_API_KEY: "group-key",
      NEXUS_BRANCH_TOKEN: "branch-1",
      NEXUS_API_URL: `${nexus.url}/mercury/v1`,
      NEXUS_RATE_PER_SECOND: "2",
    }).crm.nexus;
    if (!settings) throw new Error("Mercury Nexus is not on");
    const outbox = createForwarder({
      store,
      targets: [createNexusTarget({ settings, store, fetch, ...deal, clock: () => clock.now })],
      clock: () => clock.now,
      log: { info() {}, warn() {}, error() {} },
    });
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) {
      const lead = newLead({
        createdAt: start,
        payload: { name: `Person ${n}`, phone: "0400 000 000" },
      });
      await store.insertLead(lead, planDeliveries(["nexus"], false, lead.payload));
      ids.push(lead.id);
    }

    for (let tick = 0; tick < 120; tick++) {
      await outbox.runOnce();
      clock.now = new Date(clock.now.getTime() + SECOND);
    }

    const notes = nexus.opportunities.map((o) => String(o.body.notePadText));
    for (const id of ids) expect(notes.filter((note) => note.includes(id))).toHaveLength(1);
    const duringTheMinute = nexus.arrivals.filter((at) => at.getTime() < busyUntil);
    // At 0 s (429, wait 20 s), 20 s (429), 40 s (503): never before the time it gave (two at a
    // time: the calls already under way when the answer came).
    const seconds = duringTheMinute.map((at) => (at.getTime() - start.getTime()) / SECOND);
    expect([...new Set(seconds)]).toEqual([0, 20, 40]);
    const perSecond = new Map<number, number>();
    for (const at of nexus.arrivals) {
      const second = Math.floor(at.getTime() / SECOND);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(2);
    await nexus.close();
  }, 120_000);
});

describe("MyCRM busy for a minute", () => {
  it("answering 429 and then 503 with Retry-After, makes each lead one deal, no sooner than it said and within 5 calls a second", async () => {
    // A store of its own: the deals it makes are watched from an hour on, a time the other
    // tests' clocks pass.
    const store = await openStore({ DATA_DIR: "memory" });
    const start = new Date("2030-06-15T00:00:00.000Z");
    const clock = { now: start };
    const crm = await startFakeMyCrm({
      clientId: "client",
      clientSecret: "secret",
      adviserId: "7",
    });
    const settings = parseServerOptions({
      MYCRM_API_URL: crm.url,
      MYCRM_TOKEN_URL: `${crm.url}/connect/token`,
      MYCRM_CLIENT_ID: "client",
      MYCRM_CLIENT_SECRET: "secret",
      MYCRM_ADVISER_ID: "7",
    }).crm.mycrm;
    if (!settings) throw new Error("MyCRM is not on");
    const outbox = createForwarder({
      store,
      targets: createMyCrmTargets({ settings, store, fetch, ...deal, clock: () => clock.now }),
      clock: () => clock.now,
      log: { info() {}, warn() {}, error() {} },
    });
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) {
      const lead = newLead({
        createdAt: start,
        payload: { name: `Busy ${n}`, email: `busy.${n}@example.com` },
      });
      await store.insertLead(lead, planDeliveries(["mycrm"], false, lead.payload));
      ids.push(lead.id);
    }

    // The API's calls (not the token's) made in each second of the test's clock.
    const callsAt = new Map<number, number>();
    let seen = 0;
    for (let second = 0; second < 120; second++) {
      crm.throttle =
        second < 30
          ? { status: 429, retryAfter: "20" }
          : second < 60
            ? { status: 503, retryAfter: "20" }
            : undefined;
      await outbox.runOnce();
      const calls = crm.requests.slice(seen).filter((r) => !r.endsWith("/connect/token"));
      seen = crm.requests.length;
      if (calls.length) callsAt.set(second, calls.length);
      clock.now = new Date(clock.now.getTime() + SECOND);
    }

    const made = crm.deals.map((d) => String(d.attributes.externalReference));
    for (const id of ids) expect(made.filter((ref) => ref === id)).toHaveLength(1);
    // At 0 s (429, wait 20 s), 20 s (429), 40 s (503): never before the time it gave.
    expect([...callsAt.keys()].filter((second) => second < 60)).toEqual([0, 20, 40]);
    expect(Math.max(...callsAt.values())).toBeLessThanOrEqual(5);
    await crm.close();
    await store.close();
  }, 120_000);
});

describe("MyCRM telling of a deal before its creation is answered", () => {
  it("acknowledges the webhook, and applies the deal's status once the deal is linked", async () => {
    const clock = { now: new Date("2030-07-01T00:00:00.000Z") };
    const crm = await startFakeMyCrm({
      clientId: "client",
      clientSecret: "secret",
      adviserId: "7",
    });
    const key = "k".repeat(40);
    const options = parseServerOptions({
      MYCRM_API_URL: crm.url,
      MYCRM_TOKEN_URL: `${crm.url}/connect/token`,
      MYCRM_CLIENT_ID: "client",
      MYCRM_CLIENT_SECRET: "secret",
      MYCRM_ADVISER_ID: "7",
      MYCRM_WEBHOOK_KEY: key,
    });
    const settings = options.crm.mycrm;
    if (!settings) throw new Error("MyCRM is not on");
    const acknowledged: number[] = [];
    crm.onCreate = async (made) => {
      // Lodged at once, and MyCRM says so before our request has its answer.
      Object.assign(made, { dealStatus: "Lodged", updated: clock.now.toISOString() });
      const notice = await myCrmWebhook(
        new Request(`http://127.0.0.1/api/mycrm-webhook?key=${key}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            action: "updated",
            resource: {
              type: "deals",
              id: Number(made.id),
              url: `${crm.url}/jsonapi/deals/${made.id}`,
            },
            webhook: { name: "Deal status" },
          }),
        }),
        testContext({ store, options, clock: () => clock.now }),
      );
      acknowledged.push(notice.status);
    };
    const outbox = createForwarder({
      store,
      targets: createMyCrmTargets({ settings, store, fetch, ...deal, clock: () => clock.now }),
      clock: () => clock.now,
    });
    const lead = newLead({
      createdAt: clock.now,
      payload: { name: "Jane Citizen", email: "jane@example.com" },
    });
    await store.insertLead(lead, planDeliveries(["mycrm"], false, lead.payload));

    // A few seconds, not the hour the deal would otherwise wait for its first look.
    for (let tick = 0; tick < 3; tick++) {
      await outbox.runOnce();
      clock.now = new Date(clock.now.getTime() + SECOND);
    }

    expect(acknowledged).toEqual([200]);
    expect((await store.getInboxLead(lead.id))?.stage).toBe("applied");
    await crm.close();
  }, 120_000);
});
