import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { enrolledSession } from "../../../tests/fixtures/desk-session";
import { newLead } from "../../../tests/fixtures/new-lead";
import type { Store } from "../../store";
import { openStore } from "../../store";
import { listAudit } from "./audit";

let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 30_000);
afterAll(() => store.close());

const T0 = new Date("2030-03-14T09:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe("GET /desk/api/audit", () => {
  it("lists the desk's entries and the command line's privacy audit, newest first, 50 a page", async () => {
    const { userId } = await enrolledSession(store, { email: "audit-broker@example.com" });
    await store.findPerson({ email: "jane@example.com" }, { actor: "cli:sam", at: at(0) });
    for (let i = 1; i <= 50; i++) {
      await store.writeAudit({ at: at(i), actor: userId, action: "view-person", count: i });
    }
    const ctx = testDeskContext({ store });

    const first = await listAudit(new Request("http://localhost/desk/api/audit"), ctx);
    const page1 = (await first.json()) as {
      entries: { actor: string; action: string; count: number | null; at: string }[];
      next: string | null;
    };
    expect(page1.entries).toHaveLength(50);
    expect(page1.entries[0]).toMatchObject({ actor: "Broker", action: "view-person", count: 50 });
    expect(page1.next).not.toBeNull();

    const second = await listAudit(
      new Request(`http://localhost/desk/api/audit?cursor=${page1.next}`),
      ctx,
    );
    const page2 = (await second.json()) as typeof page1;
    expect(page2.entries).toEqual([
      expect.objectContaining({ actor: "cli:sam", action: "find", count: 0, at: T0.toISOString() }),
    ]);
    expect(page2.next).toBeNull();
  });

  it("lists an erasure made in the desk once, by name, and a viewed lead by its person's name", async () => {
    const { userId } = await enrolledSession(store, { email: "erasing-broker@example.com" });
    const lead = newLead({ payload: { name: "Audit Named", phone: "0499 111 222" } });
    await store.insertLead(lead, []);
    await store.writeAudit({ at: at(100), actor: userId, action: "view_lead", leadId: lead.id });
    // What the desk's erase does: the store's privacy audit as desk:<id>, and the desk's own.
    const actor = { actor: `desk:${userId}`, at: at(101) };
    await store.erasePerson({ email: "gone@example.com" }, actor);
    await store.writeAudit({ at: at(101), actor: userId, action: "erase_person", count: 0 });

    const response = await listAudit(
      new Request("http://localhost/desk/api/audit"),
      testDeskContext({ store }),
    );
    const { entries } = (await response.json()) as {
      entries: { actor: string; action: string; leadName: string | null }[];
    };

    const latest = entries.filter((entry) => entry.actor === "Broker").slice(0, 2);
    expect(latest).toEqual([
      expect.objectContaining({ action: "erase_person" }),
      expect.objectContaining({ action: "view_lead", leadName: "Audit Named" }),
    ]);
    expect(entries.some((entry) => entry.actor.startsWith("desk:"))).toBe(false);
  });

  it("refuses a cursor it did not give", async () => {
    const response = await listAudit(
      new Request("http://localhost/desk/api/audit?cursor=bogus"),
      testDeskContext({ store }),
    );
    expect(response.status).toBe(400);
  });
});
