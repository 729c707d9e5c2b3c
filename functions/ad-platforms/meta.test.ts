import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeMetaGraph, startFakeMetaGraph } from "../../tests/fakes/meta-graph";
import { storedLead } from "../../tests/fixtures/new-lead";
import { createConversionTarget } from "../forward/conversions";
import type { EventSettings } from "../forward/conversions/event";
import type { StoredLead } from "../store";
import { type MetaSettings, metaPlatform } from "./meta";

const NOW = new Date("2030-03-14T10:00:00.000Z");
const PIXEL = "1234567890";
const TOKEN = "EAAB-test-token";
let graph: FakeMetaGraph;
beforeAll(async () => {
  graph = await startFakeMetaGraph({ pixelId: PIXEL, accessToken: TOKEN, clock: () => NOW });
});
afterAll(() => graph.close());

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

function lead(
  overrides: Partial<StoredLead> = {},
  payload: Record<string, unknown> = {},
): StoredLead {
  return storedLead({
    kind: "contact",
    source: "contact",
    payload: {
      kind: "contact",
      name: "Jane Citizen",
      email: "  Jane.Citizen@Example.COM ",
      phone: "0412 345 678",
      message: "I owe $10,000 - $30,000",
      consent: "granted",
      attribution: {
        landingPage: "/debtconsol?utm_source=facebook",
        fbclid: "IwAR-click",
        fbp: "fb.1.1.2",
      },
      client: {
        ip: "203.0.113.7",
        userAgent: "Mozilla/5.0 (test)",
        origin: "https://broker.example",
      },
      ...payload,
    },
    ...overrides,
  });
}

const events: EventSettings = {
  purchase: { amount: 297, currency: "AUD" },
  settledValue: { amount: 2500, currency: "AUD" },
  stageAt: async () => new Date("2030-03-14T09:50:00.000Z"),
};

function target(settings: Partial<MetaSettings> = {}, name: "meta" | "meta:settled" = "meta") {
  const meta: MetaSettings = {
    pixelId: PIXEL,
    accessToken: TOKEN,
    graphUrl: new URL(graph.url),
    version: "v24.0",
    testEventCode: "TEST123",
    stageEvents: { qualified: "QualifiedLead", settled: "LoanSettled", booked: "Schedule" },
    ...settings,
  };
  const send = metaPlatform.sender(meta, { fetch: globalThis.fetch, clock: () => NOW });
  return createConversionTarget({ name, events, send });
}

