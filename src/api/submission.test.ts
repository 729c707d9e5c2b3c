import { describe, expect, it } from "vitest";
import type { ResourceRequestInput, SubmitLeadInput } from "../schemas";
import type { PostResult } from "./client";
import {
  type LeadBody,
  OUTBOX_STORAGE_KEY,
  type OutboxStorage,
  readOutbox,
  rememberUnsent,
  type SendLead,
} from "./outbox";
import { createSubmission, resendWaitingLeads, type SubmissionDeps } from "./submission";

const T0 = Date.UTC(2025, 4, 1, 9, 0, 0);
const API = "https://api.example.test";

function memoryStorage() {
  const items = new Map<string, string>();
  const storage: OutboxStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
}

const lead = (name = "Jordan Lee", website = ""): SubmitLeadInput => ({
  kind: "debt",
  name,
  phone: "0400 123 456",
  debtAmount: "$10,000 - $30,000",
  source: "debt-lead-inline",
  website,
});

type Answer = PostResult<unknown>;
const stored = (id: string): Answer => ({ ok: true, status: 201, data: { ok: true, id } });
const failed = (status: number, error = "http-error", fields?: Record<string, string>): Answer => ({
  ok: false,
  status,
  error,
  ...(fields ? { fields } : {}),
});
const offline = failed(0, "network");

interface Reported {
  name: string;
  params: Record<string, unknown>;
  eventId?: string;
}

interface Call {
  url: string;
  body: LeadBody;
  key: string;
  /** Conversions reported before this request left. */
  conversionsBefore: number;
  /** The outbox as it was when this request left. */
  waitingKeys: string[];
}

/**
 * A page with an outbox, a clock, numbered keys and a server that answers in order (the last
 * answer repeats). `hold()` makes the next request wait until its answer is released.
 */
function page(...answers: Answer[]) {
  const { storage, items } = memoryStorage();
  const calls: Call[] = [];
  const conversions: Reported[] = [];
  let held: ((answer: Answer) => void) | null = null;
  let holdNext = false;
  let keys = 0;
  const send: SendLead = (apiBase, body, key, path) => {
    calls.push({
      url: `${apiBase}${path}`,
      body,
      key,
      conversionsBefore: conversions.length,
      waitingKeys: readOutbox(storage, T0).map((entry) => entry.key),
    });
    const answer = answers[calls.length - 1] ?? answers.at(-1) ?? offline;
    if (!holdNext) return Promise.resolve(answer);
    holdNext = false;
    return new Promise((resolve) => (held = resolve));
  };
  const deps: SubmissionDeps = {
    storage,
    send,
    now: () => T0,
    newKey: () => `key-${++keys}`,
    inFlight: new Set(),
    converted: new Set(),
    track: async (name, params, eventId) =>
      void conversions.push({ name, params, ...(eventId ? { eventId } : {}) }),
  };
  const convert = (body: SubmitLeadInput) => ({
    name: "debt_consolidation",
    params: { lead_name: body.name },
  });
  return {
    deps,
    items,
    calls,
    conversions,
    form: () => createSubmission("/api/submit-lead", deps, convert),
    waiting: () => readOutbox(storage, T0).map((entry) => entry.key),
    hold: () => {
      holdNext = true;
    },
    release: (answer: Answer) => held?.(answer),
  };
}

