import { describe, expect, it } from "vitest";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { memoryStore } from "../../../tests/fixtures/memory-store";
import { newLead, T0 } from "../../../tests/fixtures/new-lead";
import type { NewLead, Store } from "../../store";
import { getLead } from "./lead";
import { listLeads } from "./list";

let store: Store;
memoryStore((ready) => {
  store = ready.store;
});

const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

async function list(query = "") {
  const response = await listLeads(
    new Request(`http://127.0.0.1/desk/api/leads${query}`),
    testDeskContext({ store }),
  );
  return { status: response.status, body: await response.json() };
}

const store3 = async (...leads: NewLead[]) => {
  for (const lead of leads) await store.insertLead(lead, [{ target: "form", status: "pending" }]);
};

describe("the inbox's list", () => {
  it("shows who left what, where from, and whether the e-mail went", async () => {
    const calculator = newLead({
      source: "debt-calculator-slider",
      createdAt: at(10),
      payload: {
        name: "Jane Smith",
        phone: "0412 345 678",
        debtAmount: "$10,000 - $30,000",
        calculator: { monthlySaving: 412.5, yearlySaving: 4950 },
        attribution: {
          utm_source: "google",
          utm_campaign: "spring",
          landingPage: "https://debt.example.com/",
        },
      },
    });
    const resource = newLead({
      kind: "resource-download",
      source: "lead-magnet-guide",
      createdAt: at(9),
      payload: { email: "ann@example.com", name: "", resource: "The 2% deposit guide" },
    });
    await store3(calculator, resource);

    const { status, body } = await list("?q=jane%20smith");
    expect(status).toBe(200);
    expect(body.leads).toEqual([
      {
        id: calculator.id,
        createdAt: at(10).toISOString(),
        kind: "debt",
        name: "Jane Smith",
        email: null,
        phone: "0412 345 678",
        what: "Debt consolidation (calculator)",
        want: "Debt $10,000 - $30,000 · saves $413/month",
        value: 20_000,
        others: 0,
        savings: { monthly: 412.5, yearly: 4950 },
        source: "google",
        campaign: "spring",
        landingPage: "https://debt.example.com/",
        stage: "new",
        followUpAt: null,
        deliveries: [{ target: "form", status: "pending" }],
        booking: null,
        callbackTime: null,
        settled: null,
      },
    ]);
    const { body: resources } = await list("?kind=resource&q=ann%40example");
    expect(resources.leads).toEqual([
      expect.objectContaining({
        kind: "resource",
        name: null,
        what: "Resource request: The 2% deposit guide",
      }),
    ]);
  });

  it("finds a phone number as the broker types it, whichever way the visitor typed it", async () => {
    const typed = newLead({ payload: { name: "Typed Spaces", phone: "0433 222 111" } });
    const international = newLead({
      kind: "pre-approval",
      payload: { name: "Typed International", mobile: "+61433222111", email: "i@example.com" },
    });
    await store3(typed, international);

    for (const q of ["0433 222", "0433222111", "+61 433 222 111", "433 222 111"]) {
      const { body } = await list(`?q=${encodeURIComponent(q)}`);
      expect(body.leads.map((lead: { name: string }) => lead.name).sort(), q).toEqual([
        "Typed International",
        "Typed Spaces",
      ]);
    }
    const { body } = await list("?q=TYPED%20spaces");
    expect(body.leads.map((lead: { id: string }) => lead.id)).toEqual([typed.id]);
  });

  it("pages through leads of the same instant with no gap or repeat, and counts the filter's stages", async () => {
    const same = Array.from({ length: 5 }, (_, i) =>
      newLead({
        source: "paging-test",
        createdAt: at(100),
        payload: { name: `Pager ${i}`, attribution: { utm_source: "paging" } },
      }),
    );
    await store3(...same);
    const ids: string[] = [];
    let next: string | null = "";
    let counts: unknown;
    while (next !== null) {
      const { status, body } = await list(`?source=paging&limit=2${next ? `&cursor=${next}` : ""}`);
      expect(status).toBe(200);
      ids.push(...body.leads.map((lead: { id: string }) => lead.id));
      next = body.next;
      counts = body.counts;
    }
    expect(ids.sort()).toEqual(same.map((lead) => lead.id).sort());
    expect(counts).toEqual({
      new: 5,
      contacted: 0,
      booked: 0,
      qualified: 0,
      applied: 0,
      approved: 0,
      settled: 0,
      lost: 0,
      overdue: 0,
    });
  });

  it("answers 400 naming the parameter for a filter it cannot read", async () => {
    for (const [query, word] of [
      ["?kind=mortgage", "kind"],
      ["?stage=won", "stage"],
      ["?from=2030-02-30", "from"],
      ["?to=yesterday", "to"],
      ["?cursor=bm90LWEtY3Vyc29y", "cursor"],
      ["?limit=0", "limit"],
      ["?overdue=maybe", "overdue"],
      ["?sort=cheapest", "sort"],
    ] as const) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.message, query).toContain(word);
    }
  });
});

