import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webPush from "web-push";
import { type FakePushService, startFakePushService } from "../../tests/fakes/push-service";
import { enrolledSession } from "../../tests/fixtures/desk-session";
import { newLead } from "../../tests/fixtures/new-lead";
import type { Store } from "../store";
import { createStore, migrate, openSql } from "../store";
import { createForwarder } from "./forwarder";
import { createPushTargets } from "./push";
import { planDeliveries, type Target } from "./targets";

const vapid = { ...webPush.generateVAPIDKeys(), subject: "mailto:broker@example.com" };
const SYDNEY = "Australia/Sydney";
let pushService: FakePushService;
let store: Store;

beforeAll(async () => {
  pushService = await startFakePushService();
  const sql = await openSql({ DATA_DIR: "memory" });
  await migrate(sql);
  store = createStore(sql);
}, 30_000);
afterAll(async () => {
  await pushService.close();
  await store.close();
});

/** A desk user's device that allowed notifications, as the desk's route keeps it. */
async function allowedDevice({ showNames = false } = {}) {
  const { userId, sessionId } = await enrolledSession(store);
  const subscription = pushService.subscribe(vapid.publicKey);
  await store.savePushSubscription({
    id: randomUUID(),
    userId,
    sessionId,
    endpoint: subscription.endpoint,
    ...subscription.keys,
    showNames,
    createdAt: new Date(),
  });
  return { ...subscription, userId, sessionId };
}

function forwarderAt(now: Date, extra: Target[] = []) {
  return createForwarder({
    store,
    targets: [
      ...createPushTargets({
        vapid,
        fallbackSubject: "mailto:unused@example.com",
        store,
        fetch,
        timeZone: SYDNEY,
        clock: () => now,
      }),
      ...extra,
    ],
    clock: () => now,
    retry: { baseMs: 1_000, maxMs: 1_000, maxAttempts: 0 },
    random: () => 0,
    log: { info() {}, warn() {}, error() {} },
  });
}

async function newPreApproval(createdAt: Date, name = "Jane Citizen") {
  const lead = newLead({
    kind: "pre-approval",
    createdAt,
    payload: { name, loanType: "refinance", loanAmount: "600000", email: "jane@example.com" },
  });
  await store.insertLead(lead, planDeliveries(["push"], false, lead.payload));
  return lead;
}

const pushesTo = (device: string) =>
  pushService.received.filter((push) => push.device === device).map((push) => push.message);

describe("a new lead pushed to each allowed device", { timeout: 20_000 }, () => {
  it("given two devices, each gets one encrypted, signed push saying what the lead wants; names only where allowed", async () => {
    const discreet = await allowedDevice();
    const named = await allowedDevice({ showNames: true });
    const at = new Date("2030-03-02T01:00:00Z"); // noon in Sydney
    const lead = await newPreApproval(at);

    const forwarder = forwarderAt(at);
    await forwarder.runOnce();
    await forwarder.runOnce();

    expect(pushesTo(discreet.device)).toEqual([
      {
        title: "New lead: refinance, $600k",
        body: "",
        url: `/desk/leads/${lead.id}`,
        tag: `lead:${lead.id}`,
      },
    ]);
    expect(pushesTo(named.device)).toEqual([
      {
        title: "New lead: Jane Citizen",
        body: "refinance, $600k",
        url: `/desk/leads/${lead.id}`,
        tag: `lead:${lead.id}`,
      },
    ]);
    const push = pushService.received.find((one) => one.device === named.device);
    expect(push?.claims.aud).toBe(pushService.url);
    expect(push?.claims.sub).toBe("mailto:broker@example.com");
    expect(push?.urgency).toBe("high");
  });

  it("given a spam lead, wakes no device", async () => {
    const device = await allowedDevice();
    const lead = newLead({ createdAt: new Date("2030-03-02T01:00:00Z"), isSpam: true });
    await store.insertLead(lead, planDeliveries(["push"], true, lead.payload));
    await forwarderAt(new Date("2030-03-02T01:00:00Z")).runOnce();
    expect(pushesTo(device.device)).toEqual([]);
  });

  it("given the push service down, retries until it takes the push, and then never sends it again", async () => {
    const device = await allowedDevice();
    const at = new Date("2030-03-03T01:00:00Z");
    await newPreApproval(at, "Retry Person");
    pushService.failNext(2, 503);

    await forwarderAt(at).runOnce();
    await forwarderAt(new Date(at.getTime() + 1_000)).runOnce();
    await forwarderAt(new Date(at.getTime() + 2_000)).runOnce();
    await forwarderAt(new Date(at.getTime() + 3_000)).runOnce();

    expect(pushesTo(device.device)).toHaveLength(1);
  });

  it("given a device that unsubscribed (410), removes it and sends it nothing more", async () => {
    const device = await allowedDevice();
    pushService.unsubscribe(device.device);
    const at = new Date("2030-03-04T01:00:00Z");
    await newPreApproval(at);
    await forwarderAt(at).runOnce();

    const leadId = (await newPreApproval(new Date(at.getTime() + 1_000))).id;
    const rows = (await store.listLeads()).find((lead) => lead.id === leadId)?.deliveries ?? [];
    expect(rows.filter((row) => row.target.includes(device.device))).toEqual([]);
    expect(await store.sessionPushSubscription(device.sessionId, device.endpoint)).toBeNull();
  });

  it("given its person revoked, their device is no longer subscribed", async () => {
    const device = await allowedDevice();
    const other = await enrolledSession(store);
    expect(await store.sessionPushSubscription(device.sessionId, device.endpoint)).not.toBeNull();
    await store.revokeUser(
      (await store.listUsers()).find((user) => user.id === device.userId)?.email ?? "",
      new Date(),
    );
    expect(await store.sessionPushSubscription(device.sessionId, device.endpoint)).toBeNull();
    expect(other.userId).not.toBe(device.userId);
  });
});

