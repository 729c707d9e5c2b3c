import { describe, expect, it } from "vitest";
import { newLead, T0 } from "../../../tests/fixtures/new-lead";
import { suiteStore } from "../../../tests/fixtures/suite-store";
import { storeBackends } from "../../../tests/fixtures/test-databases";
import { leadWant } from "../../desk/inbox/lead-value";
import type { Sql } from "../database/sql";
import type { Store } from "../types";

const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** Leads of every kind and shape the value reads, odd ones included. */
const valued: { kind: string; payload: Record<string, unknown> }[] = [
  { kind: "debt", payload: { debtAmount: "$0 - $10,000" } },
  { kind: "debt", payload: { debtAmount: "$10,000 - $30,000" } },
  { kind: "debt", payload: { debtAmount: "$30,000 - $50,000" } },
  { kind: "debt", payload: { debtAmount: "$50,000+" } },
  { kind: "debt", payload: { debtAmount: "a lot" } },
  {
    kind: "debt",
    payload: {
      debtAmount: "$30,000 - $50,000",
      calculator: { debts: [{ balance: 18_500.4 }, { balance: 24_000 }], monthlySaving: 310 },
    },
  },
  { kind: "debt", payload: { debtAmount: "$50,000+", calculator: { debts: [] } } },
  { kind: "debt", payload: { calculator: { debts: "many" } } },
  { kind: "debt", payload: { calculator: "figures", debtAmount: ["$50,000+"] } },
  {
    kind: "debt",
    payload: { calculator: { debts: [null, 7, { balance: null }, { balance: 300 }] } },
  },
  { kind: "debt", payload: { calculator: { debts: [{ balance: "12000" }, { balance: 900 }] } } },
  { kind: "pre-approval", payload: { loanType: "refinance", loanAmount: "$650,000" } },
  { kind: "pre-approval", payload: { loanType: "purchase", loanAmount: "650k" } },
  { kind: "pre-approval", payload: { loanAmount: "About 1.2 million" } },
  { kind: "pre-approval", payload: { loanAmount: "between 500K and 600K" } },
  { kind: "pre-approval", payload: { loanAmount: "2mil" } },
  { kind: "pre-approval", payload: { loanAmount: "850 000" } },
  { kind: "pre-approval", payload: { loanAmount: "not sure yet" } },
  { kind: "pre-approval", payload: { loanAmount: "99999999999999999999" } },
  { kind: "contact", payload: { message: "Call me about $400,000" } },
  { kind: "chat", payload: { conversation: ["refinance 700k"] } },
  { kind: "resource-download", payload: { resource: "First Home Buyer's Complete Guide" } },
  { kind: "payment", payload: { amount: "$350.00" } },
];

