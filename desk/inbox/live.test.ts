import { describe, expect, it } from "vitest";
import { connectLive, type EventSourceLike } from "../api/live";
import type { LeadSummary } from "../api/types";
import { setBusinessTimeZone } from "../format/format";
import { NO_FILTERS } from "./filters";
import { matchesFilters } from "./live-filters";

/** An EventSource a test drives: opens, sends events, fails. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners: { type: string; listener: (event: MessageEvent<string>) => void }[] = [];
  constructor(readonly url: string) {}
  addEventListener(
    type: "lead" | "change" | "ended",
    listener: (event: MessageEvent<string>) => void,
  ) {
    this.listeners.push({ type, listener });
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  send(data: string, type = "lead") {
    for (const l of this.listeners) {
      if (l.type === type) l.listener({ data } as MessageEvent<string>);
    }
  }
  /** The connection dropped; the browser retries by itself (`closed: false`) or gives up. */
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.(new Event("error"));
  }
}

function lead(overrides: Partial<LeadSummary> = {}): LeadSummary {
  return {
    id: "lead-1",
    settled: null,
    createdAt: "2026-11-25T09:00:00.000Z",
    kind: "debt",
    name: "Jordan Lee",
    email: null,
    phone: "0400 123 456",
    what: "Debt consolidation",
    want: "Debt $10,000 - $30,000",
    value: 20_000,
    others: 0,
    booking: null,
    callbackTime: null,
    savings: null,
    source: "debt-lead-inline",
    campaign: "spring",
    landingPage: "/",
    stage: "new",
    followUpAt: null,
    deliveries: [],
    ...overrides,
  };
}

function harness() {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const leads: LeadSummary[] = [];
  const changed: LeadSummary[] = [];
  const states: string[] = [];
  const ended: string[] = [];
  const close = connectLive({
    url: "/desk/api/leads/stream",
    onLead: (l) => leads.push(l),
    onChange: (l) => changed.push(l),
    onState: (s) => states.push(s),
    onEnded: () => ended.push("ended"),
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    setTimer: (run, ms) => {
      timers.push({ run, ms });
      return timers.length;
    },
    clearTimer: () => {},
  });
  return { sources, timers, leads, changed, states, ended, close };
}

describe("the inbox's live stream", () => {
  it("hands on each lead the server sends and skips what is not a lead", () => {
    const { sources, leads, states } = harness();
    const source = sources[0] as FakeSource;
    source.open();

    source.send(JSON.stringify(lead({ id: "a" })));
    source.send("not json");
    source.send(JSON.stringify({ hello: "world" }));
    source.send(JSON.stringify(lead({ id: "b" })));

    expect(leads.map((l) => l.id)).toEqual(["a", "b"]);
    expect(states).toEqual(["connecting", "open"]);
    expect(source.url).toBe("/desk/api/leads/stream");
  });

  it("hands on a lead whose forwarding changed apart from the new ones", () => {
    const { sources, leads, changed } = harness();
    const source = sources[0] as FakeSource;
    source.open();

    source.send(
      JSON.stringify(lead({ id: "a", deliveries: [{ target: "form", status: "delivered" }] })),
      "change",
    );

    expect(leads).toEqual([]);
    expect(changed.map((l) => [l.id, l.deliveries])).toEqual([
      ["a", [{ target: "form", status: "delivered" }]],
    ]);
  });

  it("leaves a dropped connection to the browser's own retry", () => {
    const { sources, timers, states } = harness();
    (sources[0] as FakeSource).open();

    (sources[0] as FakeSource).fail(false);

    expect(sources).toHaveLength(1);
    expect(timers).toEqual([]);
    expect(states.at(-1)).toBe("connecting");
  });

  it("when the server refuses the stream, opens a new one after a doubling back-off, reset once open", () => {
    const { sources, timers, states } = harness();

    (sources[0] as FakeSource).fail(true);
    expect(states.at(-1)).toBe("closed");
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]?.run();
    (sources[1] as FakeSource).fail(true);
    timers[1]?.run();
    (sources[2] as FakeSource).open();
    (sources[2] as FakeSource).fail(true);

    expect(sources).toHaveLength(3);
    expect(sources[0]?.closed).toBe(true);
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000, 1000]);
  });

  it("when the server says the session ended, closes for good, says so, and takes no lead after", () => {
    const { sources, timers, leads, states, ended } = harness();
    const source = sources[0] as FakeSource;
    source.open();

    source.send("{}", "ended");
    source.send(JSON.stringify(lead({ id: "late" })));
    source.fail(true);

    expect(ended).toEqual(["ended"]);
    expect(source.closed).toBe(true);
    expect(states.at(-1)).toBe("closed");
    expect(leads).toEqual([]);
    expect(timers).toEqual([]);
    expect(sources).toHaveLength(1);
  });

  it("once closed by the desk, opens no new stream", () => {
    const { sources, timers, close } = harness();
    close();
    (sources[0] as FakeSource).fail(true);

    expect(sources[0]?.closed).toBe(true);
    expect(timers).toEqual([]);
  });
});

