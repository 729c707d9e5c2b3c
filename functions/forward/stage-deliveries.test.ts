import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeMetaGraph, startFakeMetaGraph } from "../../tests/fakes/meta-graph";
import { newLead } from "../../tests/fixtures/new-lead";
import { metaPlatform } from "../ad-platforms/meta";
import type { DeliveryTarget, Sql, StageChange, Store } from "../store";
import { createStore, migrate, openSql } from "../store";
import { enqueueStageDeliveries } from "../store/desk/stage-deliveries";
import { createConversionTarget } from "./conversions";
import { createForwarder } from "./forwarder";
import { planDeliveries } from "./targets";
import { createWebhookStageTarget } from "./webhook";

const T0 = new Date("2030-01-01T00:00:00.000Z");
let graph: FakeMetaGraph;
let sql: Sql;
let store: Store;
beforeAll(async () => {
  graph = await startFakeMetaGraph({
    pixelId: "1234567890",
    accessToken: "token",
    clock: () => T0,
  });
  sql = await openSql({ DATA_DIR: "memory" });
  await migrate(sql);
  store = createStore(sql);
}, 30_000);
afterAll(async () => {
  await graph.close();
  await store.close();
});

/** Meta's target of one stage, telling the fake Graph API with the store's stage times. */
const metaStageTarget = (name: DeliveryTarget) =>
  createConversionTarget({
    name,
    events: {
      purchase: { amount: 297, currency: "AUD" },
      stageAt: (id, stage) => store.firstReached(id, stage),
    },
    send: metaPlatform.sender(
      {
        pixelId: "1234567890",
        accessToken: "token",
        graphUrl: new URL(graph.url),
        version: "v24.0",
        stageEvents: { qualified: "QualifiedLead", settled: "LoanSettled", booked: "Schedule" },
      },
      { fetch: globalThis.fetch, clock: () => T0 },
    ),
  });

async function storedLead(targets: DeliveryTarget[], consent = "granted") {
  const lead = newLead({
    createdAt: T0,
    payload: { name: "Jane Citizen", email: "jane@example.com", consent },
  });
  await store.insertLead(lead, planDeliveries(targets, false, lead.payload));
  return lead.id;
}

/** The broker moves the lead to `stage`, as the desk's stage change does, in one transaction. */
function setStage(leadId: string, stage: string, previousStage: string, minutes: number) {
  const change: StageChange = {
    id: randomUUID(),
    leadId,
    stage,
    previousStage,
    at: new Date(T0.getTime() + minutes * 60_000),
    by: "user-1",
  };
  return sql.transaction((tx) => enqueueStageDeliveries(tx, change)).then(() => change);
}

async function deliveriesOf(leadId: string) {
  const lead = (await store.listLeads()).find((candidate) => candidate.id === leadId);
  return (lead?.deliveries ?? []).map((d) => `${d.target} ${d.status}`).sort();
}