for (const backend of storeBackends()) {
  describe.skipIf(!backend.enabled)(
    `a lead's value on ${backend.name}`,
    { timeout: 30_000 },
    () => {
      let sql: Sql;
      let store: Store;
      suiteStore(
        backend,
        (ready) => {
          ({ sql, store } = ready);
        },
        ["leads", "deliveries"],
      );

      it("is the same figure the desk's want line gives, for every kind and odd payload", async () => {
        const ids: string[] = [];
        for (const { kind, payload } of valued) {
          const lead = newLead({ kind, payload: { name: "Val", ...payload } });
          ids.push(lead.id);
          await store.insertLead(lead, []);
        }
        const rows = await sql.query<{ id: string; value: string }>(
          "SELECT id, value FROM leads WHERE id = ANY($1::uuid[])",
          [ids],
        );
        const stored = new Map(rows.map((row) => [String(row.id), Number(row.value)]));

        const pairs = valued.map(({ kind, payload }, i) => ({
          kind,
          payload,
          stored: stored.get(ids[i] ?? ""),
          want: leadWant(kind, { name: "Val", ...payload }).value ?? 0,
        }));

        for (const pair of pairs) expect(pair.stored, JSON.stringify(pair.payload)).toBe(pair.want);
        // And the figures themselves, worked out by hand.
        expect(pairs.map((pair) => pair.want)).toEqual([
          5_000, 20_000, 40_000, 50_000, 0, 42_500, 50_000, 0, 0, 300, 900, 650_000, 650_000,
          1_200_000, 500_000, 2_000_000, 850_000, 0, 1_000_000_000, 0, 0, 0, 0,
        ]);
      });

      it("lists by value and by follow-up due first, a page at a time, and totals each stage", async () => {
        const lead = (name: string, minutes: number, payload: Record<string, unknown>) =>
          newLead({ payload: { name, ...payload }, createdAt: at(minutes) });
        const small = lead("Small", 1, { debtAmount: "$0 - $10,000" });
        const big = lead("Big", 2, { debtAmount: "$50,000+" });
        const middle = lead("Middle", 3, { debtAmount: "$10,000 - $30,000" });
        const none = newLead({
          kind: "contact",
          payload: { name: "None", message: "Hello" },
          createdAt: at(4),
        });
        for (const one of [small, big, middle, none]) await store.insertLead(one, []);
        await store.setFollowUp(middle.id, at(60));
        await store.setFollowUp(small.id, at(30));
        await store.setLeadStage(
          big.id,
          { stage: "contacted", lostReason: null },
          { id: "u1", name: "Dana Broker", at: at(5) },
        );

        const names = async (sort: "value" | "follow-up") => {
          const first = await store.listInbox({}, { limit: 2, sort });
          const last = first.at(-1);
          const after = last && {
            createdAt: last.createdAt,
            id: last.id,
            value: last.value,
            followUpAt: last.followUpAt,
          };
          const second = await store.listInbox({}, { limit: 2, sort, after });
          return [...first, ...second].map((one) => one.payload.name);
        };
        expect(await names("value")).toEqual(["Big", "Middle", "Small", "None"]);
        // Leads without a follow-up come after those with one, in the order of their ids.
        const without = [big, none].sort((a, b) => a.id.localeCompare(b.id));
        expect(await names("follow-up")).toEqual([
          "Small",
          "Middle",
          ...without.map((one) => one.payload.name),
        ]);

        const { values } = await store.tallyInbox({}, at(0));
        expect(values.new).toBe(25_000);
        expect(values.contacted).toBe(50_000);
        expect(values.lost).toBe(0);
      });

      it("knows one person by every written form of their phone and any case of their e-mail", async () => {
        const first = newLead({
          payload: { name: "Jane", phone: "(04) 1100 0000", debtAmount: "$50,000+" },
          createdAt: at(1),
        });
        const second = newLead({
          kind: "pre-approval",
          payload: { name: "Jane S", mobile: "+61 411 000 000", email: "Jane@Example.com" },
          createdAt: at(2),
        });
        const third = newLead({
          kind: "contact",
          payload: { name: "J", email: " jane@example.COM ", message: "Hi" },
          createdAt: at(3),
        });
        const fourth = newLead({
          payload: { name: "Jane again", phone: "61411000000", debtAmount: "$0 - $10,000" },
          createdAt: at(4),
        });
        const stranger = newLead({
          payload: { name: "Other", phone: "(04) 1100 0001", debtAmount: "$0 - $10,000" },
          createdAt: at(5),
        });
        const spam = newLead({
          payload: { name: "Bot", phone: "0411000000", debtAmount: "$0 - $10,000" },
          isSpam: true,
          createdAt: at(6),
        });
        for (const one of [first, second, third, fourth, stranger, spam]) {
          await store.insertLead(one, []);
        }

        const listed = await store.listInbox({}, { limit: 10 });
        const others = Object.fromEntries(listed.map((one) => [one.payload.name, one.others]));
        expect(others).toEqual({ "Jane again": 2, J: 1, "Jane S": 3, Jane: 2, Other: 0 });

        const ofThird = await store.personLeads(third.id);
        expect(ofThird.map((one) => one.payload.name)).toEqual(["Jane S"]);
        const ofSecond = await store.personLeads(second.id);
        expect(ofSecond.map((one) => one.payload.name)).toEqual(["Jane again", "J", "Jane"]);
        expect(await store.personLeads(stranger.id)).toEqual([]);
      });
    },
  );
}