describe("a new lead in the list", () => {
  it("is shown only where it matches the filters, a phone matched by its digits", () => {
    const fresh = lead({ phone: "0400 123 456", email: "jordan@example.com" });

    expect(matchesFilters(fresh, NO_FILTERS)).toBe(true);
    expect(matchesFilters(fresh, { ...NO_FILTERS, q: "0400123" })).toBe(true);
    expect(matchesFilters(fresh, { ...NO_FILTERS, q: "JORDAN@" })).toBe(true);
    expect(matchesFilters(fresh, { ...NO_FILTERS, q: "Sam" })).toBe(false);
    expect(matchesFilters(fresh, { ...NO_FILTERS, stage: "contacted" })).toBe(false);
    expect(matchesFilters(fresh, { ...NO_FILTERS, kind: "contact" })).toBe(false);
    expect(matchesFilters(fresh, { ...NO_FILTERS, overdue: true })).toBe(false);
    expect(matchesFilters(fresh, { ...NO_FILTERS, from: "2026-11-26" })).toBe(false);
    expect(matchesFilters(fresh, { ...NO_FILTERS, to: "2026-11-25" })).toBe(true);
  });
});

describe("a live lead in a filtered inbox (finding 1)", () => {
  it("given From = today on the broker's clock, shows a lead that arrived this morning there", () => {
    setBusinessTimeZone("Australia/Sydney");
    // 7 am on 26 November in Sydney is still the 25th in UTC.
    const morning = lead({ createdAt: "2026-11-25T20:00:00.000Z" });

    expect(matchesFilters(morning, { ...NO_FILTERS, from: "2026-11-26" })).toBe(true);
    expect(matchesFilters(morning, { ...NO_FILTERS, to: "2026-11-25" })).toBe(false);
  });

  it("given a search for a number written another way, shows the lead", () => {
    const typed = lead({ phone: "0411 000 123" });

    expect(matchesFilters(typed, { ...NO_FILTERS, q: "+61 411 000" })).toBe(true);
    expect(matchesFilters(typed, { ...NO_FILTERS, q: "61411000123" })).toBe(true);
    expect(
      matchesFilters(lead({ phone: "+61 411 000 123" }), { ...NO_FILTERS, q: "0411 000" }),
    ).toBe(true);
    expect(matchesFilters(typed, { ...NO_FILTERS, q: "+61 422" })).toBe(false);
  });

  it("given a name's words in another order, shows the lead", () => {
    const jane = lead({ name: "Jane Smith", email: null });

    expect(matchesFilters(jane, { ...NO_FILTERS, q: "smith jane" })).toBe(true);
    expect(matchesFilters(jane, { ...NO_FILTERS, q: "smith  JANE " })).toBe(true);
    expect(matchesFilters(jane, { ...NO_FILTERS, q: "smith john" })).toBe(false);
  });
});