describe("quiet hours", { timeout: 20_000 }, () => {
  it("given a lead at 11 pm in quiet hours of 22:00 to 07:00, the push waits until 7 am on the broker's clock", async () => {
    await store.setQuietHours({ starts: "22:00", ends: "07:00" }, new Date());
    const device = await allowedDevice();
    const lateEvening = new Date("2030-03-05T12:00:00Z"); // 11 pm in Sydney (summer time)
    await newPreApproval(lateEvening);

    await forwarderAt(lateEvening).runOnce();
    expect(pushesTo(device.device)).toEqual([]);
    await forwarderAt(new Date("2030-03-05T19:59:00Z")).runOnce(); // 6:59 am
    expect(pushesTo(device.device)).toEqual([]);
    await forwarderAt(new Date("2030-03-05T20:00:00Z")).runOnce(); // 7:00 am
    expect(pushesTo(device.device)).toHaveLength(1);
    await store.setQuietHours(null, new Date());
  });
});

describe("a delivery that failed for good", { timeout: 20_000 }, () => {
  it("given the lead e-mail refused for good, each device is told once, and tapping opens the lead", async () => {
    const device = await allowedDevice();
    const at = new Date("2030-03-06T01:00:00Z");
    const lead = newLead({ createdAt: at, payload: { name: "Failed Person" } });
    await store.insertLead(lead, planDeliveries(["form"], false, lead.payload));
    const refusing: Target = {
      name: "form",
      send: async () => ({ outcome: "fail", error: "HTTP 400: bad access key" }),
    };

    await forwarderAt(at, [refusing]).runOnce();
    await forwarderAt(at, [refusing]).runOnce();

    expect(pushesTo(device.device)).toEqual([
      {
        title: "Not delivered: the lead e-mail",
        body: "debt consolidation. Open the lead to send it again.",
        url: `/desk/leads/${lead.id}`,
        tag: `failed:${lead.id}`,
      },
    ]);
  });
});

describe("a follow-up falling due", { timeout: 20_000 }, () => {
  it("given a follow-up moved after its push was queued, only the push for the new time is sent", async () => {
    const device = await allowedDevice();
    const at = new Date("2030-03-07T01:00:00Z");
    const lead = await newPreApproval(at, "Due Person");
    const first = new Date("2030-03-08T00:00:00Z"); // 11 am in Sydney
    const moved = new Date("2030-03-09T00:00:00Z");
    await store.setFollowUp(lead.id, first);
    await store.enqueuePush(lead.id, "due", first, first.toISOString());
    await store.setFollowUp(lead.id, moved);
    await store.enqueuePush(lead.id, "due", moved, moved.toISOString());

    await forwarderAt(at).runOnce();
    await forwarderAt(first).runOnce();
    await forwarderAt(moved).runOnce();

    const due = pushesTo(device.device).filter((message) => message.tag === `due:${lead.id}`);
    expect(due).toEqual([
      {
        title: "Follow-up due: refinance, $600k",
        body: "",
        url: `/desk/leads/${lead.id}`,
        tag: `due:${lead.id}`,
      },
    ]);
  });
});