describe("lead submission", () => {
  it("first send: writes the outbox, sends with a key, forgets it once stored, then converts", async () => {
    const p = page(stored("lead-1"));

    const outcome = await p.form().submit(API, lead());

    expect(outcome).toEqual({
      kind: "stored",
      reply: { ok: true, id: "lead-1" },
      key: "key-1",
      handedOver: expect.any(Promise),
    });
    expect(p.calls).toEqual([
      {
        url: `${API}/api/submit-lead`,
        body: lead(),
        key: "key-1",
        conversionsBefore: 0,
        waitingKeys: ["key-1"],
      },
    ]);
    expect(p.conversions).toEqual([
      { name: "debt_consolidation", params: { lead_name: "Jordan Lee" }, eventId: "lead-1" },
    ]);
    expect(p.waiting()).toEqual([]);
  });

  it("adds the page's consent to the lead, as it stands when the lead is sent", async () => {
    const p = page(stored("lead-1"));
    p.deps.consent = () => "denied";

    await p.form().submit(API, lead());

    expect(p.calls[0]?.body).toMatchObject({ consent: "denied" });
  });

  it("adds the visit's attribution to the lead it sends", async () => {
    const p = page(stored("lead-1"));
    p.deps.attribution = async () => ({ utm_source: "google", landingPage: "/debtconsol" });

    await p.form().submit(API, lead());

    expect(p.calls[0]?.body).toEqual({
      ...lead(),
      attribution: { utm_source: "google", landingPage: "/debtconsol" },
    });
  });

  it("adds where on the site the lead was sent from, and the arms its page view showed", async () => {
    const p = page(stored("lead-1"));
    const where = {
      path: "/debt-calculator",
      site: "debt",
      widget: "debt-calculator",
      variant: "",
      arms: { "calculator-variant": "detailed" },
    };
    p.deps.page = () => where;

    await p.form().submit(API, lead());

    expect(p.calls[0]?.body).toEqual({ ...lead(), page: where });
  });

  it("sends the lead without attribution when reading it fails", async () => {
    const p = page(stored("lead-1"));
    p.deps.attribution = () => Promise.reject(new Error("storage blocked"));

    expect(await p.form().submit(API, lead())).toMatchObject({ kind: "stored" });
    expect(p.calls[0]?.body).toEqual(lead());
  });

  it("a retry after a failure goes with the same key; the lead after a success gets a new one", async () => {
    const p = page(failed(503), stored("lead-1"), stored("lead-2"));
    const form = p.form();

    const first = await form.submit(API, lead());
    expect(first).toEqual({ kind: "failed", status: 503, error: "http-error", waiting: true });
    expect(p.waiting()).toEqual(["key-1"]);
    await form.submit(API, lead());
    await form.submit(API, lead("Sam Park"));

    expect(p.calls.map((call) => call.key)).toEqual(["key-1", "key-1", "key-2"]);
    expect(p.waiting()).toEqual([]);
  });

  it("given a 409, sends the lead once more under a new key and forgets the old one", async () => {
    const p = page(offline, failed(409, "idempotency_conflict"), stored("lead-corrected"));
    const form = p.form();
    await form.submit(API, lead());

    const outcome = await form.submit(API, lead("Jordan Leigh"));

    expect(p.calls.map((call) => [call.key, (call.body as SubmitLeadInput).name])).toEqual([
      ["key-1", "Jordan Lee"],
      ["key-1", "Jordan Leigh"],
      ["key-2", "Jordan Leigh"],
    ]);
    expect(outcome).toMatchObject({ kind: "stored", key: "key-2" });
    expect(p.waiting()).toEqual([]);
  });

  it("a 409 answered with a failure again keeps the new key for the next retry", async () => {
    const p = page(failed(409, "idempotency_conflict"), offline, stored("lead-1"));
    const form = p.form();

    expect(await form.submit(API, lead())).toMatchObject({ kind: "failed", status: 0 });
    expect(p.waiting()).toEqual(["key-2"]);
    await form.submit(API, lead());

    expect(p.calls.map((call) => call.key)).toEqual(["key-1", "key-2", "key-2"]);
  });

  it("converts once per stored lead, on its acknowledgement: never on 4xx, 5xx, 429 or no answer", async () => {
    const p = page(
      offline,
      failed(500),
      failed(422, "validation", { phone: "Please enter a valid phone number" }),
      failed(429, "rate_limited"),
      failed(409),
      stored("lead-1"),
      stored("lead-2"),
    );
    const form = p.form();

    for (let attempt = 0; attempt < 4; attempt++) await form.submit(API, lead());
    expect(p.conversions).toEqual([]);
    await form.submit(API, lead("Jordan Leigh"));
    expect(p.calls.map((call) => call.conversionsBefore)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(p.conversions).toHaveLength(1);

    // Stored: the next submission is another lead, and counts.
    await form.submit(API, lead("Sam Park"));
    expect(p.conversions.map((c) => c.params.lead_name)).toEqual(["Jordan Leigh", "Sam Park"]);
  });

  it("a lead the background resend stored is not converted again by the visitor's retry", async () => {
    const p = page(offline, stored("lead-1"), { ok: true, status: 200, data: { id: "lead-1" } });
    const form = p.form();
    await form.submit(API, lead());

    await resendWaitingLeads(p.deps);
    expect(await form.submit(API, lead())).toMatchObject({ kind: "stored", key: "key-1" });

    expect(p.calls.map((call) => call.key)).toEqual(["key-1", "key-1", "key-1"]);
    expect(p.conversions).toEqual([
      {
        name: "debt_consolidation",
        params: { lead_name: "Jordan Lee", resent: true },
        eventId: "lead-1",
      },
    ]);
  });

  it("a second submit while the lead is on its way sends nothing and converts nothing", async () => {
    const p = page();
    const form = p.form();
    p.hold();

    const first = form.submit(API, lead());
    expect(form.sending).toBe(true);
    expect(await form.submit(API, lead())).toEqual({ kind: "busy" });
    p.release(stored("once"));

    expect(await first).toMatchObject({ kind: "stored", reply: { id: "once" } });
    expect(form.sending).toBe(false);
    expect(p.calls).toHaveLength(1);
    expect(p.conversions).toHaveLength(1);
  });

  it("after a 429 forgets the lead: nothing waits to be sent behind the visitor's back", async () => {
    const p = page(failed(429, "rate_limited"));

    expect(await p.form().submit(API, lead())).toMatchObject({ kind: "rate-limited" });
    expect(p.waiting()).toEqual([]);
  });

  it("a conversion tag that throws does not stop the lead", async () => {
    const p = page(stored("lead-1"));
    p.deps.track = () => {
      throw new Error("tag manager broke");
    };

    const outcome = await p.form().submit(API, lead());
    expect(outcome).toMatchObject({ kind: "stored" });
    if (outcome.kind === "stored") await outcome.handedOver;
    expect(p.calls).toHaveLength(1);
  });

  it("outcomes: 4xx with field messages, 400 without, 429, 5xx, no answer, a send that throws", async () => {
    const phone = { phone: "Please enter a valid phone number" };
    const limited: Answer = {
      ok: false,
      status: 429,
      error: "rate_limited",
      message: "Too many requests.",
      retryAfterMs: 30_000,
    };
    const cases: [Answer | "throws", unknown, string[]][] = [
      [failed(400, "validation", phone), { kind: "invalid", status: 400, fields: phone }, []],
      [failed(422, "validation", phone), { kind: "invalid", status: 422, fields: phone }, []],
      [limited, { kind: "rate-limited", retryAfterMs: 30_000, message: "Too many requests." }, []],
      [failed(429, "rate_limited"), { kind: "rate-limited", retryAfterMs: 60_000 }, []],
      [
        failed(400, "validation"),
        { kind: "failed", status: 400, error: "validation", waiting: false },
        [],
      ],
      [failed(502), { kind: "failed", status: 502, error: "http-error", waiting: true }, ["key-1"]],
      [offline, { kind: "failed", status: 0, error: "network", waiting: true }, ["key-1"]],
      ["throws", { kind: "failed", status: 0, error: "network", waiting: true }, ["key-1"]],
    ];
    for (const [answer, outcome, waiting] of cases) {
      const p = page();
      if (answer === "throws")
        p.deps.send = async () => {
          throw new Error("boom");
        };
      else p.deps.send = async () => answer;

      expect(await p.form().submit(API, lead())).toEqual(outcome);
      expect(p.waiting()).toEqual(waiting);
    }
  });

  it("never keeps a lead whose honeypot was filled in, and says it is not waiting", async () => {
    const p = page(failed(503));

    const outcome = await p.form().submit(API, lead("Bot", "https://spam.example"));

    expect(outcome).toMatchObject({ kind: "failed", waiting: false });
    expect(p.items.has(OUTBOX_STORAGE_KEY)).toBe(false);
  });

  it("sends a resource download's e-mail to its own function, and resends it there", async () => {
    const p = page(offline, { ok: true, status: 201, data: { ok: true } });
    const download: ResourceRequestInput = {
      email: "jordan@example.test",
      source: "lead-magnet-guide",
    };
    const form = createSubmission("/api/collect-lead", p.deps);

    expect(await form.submit(API, download)).toMatchObject({ kind: "failed", waiting: true });
    const resent = await resendWaitingLeads(p.deps);

    expect(p.calls.map((call) => [call.url, call.key])).toEqual([
      [`${API}/api/collect-lead`, "key-1"],
      [`${API}/api/collect-lead`, "key-1"],
    ]);
    expect(resent.sent.map((sent) => sent.entry.body)).toEqual([download]);
    expect(p.waiting()).toEqual([]);
  });

  it("reports a resource request's conversion once stored: the answer never says the e-mail was known", async () => {
    const p = page({ ok: true, status: 201, data: { ok: true } });
    const form = createSubmission("/api/collect-lead", p.deps, () => ({
      name: "Lead",
      params: { content_name: "Guide" },
    }));

    await form.submit(API, { email: "jordan@example.test", source: "lead-magnet-guide" });

    // The pixel's eventID is the request's key, which the server's event carries too.
    expect(p.conversions).toEqual([
      { name: "Lead", params: { content_name: "Guide" }, eventId: "key-1" },
    ]);
  });
});

describe("background resend of waiting leads", () => {
  it("sends what an earlier page left, with its key, and reports its conversion as resent", async () => {
    const p = page(stored("lead-resent"), stored("lead-older-format"));
    const conversion = { name: "SubmitApplication", params: { form_type: "pre-approval" } };
    rememberUnsent(p.deps.storage, {
      key: "earlier",
      apiBase: API,
      body: lead(),
      savedAt: T0,
      conversion,
    });
    // Written before entries carried their conversion: sent, nothing to report.
    rememberUnsent(p.deps.storage, { key: "older", apiBase: API, body: lead(), savedAt: T0 + 1 });

    const result = await resendWaitingLeads(p.deps);

    expect(p.calls.map((call) => [call.url, call.key])).toEqual([
      [`${API}/api/submit-lead`, "earlier"],
      [`${API}/api/submit-lead`, "older"],
    ]);
    expect(result.sent.map((sent) => sent.id)).toEqual(["lead-resent", "lead-older-format"]);
    expect(p.conversions).toEqual([
      {
        name: "SubmitApplication",
        params: { form_type: "pre-approval", resent: true },
        eventId: "lead-resent",
      },
    ]);
    expect(p.waiting()).toEqual([]);
  });

  it("a resend that fails or is refused reports nothing", async () => {
    const p = page(failed(503), failed(400, "validation"));
    const conversion = { name: "debt_consolidation", params: {} };
    rememberUnsent(p.deps.storage, {
      key: "a",
      apiBase: API,
      body: lead(),
      savedAt: T0,
      conversion,
    });

    await resendWaitingLeads(p.deps);
    await resendWaitingLeads(p.deps);

    expect(p.calls).toHaveLength(2);
    expect(p.conversions).toEqual([]);
  });

  it("leaves alone the key a form of the page is sending right now", async () => {
    const p = page();
    rememberUnsent(p.deps.storage, { key: "earlier", apiBase: API, body: lead(), savedAt: T0 });
    const form = p.form();
    p.hold();
    const sending = form.submit(API, lead("Sam Park"));
    expect(p.waiting()).toEqual(["earlier", "key-1"]);

    const result = await resendWaitingLeads({ ...p.deps, send: async () => stored("lead-old") });

    expect(result.sent.map((sent) => sent.entry.key)).toEqual(["earlier"]);
    expect(result.kept.map((entry) => entry.key)).toEqual(["key-1"]);
    p.release(stored("lead-new"));
    expect(await sending).toMatchObject({ kind: "stored", key: "key-1" });
    expect(p.calls.map((call) => call.key)).toEqual(["key-1"]);
    expect(p.waiting()).toEqual([]);
  });

  it("sends a failed lead later, once, after the form gave up", async () => {
    const p = page(offline, stored("lead-1"));
    await p.form().submit(API, lead());

    const later = await resendWaitingLeads(p.deps);
    const again = await resendWaitingLeads(p.deps);

    expect(p.calls.map((call) => call.key)).toEqual(["key-1", "key-1"]);
    expect(later.sent.map((sent) => sent.id)).toEqual(["lead-1"]);
    expect(again.sent).toEqual([]);
    expect(p.conversions).toEqual([
      {
        name: "debt_consolidation",
        params: { lead_name: "Jordan Lee", resent: true },
        eventId: "lead-1",
      },
    ]);
  });
});
