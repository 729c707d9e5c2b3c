import { describe, expect, it, vi } from "vitest";
import { deskTemplates } from "../../../src/content/desk-contact";
import { TEMPLATE_MAX } from "../../../src/schemas/message-templates";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { memoryStore } from "../../../tests/fixtures/memory-store";
import { newLead } from "../../../tests/fixtures/new-lead";
import type { Store } from "../../store";
import { setFollowUp } from "../inbox/follow-up";
import { listLeads } from "../inbox/list";
import { speedToLead } from "../inbox/speed";
import { setStage } from "../inbox/stage";
import { listDeliveries } from "../people/resend";
import type { DeskHandler } from "../types";
import { listAttempts, recordAttempt } from "./attempts";
import { countFollowUps } from "./follow-ups";
import { getTemplates, setTemplates } from "./templates";

vi.mock("../../store/desk/stage-deliveries", () => ({
  enqueueStageDeliveries: vi.fn(async () => {}),
}));

let store: Store;
memoryStore((ready) => {
  store = ready.store;
});

// Monday 4 March 2030, 10:00 in Sydney (AEDT, +11:00).
const ARRIVED = new Date("2030-03-03T23:00:00Z");
const minutes = (n: number, from = ARRIVED) => new Date(from.getTime() + n * 60_000);

async function call(handler: DeskHandler, id: string, body: unknown, now: Date) {
  const ctx = testDeskContext({ store, params: { id }, clock: () => now });
  const response = await handler(
    new Request(`http://127.0.0.1/desk/api/leads/${id}/x`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    ctx,
  );
  return { status: response.status, body: await response.json() };
}

async function stored(createdAt = ARRIVED) {
  const lead = newLead({ createdAt });
  await store.insertLead(lead, []);
  return lead.id;
}

describe("reaching a lead from its page", () => {
  it("given a call that found no one, records an attempt that ends the speed-to-lead clock, the lead still new", async () => {
    const id = await stored();

    const tried = await call(recordAttempt, id, { channel: "call", reached: false }, minutes(4));

    expect(tried.status).toBe(201);
    expect(tried.body.lead).toMatchObject({ stage: "new", speedToLeadMs: 4 * 60_000 });
    expect(tried.body.attempts).toEqual([
      { at: minutes(4).toISOString(), channel: "call", reached: false, by: "Broker" },
    ]);
    // A later move does not restart the clock.
    await call(setStage, id, { stage: "qualified" }, minutes(60));
    const speed = await speedToLead(
      new Request(`http://127.0.0.1/desk/api/speed?from=2030-03-03&to=2030-03-05`),
      testDeskContext({ store }),
    );
    expect((await speed.json()).weeks).toEqual([
      { week: "2030-W10", medianMs: 4 * 60_000, leads: 1 },
    ]);
  });

  it("given a message that reached them, moves a new lead to contacted, in its history", async () => {
    const id = await stored(minutes(-60 * 24 * 30));

    const reached = await call(
      recordAttempt,
      id,
      { channel: "whatsapp", reached: true },
      minutes(-60 * 24 * 30 + 2),
    );

    expect(reached.status).toBe(201);
    expect(reached.body.lead).toMatchObject({ stage: "contacted", speedToLeadMs: 2 * 60_000 });
    expect(reached.body.lead.history).toMatchObject([{ stage: "contacted", by: "Broker" }]);
    const listed = await listAttempts(
      new Request(`http://127.0.0.1/desk/api/leads/${id}/attempts`),
      testDeskContext({ store, params: { id } }),
    );
    expect((await listed.json()).attempts).toMatchObject([{ channel: "whatsapp", reached: true }]);
  });

  it("given a lead already further on, reaching them leaves its stage where it is", async () => {
    const id = await stored();
    await call(setStage, id, { stage: "applied" }, minutes(1));

    const reached = await call(recordAttempt, id, { channel: "sms", reached: true }, minutes(9));

    expect(reached.body.lead).toMatchObject({ stage: "applied", speedToLeadMs: 60_000 });
  });

  it("refuses a channel it does not know, a missing answer and a lead that is not there", async () => {
    const id = await stored();
    expect((await call(recordAttempt, id, { channel: "fax", reached: true }, ARRIVED)).status).toBe(
      400,
    );
    expect((await call(recordAttempt, id, { channel: "call" }, ARRIVED)).status).toBe(400);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      (await call(recordAttempt, missing, { channel: "call", reached: false }, ARRIVED)).status,
    ).toBe(404);
  });
});