describe("Meta's Conversions API", () => {
  it("given a lead with consent, sends one Lead with its id, hashed e-mail and phone, and the browser's identifiers", async () => {
    const before = graph.accepted.length;

    expect(await target().send(lead(), "meta")).toEqual({ outcome: "delivered" });

    const [request] = graph.accepted.slice(before);
    expect(request?.path).toBe(`/v24.0/${PIXEL}/events`);
    expect(request?.body).toEqual({
      data: [
        {
          event_name: "Lead",
          event_time: Math.floor(Date.parse("2030-03-14T09:30:00.000Z") / 1000),
          event_id: "5b1d7c1e-8a52-4a8e-9f0c-3c1f6f1d2a10",
          action_source: "website",
          event_source_url: "https://broker.example/debtconsol?utm_source=facebook",
          user_data: {
            em: [sha256("jane.citizen@example.com")],
            ph: [sha256("61412345678")],
            client_ip_address: "203.0.113.7",
            client_user_agent: "Mozilla/5.0 (test)",
            fbc: `fb.1.${Date.parse("2030-03-14T09:30:00.000Z")}.IwAR-click`,
            fbp: "fb.1.1.2",
          },
        },
      ],
      test_event_code: "TEST123",
      access_token: TOKEN,
    });
    // No debt, loan or calculator figure ever goes to an ad platform.
    expect(request?.raw).not.toContain("10,000");
    expect(request?.raw).not.toContain("owe");
  });

  it("given a pre-approval lead, whose form calls the phone its mobile, matches it by the hashed mobile too", async () => {
    const before = graph.accepted.length;
    const preApproval = lead(
      { kind: "pre-approval", source: "pre-approval" },
      {
        kind: "pre-approval",
        phone: undefined,
        mobile: "0412 345 678",
        loanType: "purchase",
        loanAmount: "$650,000",
      },
    );

    expect(await target().send(preApproval, "meta")).toEqual({ outcome: "delivered" });

    const [request] = graph.accepted.slice(before);
    expect(request?.body).toMatchObject({
      data: [{ user_data: { ph: [sha256("61412345678")] } }],
    });
  });

  it("prefers the pixel's own _fbc cookie to one made from the click id", async () => {
    const before = graph.accepted.length;
    const withCookie = lead(
      {},
      { attribution: { fbclid: "IwAR-click", fbc: "fb.1.99.IwAR-cookie" } },
    );

    await target().send(withCookie, "meta");

    expect(graph.accepted[before]?.body.data[0]?.user_data.fbc).toBe("fb.1.99.IwAR-cookie");
  });

  it("given a paid strategy session, sends a Purchase with its value and currency", async () => {
    const before = graph.accepted.length;
    const payment = lead({ kind: "payment" }, { email: "jane@example.com", phone: undefined });

    await target().send(payment, "meta");

    const event = graph.accepted[before]?.body.data[0];
    expect(event).toMatchObject({
      event_name: "Purchase",
      custom_data: { value: 297, currency: "AUD" },
    });
  });

  it("given a settled loan, sends the configured custom event at the time it settled, with its value", async () => {
    const before = graph.accepted.length;

    await target({}, "meta:settled").send(lead(), "meta:settled");

    expect(graph.accepted[before]?.body.data[0]).toMatchObject({
      event_name: "LoanSettled",
      event_id: "5b1d7c1e-8a52-4a8e-9f0c-3c1f6f1d2a10:settled",
      event_time: Math.floor(Date.parse("2030-03-14T09:50:00.000Z") / 1000),
      action_source: "system_generated",
      custom_data: { value: 2500, currency: "AUD" },
    });
  });

  it("given a lead without consent, sends nothing", async () => {
    const before = graph.accepted.length + graph.refused;

    const outcome = await target().send(lead({}, { consent: "denied" }), "meta");

    expect(outcome).toMatchObject({ outcome: "skip" });
    expect(graph.accepted.length + graph.refused).toBe(before);
  });

  it("given a lead more than 7 days old, skips it without asking Meta", async () => {
    const before = graph.accepted.length + graph.refused;
    const old = lead({ createdAt: new Date("2030-03-07T09:59:00.000Z") });

    expect(await target().send(old, "meta")).toEqual({
      outcome: "skip",
      reason: "the event is over 7 days old; Meta takes none older",
    });
    expect(graph.accepted.length + graph.refused).toBe(before);
  });

  it("given a refusal Meta calls permanent (a bad token), fails with Meta's message instead of retrying", async () => {
    const outcome = await target({ accessToken: "wrong" }).send(lead(), "meta");

    expect(outcome).toEqual({
      outcome: "fail",
      error: "HTTP 400: Meta error 190: Invalid OAuth access token - Cannot parse access token",
    });
  });

  it("given a transient error, tries again later", async () => {
    graph.failTransiently(1);

    const outcome = await target().send(lead(), "meta");

    expect(outcome).toMatchObject({
      outcome: "retry",
      error: expect.stringContaining("Meta error 2"),
    });
  });

  it("given a resource request's lead, uses the key the browser sent it with as the event id, as its pixel does", async () => {
    const before = graph.accepted.length;
    const resource = lead({
      kind: "resource-download",
      idempotencyKey: "collect-lead:visitor-key-1",
    });

    await target().send(resource, "meta");

    expect(graph.accepted[before]?.body.data[0]?.event_id).toBe("visitor-key-1");
  });
});