describe("a lead's stage forwarded", () => {
  it("given settled set, unset and set again, queues one conversion per platform, and the webhook every change", async () => {
    const leadId = await storedLead(["form", "webhook", "meta", "google"]);

    const changes = [
      await setStage(leadId, "settled", "approved", 1),
      await setStage(leadId, "approved", "settled", 2),
      await setStage(leadId, "settled", "approved", 3),
    ];

    expect(await deliveriesOf(leadId)).toEqual(
      [
        "form pending",
        "google pending",
        "google:settled pending",
        "meta pending",
        "meta:settled pending",
        "webhook pending",
        ...changes.map((change) => `webhook:stage:${change.id} pending`),
      ].sort(),
    );
  });

  it("given a stage that is no conversion, tells only the webhook", async () => {
    const leadId = await storedLead(["form", "webhook", "meta"]);

    const change = await setStage(leadId, "contacted", "new", 1);

    expect(await deliveriesOf(leadId)).toEqual(
      [
        "form pending",
        "meta pending",
        "webhook pending",
        `webhook:stage:${change.id} pending`,
      ].sort(),
    );
  });

  it("given a lead whose page denied consent, queues no conversion for any stage", async () => {
    const leadId = await storedLead(["form", "meta", "google"], "denied");

    await setStage(leadId, "qualified", "contacted", 1);
    await setStage(leadId, "settled", "approved", 2);

    expect(await deliveriesOf(leadId)).toEqual(
      ["form pending", "google skipped", "meta skipped"].sort(),
    );
  });

  it("sends Meta one settled event, at the first time it settled, and the webhook each change, signed", async () => {
    const leadId = await storedLead(["webhook", "meta"]);
    const first = await setStage(leadId, "settled", "approved", 1);
    await setStage(leadId, "approved", "settled", 2);
    await setStage(leadId, "settled", "approved", 3);
    const posted: Array<{ id: string | null; body: unknown }> = [];
    const hookFetch = (async (_url: string, init: RequestInit) => {
      posted.push({
        id: new Headers(init.headers).get("webhook-id"),
        body: JSON.parse(String(init.body)),
      });
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    const meta = metaStageTarget("meta:settled");
    const webhook = createWebhookStageTarget({
      url: "https://crm.example.test/hook",
      secret: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
      fetch: hookFetch,
      stages: store,
    });
    const before = graph.accepted.length;
    const forwarder = createForwarder({
      store,
      targets: [meta, webhook],
      clock: () => new Date(T0.getTime() + 10 * 60_000),
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    });

    while ((await forwarder.runOnce()) > 0) {
      // until nothing is due
    }

    const settled = graph.accepted.slice(before).flatMap((request) => request.body.data);
    expect(settled.filter((event) => String(event.event_id).startsWith(leadId))).toEqual([
      expect.objectContaining({
        event_name: "LoanSettled",
        event_id: `${leadId}:settled`,
        event_time: Math.floor(first.at.getTime() / 1000),
      }),
    ]);
    const ours = posted.filter((post) => (post.body as { leadId: string }).leadId === leadId);
    expect(ours.map((post) => (post.body as { stage: string }).stage).sort()).toEqual(
      ["approved", "settled", "settled"].sort(),
    );
    expect(ours[0]?.id).toMatch(/-stage$/);
  });
  it("given a lead already applied when its visitor books, Meta gets one Schedule event at the booking's time, and the stage stays", async () => {
    const leadId = await storedLead(["meta"]);
    await store.setLeadStage(
      leadId,
      { stage: "applied", lostReason: null },
      { id: "user-1", name: "Dana", at: new Date(T0.getTime() + 60_000) },
    );
    const token = await store.issueBookingToken(leadId);
    const bookedAt = new Date(T0.getTime() + 5 * 60_000);
    const booking = {
      scheduler: "cal" as const,
      ref: "uid-applied",
      eventType: null,
      startsAt: null,
    };

    const first = await store.recordBooking({ leadId, token }, booking, "embed", bookedAt);
    // The scheduler's webhook tells of the same booking a moment later.
    const again = await store.recordBooking(
      { email: "jane@example.com", phone: undefined },
      booking,
      "webhook",
      new Date(bookedAt.getTime() + 1_000),
    );

    expect(first).toEqual({ status: "recorded", leadId, stage: "applied" });
    expect(again.status).toBe("duplicate");
    expect(await deliveriesOf(leadId)).toEqual(["meta pending", "meta:booked pending"]);
    expect(await store.firstReached(leadId, "booked")).toEqual(bookedAt);
    const meta = metaStageTarget("meta:booked");
    const before = graph.accepted.length;
    const forwarder = createForwarder({
      store,
      targets: [meta],
      clock: () => new Date(T0.getTime() + 10 * 60_000),
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    });
    while ((await forwarder.runOnce()) > 0) {
      // until nothing is due
    }

    const sent = graph.accepted.slice(before).flatMap((request) => request.body.data);
    expect(sent.filter((event) => String(event.event_id).startsWith(leadId))).toEqual([
      expect.objectContaining({
        event_name: "Schedule",
        event_id: `${leadId}:booked`,
        event_time: Math.floor(bookedAt.getTime() / 1000),
      }),
    ]);
    expect((await store.getInboxLead(leadId))?.stage).toBe("applied");
  });
});
