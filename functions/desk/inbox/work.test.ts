import { describe, expect, it, vi } from "vitest";
import { testDeskContext, testDeskUser } from "../../../tests/fixtures/desk-context";
import { memoryStore } from "../../../tests/fixtures/memory-store";
import { newLead, T0 } from "../../../tests/fixtures/new-lead";
import type { Store } from "../../store";
import { enqueueStageDeliveries } from "../../store/desk/stage-deliveries";
import type { DeskHandler } from "../types";
import { setFollowUp } from "./follow-up";
import { getLead } from "./lead";
import { listLeads } from "./list";
import { addNote } from "./notes";
import { speedToLead } from "./speed";
import { setStage } from "./stage";

vi.mock("../../store/desk/stage-deliveries", () => ({
  enqueueStageDeliveries: vi.fn(async () => {}),
}));

let store: Store;
memoryStore((ready) => {
  store = ready.store;
});

const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

async function call(handler: DeskHandler, id: string, body: unknown, now = at(0)) {
  const ctx = testDeskContext({ store, params: { id }, clock: () => now });
  const response = await handler(
    new Request(`http://127.0.0.1/desk/api/leads/${id}/x`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    ctx,
  );
  return {
    status: response.status,
    body: await response.json(),
    nudged: vi.mocked(ctx.nudgeForwarder).mock.calls.length,
  };
}

async function stored(createdAt = T0) {
  const lead = newLead({ createdAt });
  await store.insertLead(lead, []);
  return lead.id;
}

describe("moving a lead through its stages", () => {
  it("records each move with who made it, and forwards it in the same transaction", async () => {
    const id = await stored();
    vi.mocked(enqueueStageDeliveries).mockClear();

    const first = await call(setStage, id, { stage: "contacted" }, at(7));
    expect(first.status).toBe(200);
    // The change's forwarding is queued, and the forwarder told at once.
    expect(first.nudged).toBe(1);
    const { status, body } = await call(
      setStage,
      id,
      { stage: "lost", lostReason: "Went to a bank" },
      at(9),
    );

    expect(status).toBe(200);
    expect(body.lead).toMatchObject({
      stage: "lost",
      lostReason: "Went to a bank",
      speedToLeadMs: 7 * 60_000,
      history: [
        {
          at: at(7).toISOString(),
          by: testDeskUser.name,
          stage: "contacted",
          previousStage: "new",
        },
        {
          at: at(9).toISOString(),
          by: testDeskUser.name,
          stage: "lost",
          lostReason: "Went to a bank",
        },
      ],
    });
    expect(vi.mocked(enqueueStageDeliveries).mock.calls.map(([, change]) => change)).toEqual([
      expect.objectContaining({
        leadId: id,
        stage: "contacted",
        previousStage: "new",
        by: testDeskUser.id,
      }),
      expect.objectContaining({ leadId: id, stage: "lost", previousStage: "contacted" }),
    ]);
  });

  it("lets a lost lead settle after all, forgetting the reason it was lost", async () => {
    const id = await stored();
    await call(setStage, id, { stage: "lost", lostReason: "No answer" });
    const { status, body } = await call(setStage, id, { stage: "settled" });
    expect(status).toBe(200);
    expect(body.lead).toMatchObject({ stage: "settled", lostReason: null });
  });

  it("changes nothing, and forwards nothing, when the lead is at that stage already", async () => {
    const id = await stored();
    await call(setStage, id, { stage: "qualified" });
    vi.mocked(enqueueStageDeliveries).mockClear();
    const { status, body, nudged } = await call(setStage, id, { stage: "qualified" });
    expect(status).toBe(200);
    expect(nudged).toBe(0);
    expect(body.lead.history).toHaveLength(1);
    expect(enqueueStageDeliveries).not.toHaveBeenCalled();
  });

  it("refuses an unknown stage, a move back to new, and lost without a reason", async () => {
    const id = await stored();
    for (const [body, field] of [
      [{ stage: "won" }, "stage"],
      [{}, "stage"],
      [{ stage: "new" }, "stage"],
      [{ stage: "lost" }, "lostReason"],
      [{ stage: "lost", lostReason: "   " }, "lostReason"],
      [{ stage: "lost", lostReason: "x".repeat(501) }, "lostReason"],
    ] as const) {
      const answer = await call(setStage, id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual([field]);
    }
    const { body } = await call(setStage, "2f0b3c4d-0000-4000-8000-000000000000", {
      stage: "contacted",
    });
    expect(body.error).toBe("not_found");
  });
});

describe("notes and follow-ups", () => {
  it("keeps a note with its author and time, and shows notes oldest first", async () => {
    const id = await stored();
    const first = await call(addNote, id, { text: "  Called, no answer  " }, at(1));
    await call(addNote, id, { text: "Called back" }, at(2));

    expect(first).toMatchObject({
      status: 201,
      body: {
        note: {
          id: expect.any(String),
          at: at(1).toISOString(),
          author: testDeskUser.name,
          text: "Called, no answer",
        },
      },
    });
    const response = await getLead(
      new Request("http://127.0.0.1/"),
      testDeskContext({ store, params: { id } }),
    );
    const { lead } = await response.json();
    expect(lead.notes.map((note: { text: string }) => note.text)).toEqual([
      "Called, no answer",
      "Called back",
    ]);
  });

  it("refuses an empty note and one too long, and a note on no lead", async () => {
    const id = await stored();
    expect((await call(addNote, id, { text: " " })).status).toBe(400);
    expect((await call(addNote, id, { text: "x".repeat(4001) })).status).toBe(400);
    expect((await call(addNote, id, { text: "x".repeat(4000) })).status).toBe(201);
    expect((await call(addNote, "nope", { text: "hello" })).status).toBe(404);
  });

  it("sets and clears a follow-up, listed as overdue once it has passed", async () => {
    const id = await stored(at(-10_000));
    const set = await call(setFollowUp, id, { at: at(30).toISOString() });
    expect(set.body.lead.followUpAt).toBe(at(30).toISOString());
    expect((await call(setFollowUp, id, { at: "tomorrow" })).status).toBe(400);

    const overdue = async (now: Date) => {
      const response = await listLeads(
        new Request("http://127.0.0.1/desk/api/leads?overdue=true"),
        testDeskContext({ store, clock: () => now }),
      );
      const body = await response.json();
      return { ids: body.leads.map((lead: { id: string }) => lead.id), count: body.counts.overdue };
    };
    expect(await overdue(at(29))).toEqual({ ids: [], count: 0 });
    expect(await overdue(at(31))).toEqual({ ids: [id], count: 1 });

    await call(setFollowUp, id, { at: null });
    expect(await overdue(at(31))).toEqual({ ids: [], count: 0 });
  });
});

describe("speed to lead", () => {
  it("gives the median time to the first move per ISO week of arrival", async () => {
    // Monday 4 March 2030, 10:00 in Sydney, and the week after.
    const week1 = new Date("2030-03-03T23:00:00Z");
    const week2 = new Date("2030-03-10T23:00:00Z");
    const minutes = (base: Date, n: number) => new Date(base.getTime() + n * 60_000);
    for (const [arrived, firstMove] of [
      [week1, 5],
      [week1, 15],
      [week1, 40],
      [week2, 3],
    ] as const) {
      const id = await stored(arrived);
      await call(setStage, id, { stage: "contacted" }, minutes(arrived, firstMove));
      // Only the first move counts.
      await call(setStage, id, { stage: "qualified" }, minutes(arrived, firstMove + 600));
    }
    await stored(week2); // not worked yet

    const response = await speedToLead(
      new Request("http://127.0.0.1/desk/api/speed?from=2030-03-01&to=2030-03-20"),
      testDeskContext({ store }),
    );
    expect(await response.json()).toEqual({
      weeks: [
        { week: "2030-W10", medianMs: 15 * 60_000, leads: 3 },
        { week: "2030-W11", medianMs: 3 * 60_000, leads: 1 },
      ],
    });
  });
});
