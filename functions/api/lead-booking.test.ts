import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import { memoryStore } from "../../tests/fixtures/memory-store";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { leadBooking, scheduler } from "./lead-booking";
import { submitLead } from "./submit-lead";

let store: Store;
memoryStore((ready) => {
  store = ready.store;
});

const withCal = parseServerOptions({
  CAL_LINK: "broker/30min",
  META_PIXEL_ID: "1234567890",
  META_CAPI_TOKEN: "meta-token",
});
const context = (options = withCal) => testContext({ store, options });

async function sendLead(name: string, options = withCal) {
  const response = await submitLead(
    new Request("http://127.0.0.1:8080/api/submit-lead", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
      body: JSON.stringify({
        kind: "debt",
        name,
        phone: "0400 111 222",
        debtAmount: "$10,000 - $30,000",
        source: "debt-inline",
        consent: "not_required",
        website: "",
      }),
    }),
    context(options),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as {
    id: string;
    booking: { token: string; scheduler: unknown };
  };
}

const book = (body: unknown) =>
  new Request("http://127.0.0.1:8080/api/lead-booking", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const calBooking = (ref: string) => ({
  scheduler: "cal",
  ref,
  eventType: "30 min call",
  startsAt: "2030-03-15T00:00:00.000Z",
});

describe("GET /api/scheduler", () => {
  it("names the broker's scheduler for /schedule-call, with nothing secret, and null when there is none", async () => {
    const withSecret = parseServerOptions({
      CAL_LINK: "broker/30min",
      CAL_WEBHOOK_SECRET: "s".repeat(32),
    });
    const ask = () => new Request("http://127.0.0.1:8080/api/scheduler");

    const cal = await scheduler(ask(), context(withSecret));
    const none = await scheduler(ask(), context(parseServerOptions({})));

    expect(cal.status).toBe(200);
    const text = await cal.text();
    expect(JSON.parse(text)).toEqual({
      scheduler: {
        name: "cal",
        link: "broker/30min",
        origin: "https://app.cal.com",
        script: "https://app.cal.com/embed/embed.js",
      },
    });
    expect(text).not.toContain("s".repeat(32));
    expect(await none.json()).toEqual({ scheduler: null });
  });
});

describe("POST /api/lead-booking", () => {
  it("a lead's acknowledgement names the scheduler to offer, with nothing secret", async () => {
    const ack = await sendLead("Offer Shown");

    expect(ack.booking.scheduler).toEqual({
      name: "cal",
      link: "broker/30min",
      origin: "https://app.cal.com",
      script: "https://app.cal.com/embed/embed.js",
    });
  });

  it("with the lead's own token, a booking is kept on it, moves it to booked, ends its clock and is reported once", async () => {
    const ack = await sendLead("Booked Visitor");
    const ctx = context();

    const response = await leadBooking(
      book({ id: ack.id, token: ack.booking.token, booking: calBooking("uid-1") }),
      ctx,
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, recorded: true });
    expect(ctx.nudgeForwarder).toHaveBeenCalled();
    const lead = await store.getInboxLead(ack.id);
    expect(lead?.stage).toBe("booked");
    expect(lead?.firstWorkedAt).toEqual(new Date("2030-03-14T09:30:00.000Z"));
    expect(lead?.booking).toEqual({
      scheduler: "cal",
      ref: "uid-1",
      eventType: "30 min call",
      startsAt: new Date("2030-03-15T00:00:00.000Z"),
      bookedAt: new Date("2030-03-14T09:30:00.000Z"),
      via: "embed",
    });
    expect(lead?.history.map((entry) => entry.stage)).toEqual(["booked"]);
    expect(lead?.deliveries.filter((d) => d.target === "meta:booked")).toHaveLength(1);

    const again = await leadBooking(
      book({ id: ack.id, token: ack.booking.token, booking: calBooking("uid-1") }),
      context(),
    );
    expect(await again.json()).toEqual({ ok: true, recorded: false });
    const after = await store.getInboxLead(ack.id);
    expect(after?.history).toHaveLength(1);
    expect(after?.deliveries.filter((d) => d.target === "meta:booked")).toHaveLength(1);
  });

  it("another lead's token is refused (403) and the lead is left as it was", async () => {
    const mine = await sendLead("Token Holder");
    const theirs = await sendLead("Someone Else");

    const response = await leadBooking(
      book({ id: theirs.id, token: mine.booking.token, booking: calBooking("uid-2") }),
      context(),
    );

    expect(response.status).toBe(403);
    expect((await response.json()).error).toBe("booking_refused");
    const lead = await store.getInboxLead(theirs.id);
    expect(lead?.stage).toBe("new");
    expect(lead?.booking).toBeNull();
  });

  it("without a token it answers 401, and with a made-up one 403", async () => {
    const ack = await sendLead("No Token");

    const none = await leadBooking(book({ id: ack.id, booking: calBooking("uid-3") }), context());
    const madeUp = await leadBooking(
      book({ id: ack.id, token: "x".repeat(43), booking: calBooking("uid-3") }),
      context(),
    );

    expect(none.status).toBe(401);
    expect(madeUp.status).toBe(403);
    expect((await store.getInboxLead(ack.id))?.booking).toBeNull();
  });

  it("a booking whose id or event type carries a line break is refused, and the lead is left as it was", async () => {
    const ack = await sendLead("Line Breaker");

    for (const booking of [
      { ...calBooking("uid-5"), eventType: "30 min call\r\nStage: settled" },
      { ...calBooking("uid-5\nsecond"), eventType: "30 min call" },
      { ...calBooking("uid-5"), eventType: "30 min\u2028call" },
    ]) {
      const response = await leadBooking(
        book({ id: ack.id, token: ack.booking.token, booking }),
        context(),
      );
      expect(response.status).toBe(400);
    }
    expect((await store.getInboxLead(ack.id))?.booking).toBeNull();
  });

  it("a body that is not JSON, or says it is not, is refused before any lead is touched", async () => {
    const ack = await sendLead("Wrong Type");
    const body = JSON.stringify({
      id: ack.id,
      token: ack.booking.token,
      callbackTime: "today-morning",
    });

    const asForm = await leadBooking(
      new Request("http://127.0.0.1:8080/api/lead-booking", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      }),
      context(),
    );
    const broken = await leadBooking(
      new Request("http://127.0.0.1:8080/api/lead-booking", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: body.slice(0, -2),
      }),
      context(),
    );

    expect(asForm.status).toBe(415);
    expect(broken.status).toBe(400);
    expect((await store.getInboxLead(ack.id))?.callbackTime ?? null).toBeNull();
  });

  it("a booking from a scheduler the broker does not use is refused", async () => {
    const ack = await sendLead("Wrong Scheduler");

    const response = await leadBooking(
      book({
        id: ack.id,
        token: ack.booking.token,
        booking: { scheduler: "calendly", ref: "https://api.calendly.com/x" },
      }),
      context(),
    );

    expect(response.status).toBe(400);
    expect((await store.getInboxLead(ack.id))?.stage).toBe("new");
  });

  it("a lead the broker already qualified keeps its stage when its visitor books", async () => {
    const ack = await sendLead("Further Along");
    await store.setLeadStage(
      ack.id,
      { stage: "qualified", lostReason: null },
      { id: "u1", name: "Dana", at: new Date("2030-03-14T09:00:00.000Z") },
    );

    const response = await leadBooking(
      book({ id: ack.id, token: ack.booking.token, booking: calBooking("uid-4") }),
      context(),
    );

    expect(response.status).toBe(200);
    const lead = await store.getInboxLead(ack.id);
    expect(lead?.stage).toBe("qualified");
    expect(lead?.booking?.ref).toBe("uid-4");
  });

  it("with no scheduler, the call-back time chosen is kept on that lead only", async () => {
    const plain = parseServerOptions({});
    const ack = await sendLead("Call Me Back", plain);
    const other = await sendLead("Not Me", plain);
    expect(ack.booking.scheduler).toBeNull();

    const kept = await leadBooking(
      book({ id: ack.id, token: ack.booking.token, callbackTime: "tomorrow-morning" }),
      context(plain),
    );
    const refused = await leadBooking(
      book({ id: other.id, token: ack.booking.token, callbackTime: "today-afternoon" }),
      context(plain),
    );

    expect(kept.status).toBe(200);
    expect(refused.status).toBe(403);
    expect((await store.getInboxLead(ack.id))?.callbackTime).toBe("tomorrow-morning");
    expect((await store.getInboxLead(other.id))?.callbackTime).toBeNull();
  });

  it("a lead sent again with its key answers a new token that works, and the first no longer does", async () => {
    const plain = parseServerOptions({});
    const key = randomUUID();
    const send = () =>
      submitLead(
        new Request("http://127.0.0.1:8080/api/submit-lead", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": key },
          body: JSON.stringify({
            kind: "debt",
            name: "Sent Twice",
            phone: "0400 111 222",
            debtAmount: "$10,000 - $30,000",
            source: "debt-inline",
            consent: "not_required",
            website: "",
          }),
        }),
        context(plain),
      );
    const first = (await (await send()).json()) as { id: string; booking: { token: string } };
    const again = await send();
    const second = (await again.json()) as { id: string; booking: { token: string } };

    const stale = await leadBooking(
      book({ id: first.id, token: first.booking.token, callbackTime: "today-morning" }),
      context(plain),
    );
    const fresh = await leadBooking(
      book({ id: second.id, token: second.booking.token, callbackTime: "tomorrow-morning" }),
      context(plain),
    );

    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(second.id).toBe(first.id);
    expect(second.booking.token).not.toBe(first.booking.token);
    expect(stale.status).toBe(403);
    expect(fresh.status).toBe(200);
    expect((await store.getInboxLead(first.id))?.callbackTime).toBe("tomorrow-morning");
  });
});