describe("the inbox by value", () => {
  it("lists the most valuable lead first, says what each wants, and totals each stage", async () => {
    const band = newLead({
      createdAt: at(300),
      payload: { name: "Band", phone: "0491 000 001", debtAmount: "$30,000 - $50,000" },
    });
    const loan = newLead({
      kind: "pre-approval",
      createdAt: at(299),
      payload: {
        name: "Loan",
        mobile: "0491 000 002",
        email: "loan@example.com",
        loanType: "refinance",
        loanAmount: "650k",
        attribution: { utm_source: "valued" },
      },
    });
    const message = newLead({
      kind: "contact",
      createdAt: at(301),
      payload: {
        name: "Message",
        email: "LOAN@example.com",
        message: "Can we talk about my home loan?\nThanks",
      },
    });
    for (const one of [band, loan, message]) {
      one.payload.attribution = { utm_source: "valued" };
    }
    await store3(band, loan, message);

    const { body } = await list("?source=valued&sort=value");

    expect(
      body.leads.map((lead: { name: string; want: string; value: number; others: number }) => [
        lead.name,
        lead.want,
        lead.value,
        lead.others,
      ]),
    ).toEqual([
      ["Loan", "Refinance 650k", 650_000, 1],
      ["Band", "Debt $30,000 - $50,000", 40_000, 0],
      ["Message", "Can we talk about my home loan?", null, 1],
    ]);
    expect(body.values).toEqual({
      new: 690_000,
      contacted: 0,
      booked: 0,
      qualified: 0,
      applied: 0,
      approved: 0,
      settled: 0,
      lost: 0,
    });
  });
});

describe("opening a lead", () => {
  it("shows what the visitor sent and records the view", async () => {
    const lead = newLead({
      payload: {
        name: "Open Me",
        phone: "0400 000 001",
        website: "",
        calculator: { monthlySaving: 1, yearlySaving: 12 },
        client: { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (iPhone)" },
      },
    });
    await store3(lead);
    const ctx = testDeskContext({ store, params: { id: lead.id } });

    const response = await getLead(new Request(`http://127.0.0.1/desk/api/leads/${lead.id}`), ctx);

    expect(response.status).toBe(200);
    const { lead: detail } = await response.json();
    expect(detail).toMatchObject({
      id: lead.id,
      payload: { name: "Open Me", phone: "0400 000 001" },
      calculator: { monthlySaving: 1, yearlySaving: 12 },
      attribution: {},
      lostReason: null,
      speedToLeadMs: null,
      notes: [],
      history: [],
      person: [],
      deliveries: [
        expect.objectContaining({
          target: "form",
          status: "pending",
          attempts: 0,
          deliveredAt: null,
        }),
      ],
    });
    expect(detail.payload).not.toHaveProperty("website");
    // The address and browser kept for the ad platforms are not the broker's to see.
    expect(JSON.stringify(detail)).not.toContain("203.0.113.7");
    expect(ctx.audited).toEqual([{ action: "view_lead", detail: { leadId: lead.id } }]);
  });

  it("answers 404 for an unknown id, a malformed one and a spam lead, recording no view", async () => {
    const spam = newLead({ isSpam: true });
    await store3(spam);
    for (const id of ["7d1c7d1e-0000-4000-8000-000000000000", "not-a-uuid", spam.id]) {
      const ctx = testDeskContext({ store, params: { id } });
      const response = await getLead(new Request(`http://127.0.0.1/desk/api/leads/${id}`), ctx);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toMatchObject({ ok: false, error: "not_found" });
      expect(ctx.audited).toEqual([]);
    }
  });
});
