import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storeBackends } from "../../../tests/fixtures/test-databases";
import type { Sql } from "../database/sql";
import { openSql } from "../index";
import { migrate } from "../migrations";
import { createStore } from "../store";
import type { NewResourceRequest, ResourceRequestOutcome, Store } from "../types";

const backends = storeBackends();

const T0 = new Date("2030-01-01T00:00:00.000Z");

function resourceRequest(
  email: string,
  minute: number,
  overrides: Partial<NewResourceRequest> = {},
): NewResourceRequest {
  const createdAt = new Date(T0.getTime() + minute * 60_000);
  return {
    idempotencyKey: `key-${randomUUID()}`,
    bodyHash: "hash-a",
    email,
    name: "",
    leadMagnet: "first-home-buyers-guide",
    fileName: "first-home-buyers-complete-guide.pdf",
    source: "lead-magnet-guide",
    createdAt,
    lead: {
      id: randomUUID(),
      idempotencyKey: `collect-lead:${randomUUID()}`,
      kind: "resource-download",
      payload: { email },
      bodyHash: "hash-a",
      source: "lead-magnet-guide",
      isSpam: false,
      createdAt,
    },
    ...overrides,
  };
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`contacts on ${backend.name}`, { timeout: 120_000 }, () => {
    let sql: Sql;
    let store: Store;
    let contactInserts = 0;
    beforeAll(async () => {
      sql = await openSql(await backend.env());
      await migrate(sql);
      // Counts the statements that create contacts, to see resource requests share them.
      const query: Sql["query"] = (text, params) => {
        if (/INSERT INTO contacts/.test(text)) contactInserts++;
        return sql.query(text, params);
      };
      store = createStore({ ...sql, query });
    }, 120_000);
    beforeEach(async () => {
      await sql.query("TRUNCATE contacts, contact_downloads, leads, deliveries, payments CASCADE");
      contactInserts = 0;
    });
    afterAll(async () => {
      await store?.close();
      await backend.cleanUp();
    });

    it("creates a contact with its announcing lead and delivery on the first resource request", async () => {
      const first = resourceRequest("Kim@Example.com", 0, { name: "Kim" });

      const outcome = await store.recordResourceRequest(first, [
        { target: "form", status: "pending" },
      ]);

      expect(outcome).toEqual({
        status: "stored",
        isExisting: false,
        contactId: expect.any(String),
      });
      const [contact] = await store.listContacts();
      expect(contact).toMatchObject({
        email: "kim@example.com",
        name: "Kim",
        downloadCount: 1,
        leadId: first.lead.id,
      });
      const leads = await store.listLeads();
      expect(leads.map((lead) => [lead.id, lead.deliveries.map((d) => d.status)])).toEqual([
        [first.lead.id, ["pending"]],
      ]);
    });

    it("counts later resource requests of the same e-mail, in any case or spacing, on one contact", async () => {
      await store.recordResourceRequest(resourceRequest("kim@example.com", 0), [
        { target: "form", status: "pending" },
      ]);
      const second = await store.recordResourceRequest(
        resourceRequest("  KIM@example.COM ", 1, {
          leadMagnet: "advanced-loan-calculator",
          fileName: "advanced-loan-calculator.xlsx",
          source: "lead-magnet-spreadsheet",
        }),
        [{ target: "form", status: "pending" }],
      );

      expect(second).toMatchObject({ status: "stored", isExisting: true });
      const contacts = await store.listContacts();
      expect(contacts).toHaveLength(1);
      expect(contacts[0]?.downloadCount).toBe(2);
      expect(contacts[0]?.downloads.map((d) => d.source)).toEqual([
        "lead-magnet-guide",
        "lead-magnet-spreadsheet",
      ]);
      expect(await store.listLeads()).toHaveLength(1);
    });

    it("replays a key with the same body and refuses it with another", async () => {
      const first = resourceRequest("kim@example.com", 0);
      await store.recordResourceRequest(first, []);

      const replay = await store.recordResourceRequest(
        { ...first, lead: { ...first.lead, id: randomUUID() } },
        [],
      );
      const conflict = await store.recordResourceRequest({ ...first, bodyHash: "hash-b" }, []);

      expect(replay).toMatchObject({ status: "replayed", isExisting: false });
      expect(conflict).toEqual({ status: "conflict" });
      expect((await store.listContacts())[0]?.downloadCount).toBe(1);
    });

    it("makes one contact when many resource requests of a new e-mail arrive at once", async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          store.recordResourceRequest(resourceRequest("new@example.com", i), []),
        ),
      );

      expect(outcomes.filter((o) => o.status === "stored" && !o.isExisting)).toHaveLength(1);
      const contacts = await store.listContacts();
      expect(contacts).toHaveLength(1);
      expect(contacts[0]?.downloadCount).toBe(5);
      expect(await store.listLeads()).toHaveLength(1);
    });

    it("stores new e-mails that arrive in separate callbacks of one turn in one write", async () => {
      const requests = Array.from({ length: 12 }, (_, i) =>
        resourceRequest(`visitor${i}@example.com`, 0),
      );

      const outcomes = await Promise.all(
        requests.map(
          (c) =>
            new Promise<ResourceRequestOutcome>((done, fail) =>
              setImmediate(() =>
                store
                  .recordResourceRequest(c, [{ target: "form", status: "pending" }])
                  .then(done, fail),
              ),
            ),
        ),
      );

      expect(outcomes.map((o) => o.status === "stored" && o.isExisting)).toEqual(
        requests.map(() => false),
      );
      expect(contactInserts).toBe(1);
      const contacts = await store.listContacts();
      expect(contacts.map((c) => [c.email, c.downloadCount, c.leadId]).sort()).toEqual(
        requests.map((c) => [c.email, 1, c.lead.id]).sort(),
      );
      const leads = await store.listLeads();
      expect(leads.map((lead) => lead.deliveries.map((d) => d.status))).toEqual(
        requests.map(() => ["pending"]),
      );
    });

    it("answers each resource request of a mixed batch as it would alone", async () => {
      const known = resourceRequest("known@example.com", 0);
      await store.recordResourceRequest(known, []);
      const fresh = resourceRequest("fresh@example.com", 1);
      const returning = resourceRequest("KNOWN@example.com", 1);
      const twiceA = resourceRequest("twice@example.com", 1);
      const twiceB = resourceRequest("twice@example.com", 1);
      const replay = { ...known, lead: { ...known.lead, id: randomUUID() } };
      const conflict = { ...known, bodyHash: "hash-b" };

      const outcomes = await Promise.all(
        [fresh, returning, twiceA, twiceB, replay, conflict].map((c) =>
          store.recordResourceRequest(c, [{ target: "form", status: "pending" }]),
        ),
      );

      expect(outcomes).toEqual([
        { status: "stored", isExisting: false, contactId: expect.any(String) },
        { status: "stored", isExisting: true, contactId: expect.any(String) },
        { status: "stored", isExisting: false, contactId: expect.any(String) },
        { status: "stored", isExisting: true, contactId: expect.any(String) },
        { status: "replayed", isExisting: false, contactId: expect.any(String) },
        { status: "conflict" },
      ]);
      const counts = Object.fromEntries(
        (await store.listContacts()).map((c) => [c.email, c.downloadCount]),
      );
      expect(counts).toEqual({
        "known@example.com": 2,
        "fresh@example.com": 1,
        "twice@example.com": 2,
      });
      expect(await store.listLeads()).toHaveLength(3);
    });
  });
}
