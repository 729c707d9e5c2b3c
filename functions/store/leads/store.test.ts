import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newLead, T0 } from "../../../tests/fixtures/new-lead";
import { migratedStoreDir } from "../../../tests/fixtures/store-dir";
import { suiteStore } from "../../../tests/fixtures/suite-store";
import { storeBackends, testDatabases } from "../../../tests/fixtures/test-databases";
import { newBookingToken } from "../bookings/store";
import { openPGlite } from "../database/pglite";
import { openPostgres } from "../database/postgres";
import { openStore } from "../index";
import { migrate, migrations } from "../migrations";
import type { Store } from "../types";

const backends = storeBackends();
const postgresUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";

const at = (ms: number) => new Date(T0.getTime() + ms);

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(
    `the lead store on ${backend.name}`,
    { timeout: 30_000 },
    () => {
      // One database per backend, emptied before each test: starting PGlite takes a second or two.
      let store: Store;
      suiteStore(
        backend,
        (ready) => {
          ({ store } = ready);
        },
        ["leads", "deliveries", "payments", "contacts", "contact_downloads"],
      );

      it("answers a health ping while open and fails it once closed", async () => {
        const own = await openStore(await backend.env());
        await expect(own.ping()).resolves.toBeUndefined();
        await own.close();
        await expect(own.ping()).rejects.toThrow();
      });

      it("stores a lead with its deliveries and lists them with their status", async () => {
        const lead = newLead();
        const outcome = await store.insertLead(lead, [
          { target: "form", status: "pending" },
          { target: "webhook", status: "skipped", note: "not configured" },
        ]);

        expect(outcome.status).toBe("created");
        expect(outcome.lead).toMatchObject({ id: lead.id, kind: "debt", isSpam: false });
        const [listed, ...others] = await store.listLeads();
        expect(others).toHaveLength(0);
        expect(listed?.payload).toEqual(lead.payload);
        expect(listed?.createdAt.toISOString()).toBe(T0.toISOString());
        expect(listed?.deliveries).toEqual([
          expect.objectContaining({ target: "form", status: "pending", attempts: 0 }),
          expect.objectContaining({
            target: "webhook",
            status: "skipped",
            lastError: "not configured",
          }),
        ]);
      });

      it("given the same key and body twice, answers with the first lead and keeps one row", async () => {
        const first = newLead();
        await store.insertLead(first, [{ target: "form", status: "pending" }]);

        const again = await store.insertLead({ ...first, id: randomUUID() }, [
          { target: "form", status: "pending" },
        ]);

        expect(again).toMatchObject({ status: "replayed", lead: { id: first.id } });
        const leads = await store.listLeads();
        expect(leads.map((lead) => lead.id)).toEqual([first.id]);
        expect(leads[0]?.deliveries).toHaveLength(1);
      });

      it("a lead stored with its booking token's hash takes a call-back time with that token alone", async () => {
        const token = newBookingToken();
        const lead = newLead({ bookingTokenHash: token.hash });
        const replay = newBookingToken();

        await store.insertLead(lead, []);
        const replayed = await store.insertLead(
          { ...lead, id: randomUUID(), bookingTokenHash: replay.hash },
          [],
        );

        expect(replayed.status).toBe("replayed");
        expect(await store.setCallbackTime(lead.id, replay.token, "today-morning")).toBe(false);
        expect(await store.setCallbackTime(lead.id, token.token, "today-morning")).toBe(true);
      });

      it("given the same key with a different body, reports a conflict and keeps the first lead", async () => {
        const first = newLead();
        await store.insertLead(first, []);

        const other = await store.insertLead(
          { ...first, id: randomUUID(), bodyHash: "hash-b", payload: { name: "Someone Else" } },
          [],
        );

        expect(other).toMatchObject({ status: "conflict", lead: { id: first.id } });
        const leads = await store.listLeads();
        expect(leads).toHaveLength(1);
        expect(leads[0]?.payload).toEqual(first.payload);
      });

      it("stores one lead when the same key arrives many times at once", async () => {
        const lead = newLead();

        const outcomes = await Promise.all(
          Array.from({ length: 6 }, () =>
            store.insertLead({ ...lead, id: randomUUID() }, [
              { target: "form", status: "pending" },
            ]),
          ),
        );

        expect(outcomes.filter((o) => o.status === "created")).toHaveLength(1);
        expect(new Set(outcomes.map((o) => o.lead.id)).size).toBe(1);
        expect(await store.listLeads()).toHaveLength(1);
      });

      it("keeps no lead when one of its delivery rows cannot be written", async () => {
        const lead = newLead();

        await expect(
          store.insertLead(lead, [
            { target: "form", status: "pending" },
            { target: "webhook", status: "lost" as "pending" },
          ]),
        ).rejects.toThrow();

        expect(await store.listLeads()).toEqual([]);
      });

      it("leases a due delivery to one worker and counts the attempt", async () => {
        const lead = newLead();
        await store.insertLead(lead, [{ target: "form", status: "pending" }]);

        const first = await store.claimDue({ now: T0, leaseMs: 60_000, limit: 10 });
        const duringLease = await store.claimDue({ now: at(30_000), leaseMs: 60_000, limit: 10 });

        expect(first).toHaveLength(1);
        expect(first[0]).toMatchObject({ target: "form", attempts: 1, lead: { id: lead.id } });
        expect(duringLease).toEqual([]);
      });

      it("does not hand out a delivery before it is due", async () => {
        await store.insertLead(newLead({ createdAt: at(5_000) }), [
          { target: "form", status: "pending" },
        ]);

        expect(await store.claimDue({ now: T0, leaseMs: 60_000, limit: 10 })).toEqual([]);
        expect(await store.nextDueAt()).toEqual(at(5_000));
      });

      it("hands a delivery out again once a crashed worker's lease runs out", async () => {
        await store.insertLead(newLead(), [{ target: "form", status: "pending" }]);
        await store.claimDue({ now: T0, leaseMs: 60_000, limit: 10 });

        const retaken = await store.claimDue({ now: at(60_000), leaseMs: 60_000, limit: 10 });

        expect(retaken).toHaveLength(1);
        expect(retaken[0]?.attempts).toBe(2);
      });

      it("reschedules a failed attempt and records its error", async () => {
        const lead = newLead();
        await store.insertLead(lead, [{ target: "form", status: "pending" }]);
        const [claim] = await store.claimDue({ now: T0, leaseMs: 60_000, limit: 10 });
        if (!claim) throw new Error("nothing claimed");

        const recorded = await store.finishDelivery(claim, {
          status: "pending",
          error: "HTTP 503",
          nextAttemptAt: at(10_000),
        });

        expect(recorded).toBe(true);
        expect(await store.nextDueAt()).toEqual(at(10_000));
        expect(await store.claimDue({ now: at(9_999), leaseMs: 60_000, limit: 10 })).toEqual([]);
        const [again] = await store.claimDue({ now: at(10_000), leaseMs: 60_000, limit: 10 });
        expect(again?.attempts).toBe(2);
        const [listed] = await store.listLeads();
        expect(listed?.deliveries[0]).toMatchObject({ status: "pending", lastError: "HTTP 503" });
      });

      it("never hands out a delivered lead again", async () => {
        await store.insertLead(newLead(), [{ target: "form", status: "pending" }]);
        const [claim] = await store.claimDue({ now: T0, leaseMs: 60_000, limit: 10 });
        if (!claim) throw new Error("nothing claimed");

        await store.finishDelivery(claim, { status: "delivered", at: at(1_000) });

        expect(await store.claimDue({ now: at(3_600_000), leaseMs: 60_000, limit: 10 })).toEqual(
          [],
        );
        expect(await store.nextDueAt()).toBeNull();
        const [listed] = await store.listLeads();
        expect(listed?.deliveries[0]).toMatchObject({
          status: "delivered",
          attempts: 1,
          deliveredAt: at(1_000),
          lastError: null,
        });
      });

      it("ignores a late result from a worker whose lease was taken over", async () => {
        await store.insertLead(newLead(), [{ target: "form", status: "pending" }]);
        const [stale] = await store.claimDue({ now: T0, leaseMs: 1_000, limit: 10 });
        const [current] = await store.claimDue({ now: at(1_000), leaseMs: 60_000, limit: 10 });
        if (!stale || !current) throw new Error("nothing claimed");

        expect(await store.finishDelivery(current, { status: "delivered", at: at(2_000) })).toBe(
          true,
        );
        expect(
          await store.finishDelivery(stale, {
            status: "pending",
            error: "timed out",
            nextAttemptAt: at(9_000),
          }),
        ).toBe(false);
        const [listed] = await store.listLeads();
        expect(listed?.deliveries[0]).toMatchObject({ status: "delivered", lastError: null });
      });

      it("gives workers claiming at once disjoint deliveries", async () => {
        for (let i = 0; i < 12; i++) {
          await store.insertLead(newLead(), [
            { target: "form", status: "pending" },
            { target: "webhook", status: "pending" },
          ]);
        }

        const batches = await Promise.all(
          Array.from({ length: 4 }, () => store.claimDue({ now: T0, leaseMs: 60_000, limit: 8 })),
        );

        const claimed = batches.flat().map((claim) => `${claim.lead.id}/${claim.target}`);
        expect(claimed).toHaveLength(24);
        expect(new Set(claimed).size).toBe(24);
      });
    },
  );
}