describe("a follow-up at a time of day", () => {
  it("given a day and a time with no zone, reads them on the broker's clock", async () => {
    const id = await stored();

    const set = await call(setFollowUp, id, { at: "2030-03-05T14:30" }, ARRIVED);

    // 14:30 in Sydney during daylight saving is 03:30 UTC.
    expect(set.body.lead.followUpAt).toBe("2030-03-05T03:30:00.000Z");
    expect((await call(setFollowUp, id, { at: "2030-03-05T25:00" }, ARRIVED)).status).toBe(400);
    await call(setFollowUp, id, { at: null }, ARRIVED);
  });
});

describe("the inbox's next actions", () => {
  // Tuesday 9 April 2030 in Sydney (AEST, +10:00): the day runs 8 April 14:00Z to 9 April 14:00Z.
  const noon = new Date("2030-04-09T02:00:00Z");

  async function due(at: string, stage?: "settled" | "lost") {
    const id = await stored(new Date("2030-04-01T00:00:00Z"));
    await call(setFollowUp, id, { at }, noon);
    if (stage) await call(setStage, id, { stage, lostReason: "Went elsewhere" }, noon);
    return id;
  }

  async function view(query: string) {
    const response = await listLeads(
      new Request(`http://127.0.0.1/desk/api/leads?${query}`),
      testDeskContext({ store, clock: () => noon }),
    );
    return (await response.json()).leads.map((lead: { id: string }) => lead.id).sort();
  }

  it("lists today's follow-ups and the overdue ones, a settled or lost lead in neither", async () => {
    const morning = await due("2030-04-09T08:00");
    const evening = await due("2030-04-09T18:00");
    const yesterday = await due("2030-04-08T16:00");
    const tomorrow = await due("2030-04-10T00:30");
    await due("2030-04-09T08:30", "settled");
    await due("2030-04-08T09:00", "lost");

    expect(await view("due=today")).toEqual([morning, evening].sort());
    expect(await view("overdue=true")).toEqual([morning, yesterday].sort());
    const counts = await countFollowUps(
      new Request("http://127.0.0.1/desk/api/follow-ups"),
      testDeskContext({ store, clock: () => noon }),
    );
    expect(await counts.json()).toEqual({ dueToday: 2, overdue: 2 });
    expect(
      (await store.followUpsDueBetween(new Date("2030-04-08T00:00:00Z"), noon)).map(
        (d) => d.leadId,
      ),
    ).toEqual([yesterday, morning]);
    expect(tomorrow).toBeTruthy();
  });
});

describe("the message templates", () => {
  it("gives the desk's wording until the owner saves their own, and refuses one too long", async () => {
    const get = async () =>
      (
        await (
          await getTemplates(new Request("http://127.0.0.1/"), testDeskContext({ store }))
        ).json()
      ).templates;
    expect(await get()).toEqual(deskTemplates.defaults);

    const saved = await call(
      setTemplates,
      "",
      { sms: "  Hi {name}, about your {what}  ", whatsapp: "Hello {name}" },
      ARRIVED,
    );
    const tooLong = await call(
      setTemplates,
      "",
      { sms: "x".repeat(TEMPLATE_MAX + 1), whatsapp: "Hi" },
      ARRIVED,
    );

    expect(saved.status).toBe(200);
    expect(await get()).toEqual({ sms: "Hi {name}, about your {what}", whatsapp: "Hello {name}" });
    expect(tooLong).toMatchObject({ status: 400, body: { fields: { sms: expect.any(String) } } });
  });
});

describe("a lead's forwarding as it goes (finding 5)", () => {
  it("answers the lead's deliveries as they stand, and 404 for no lead", async () => {
    const lead = newLead();
    await store.insertLead(lead, [{ target: "form", status: "pending" }]);

    const response = await listDeliveries(
      new Request(`http://127.0.0.1/desk/api/leads/${lead.id}/deliveries`),
      testDeskContext({ store, params: { id: lead.id } }),
    );
    const missing = await listDeliveries(
      new Request("http://127.0.0.1/"),
      testDeskContext({ store, params: { id: "00000000-0000-4000-8000-000000000000" } }),
    );

    expect(response.status).toBe(200);
    expect((await response.json()).deliveries).toMatchObject([
      { target: "form", status: "pending", attempts: 0 },
    ]);
    expect(missing.status).toBe(404);
  });
});
