import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDeskContext, testDeskUser } from "../../../tests/fixtures/desk-context";
import { funnelPage } from "../../../tests/fixtures/funnel-page";
import { memoryStore } from "../../../tests/fixtures/memory-store";
import type { Sql, Store } from "../../store";
import { report } from "./report";

let sql: Sql;
let store: Store;
memoryStore((ready) => {
  ({ sql, store } = ready);
}, 120_000);

const page = funnelPage({ path: "/debtconsol" });

const get = (query: string) => new Request(`http://127.0.0.1/desk/api/report${query}`);
const ctx = () => testDeskContext({ store, clock: () => new Date("2030-09-30T12:00:00Z") });

async function storeLead(campaign: string, day: string): Promise<string> {
  return storeLeadWith({ attribution: { utm_campaign: campaign } }, `${day}T03:00:00Z`);
}

async function storeLeadWith(payload: object, at: string): Promise<string> {
  const id = randomUUID();
  await sql.query(
    `INSERT INTO leads (id, idempotency_key, kind, payload, body_hash, source, created_at)
     VALUES ($1, $2, 'calculator', $3::jsonb, 'h', 'debt-calculator', $4::timestamptz)`,
    [id, randomUUID(), JSON.stringify(payload), at],
  );
  return id;
}

describe("GET /desk/api/report", () => {
  it("sums the range's page events by day, campaign, page and widget, and their leads from the store", async () => {
    for (let i = 0; i < 20; i++) store.countFunnel("2030-09-10", page, "view");
    const calculator = { ...page, widget: "debt-calculator", variant: "compact" };
    for (let i = 0; i < 10; i++) store.countFunnel("2030-09-10", calculator, "shown");
    for (let i = 0; i < 4; i++) store.countFunnel("2030-09-10", calculator, "engaged");
    store.countFunnel("2030-09-10", calculator, "attempted");
    store.countFunnel("2030-09-10", calculator, "lead");
    store.countFunnel("2030-08-01", page, "view");
    await store.flushFunnelCounts();

    const response = await report(get("?from=2030-09-01&to=2030-09-30"), ctx());

    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ from: "2030-09-01", to: "2030-09-30" });
    // The page's `lead` event is not a lead: none is stored.
    expect(body.byDay).toEqual([
      expect.objectContaining({ day: "2030-09-10", views: 20, leads: 0 }),
    ]);
    expect(body.byPath).toEqual([expect.objectContaining({ value: "/debtconsol", views: 20 })]);
    expect(body.byWidget).toEqual([
      expect.objectContaining({
        value: "debt-calculator compact",
        shown: 10,
        engaged: 4,
        attempted: 1,
        leads: 0,
      }),
    ]);
  });

  it("counts a stored lead once, by its page, widget and campaign, when its page's events never arrived", async () => {
    await storeLeadWith(
      {
        attribution: { utm_source: "google", utm_campaign: "consol" },
        page: { path: "/debt-calculator", site: "debt", widget: "debt-calculator", variant: "" },
      },
      "2030-03-12T01:00:00Z",
    );

    const body = await (await report(get("?from=2030-03-01&to=2030-03-30"), ctx())).json();

    const one = { views: 1, leads: 1 };
    expect(body.byDay).toEqual([expect.objectContaining({ day: "2030-03-12", ...one })]);
    expect(body.byCampaign).toEqual([expect.objectContaining({ value: "consol", ...one })]);
    expect(body.bySource).toEqual([expect.objectContaining({ value: "google", ...one })]);
    expect(body.byPath).toEqual([expect.objectContaining({ value: "/debt-calculator", ...one })]);
    // Each step counts at least the leads after it: no rate can pass 100 %.
    expect(body.byWidget).toEqual([
      expect.objectContaining({
        widget: "debt-calculator",
        shown: 1,
        engaged: 1,
        attempted: 1,
        leads: 1,
      }),
    ]);
  });

  it("leaves the leads unchanged however many lead events a stranger sends", async () => {
    await storeLeadWith({ attribution: { utm_campaign: "spring" } }, "2030-04-12T01:00:00Z");
    const spring = { ...page, utm_campaign: "spring" };
    for (let i = 0; i < 120; i++) store.countFunnel("2030-04-12", spring, "view");
    for (let i = 0; i < 160; i++) store.countFunnel("2030-04-12", spring, "lead");
    await store.flushFunnelCounts();

    const body = await (await report(get("?from=2030-04-01&to=2030-04-30"), ctx())).json();

    expect(body.byCampaign).toEqual([
      expect.objectContaining({ value: "spring", views: 120, leads: 1 }),
    ]);
  });

  it("credits a lead's first or last touch as the marketer asks", async () => {
    await storeLeadWith(
      {
        attribution: {
          utm_source: "facebook",
          utm_campaign: "retarget",
          fbclid: "F1",
          gclid: "G1",
          firstTouch: { utm_source: "google", utm_campaign: "spring", gclid: "G1" },
        },
      },
      "2030-07-12T01:00:00Z",
    );
    const campaigns = async (query: string) => {
      const body = await (
        await report(get(`?from=2030-07-01&to=2030-07-30${query}`), ctx())
      ).json();
      return [body.model, body.byCampaign.map((row: { value: string }) => row.value)];
    };

    expect(await campaigns("")).toEqual(["last", ["retarget"]]);
    expect(await campaigns("&model=last")).toEqual(["last", ["retarget"]]);
    expect(await campaigns("&model=first")).toEqual(["first", ["spring"]]);
    const refused = await report(get("?model=middle"), ctx());
    expect(refused.status).toBe(400);
  });

  it("given a filter to one campaign, shows only that campaign's views and leads, however it is typed", async () => {
    const spring = funnelPage({ path: "/debtconsol", utm_campaign: "Spring-Sale" });
    const autumn = funnelPage({
      path: "/debt-calculator",
      utm_campaign: "autumn",
      utm_source: "google",
    });
    for (let i = 0; i < 30; i++) store.countFunnel("2030-02-10", spring, "view");
    for (let i = 0; i < 5; i++)
      store.countFunnel("2030-02-10", { ...spring, widget: "lead-form" }, "shown");
    for (let i = 0; i < 70; i++) store.countFunnel("2030-02-11", autumn, "view");
    await store.flushFunnelCounts();
    const page = { path: "/debtconsol", site: "debt", widget: "lead-form", variant: "" };
    await storeLeadWith(
      { attribution: { utm_source: "facebook", utm_campaign: "Spring-Sale" }, page },
      "2030-02-10T01:00:00Z",
    );
    await storeLeadWith(
      { attribution: { utm_source: "facebook", utm_campaign: "Spring-Sale" }, page },
      "2030-02-10T02:00:00Z",
    );
    await storeLeadWith(
      {
        attribution: { utm_source: "google", utm_campaign: "autumn" },
        page: { ...page, path: "/debt-calculator" },
      },
      "2030-02-11T01:00:00Z",
    );

    const response = await report(
      get("?from=2030-02-01&to=2030-02-28&campaign=spring%20sale"),
      ctx(),
    );

    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.filter).toEqual({ campaign: "spring sale" });
    expect(body.byDay).toEqual([
      expect.objectContaining({ day: "2030-02-10", views: 30, leads: 2 }),
    ]);
    expect(body.byCampaign).toEqual([
      expect.objectContaining({ value: "Spring-Sale", views: 30, leads: 2 }),
    ]);
    expect(body.bySource).toEqual([
      expect.objectContaining({ value: "facebook", views: 30, leads: 2 }),
    ]);
    expect(body.byPath).toEqual([
      expect.objectContaining({ value: "/debtconsol", views: 30, leads: 2 }),
    ]);
    expect(body.byWidget).toEqual([
      expect.objectContaining({ widget: "lead-form", shown: 5, leads: 2 }),
    ]);
    // The source and medium filters read the same way; all three together narrow further.
    const google = await (
      await report(get("?from=2030-02-01&to=2030-02-28&source=Google"), ctx())
    ).json();
    expect(google.byPath).toEqual([
      expect.objectContaining({ value: "/debt-calculator", views: 70, leads: 1 }),
    ]);
    const none = await (
      await report(get("?from=2030-02-01&to=2030-02-28&source=google&campaign=spring"), ctx())
    ).json();
    expect([none.byDay, none.byCampaign]).toEqual([[], []]);
    const tooLong = await report(get(`?campaign=${"x".repeat(201)}`), ctx());
    expect(tooLong.status).toBe(400);
  });

  it("counts a lead on the broker's day, not the UTC one", async () => {
    // 01:00 on the 10th in Sydney (summer time) is 14:00 on the 9th in UTC.
    await storeLeadWith({}, "2030-11-09T14:00:00Z");

    const body = await (await report(get("?from=2030-11-01&to=2030-11-30"), ctx())).json();

    expect(body.byDay).toEqual([expect.objectContaining({ day: "2030-11-10", leads: 1 })]);
  });

  it("counts per campaign the leads that reached contacted, qualified and settled", async () => {
    const settled = await storeLead("autumn", "2030-06-03");
    const qualified = await storeLead("autumn", "2030-06-04");
    const lost = await storeLead("autumn", "2030-06-05");
    await storeLead("autumn", "2030-06-06");
    await storeLead("autumn", "2030-05-31");
    // As the broker moves them in the desk.
    const broker = {
      id: testDeskUser.id,
      name: testDeskUser.name,
      at: new Date("2030-06-10T00:00:00Z"),
    };
    for (const [id, stage] of [
      [settled, "contacted"],
      [settled, "qualified"],
      [settled, "settled"],
      [qualified, "contacted"],
      [qualified, "qualified"],
      [lost, "contacted"],
      [lost, "lost"],
    ] as const) {
      const lostReason = stage === "lost" ? "Went to a bank" : null;
      await store.setLeadStage(id, { stage, lostReason }, broker);
    }

    const body = await (await report(get("?from=2030-06-01&to=2030-06-30"), ctx())).json();

    expect(body.byCampaign).toEqual([
      expect.objectContaining({
        value: "autumn",
        leads: 4,
        contacted: 3,
        qualified: 2,
        settled: 1,
      }),
    ]);
  });

  it.each([
    ["a date that is not one", "?from=2030-02-30&to=2030-03-01"],
    ["a range that ends before it starts", "?from=2030-03-02&to=2030-03-01"],
    ["a range over 400 days", "?from=2028-01-01&to=2030-03-01"],
  ])("answers %s with 400", async (_, query) => {
    const response = await report(get(query), ctx());

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: "invalid_range" });
  });

  it("covers the last 30 days when no range is given", async () => {
    const body = await (await report(get(""), ctx())).json();

    expect([body.from, body.to]).toEqual(["2030-09-01", "2030-09-30"]);
  });
});