describe("the embedded store's data directory", { timeout: 30_000 }, () => {
  it("keeps leads across a restart and applies each migration once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lead-store-"));
    try {
      const first = await openStore({ DATA_DIR: dir });
      const lead = newLead();
      await first.insertLead(lead, [{ target: "form", status: "pending" }]);
      await first.close();

      const reopened = await openStore({ DATA_DIR: dir });
      const leads = await reopened.listLeads();
      await reopened.close();
      const sql = await openPGlite(dir);
      const appliedAgain = await migrate(sql);
      await sql.close();

      expect(leads.map((l) => l.id)).toEqual([lead.id]);
      expect(appliedAgain).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a directory another running process holds, naming that process", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lead-store-"));
    try {
      writeFileSync(join(dir, "lead-store.pid"), String(process.ppid));

      await expect(openStore({ DATA_DIR: dir })).rejects.toThrow(
        new RegExp(`in use by process ${process.ppid}`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes over a directory left behind by a process that has exited", async () => {
    const dir = await migratedStoreDir("lead-store-");
    try {
      const exited = spawnSync(process.execPath, [
        "-e",
        "process.stdout.write(String(process.pid))",
      ]);
      writeFileSync(join(dir, "lead-store.pid"), exited.stdout.toString());

      const store = await openStore({ DATA_DIR: dir });
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(postgresUrl === "")("migrations on PostgreSQL", { timeout: 30_000 }, () => {
  it("run once when several processes start together", async () => {
    const databases = testDatabases(postgresUrl);
    const url = await databases.create();
    const connections = await Promise.all(Array.from({ length: 3 }, () => openPostgres(url)));
    try {
      const applied = await Promise.all(connections.map((sql) => migrate(sql)));

      expect(applied.flat()).toEqual(migrations.map((m) => m.version));
    } finally {
      await Promise.all(connections.map((sql) => sql.close()));
      await databases.dropAll();
    }
  });
});
