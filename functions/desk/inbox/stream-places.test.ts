import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { enrolledSession } from "../../../tests/fixtures/desk-session";
import { suiteStore } from "../../../tests/fixtures/suite-store";
import { storeBackends } from "../../../tests/fixtures/test-databases";
import type { Sql, Store } from "../../store";
import { openStore } from "../../store";
import { leadStream } from "./stream";

const STREAM_URL = "http://127.0.0.1/desk/api/leads/stream";

for (const backend of storeBackends()) {
  describe.skipIf(!backend.enabled)(
    `a session's live streams, counted across processes, on ${backend.name}`,
    { timeout: 30_000 },
    () => {
      let sql: Sql;
      let store: Store;
      // A second process on the same database: its own pool on PostgreSQL; PGlite is one process.
      let other: Store;
      let env: Record<string, string>;
      suiteStore(backend, (ready) => {
        ({ sql, store, env } = ready);
      });
      beforeAll(async () => {
        other = backend.name === "PGlite" ? store : await openStore(env);
      });
      afterAll(async () => {
        if (other !== store) await other?.close();
      });

      it("lets one session hold 4 streams in all, whichever processes serve them", async () => {
        const { sessionId } = await enrolledSession(store);
        const first = leadStream();
        const second = leadStream();
        const here = testDeskContext({ store, sessionId });
        const there = testDeskContext({ store: other, sessionId });
        const open = [
          await first(new Request(STREAM_URL), here),
          await first(new Request(STREAM_URL), here),
          await second(new Request(STREAM_URL), there),
          await second(new Request(STREAM_URL), there),
        ];
        const fifthHere = await first(new Request(STREAM_URL), here);
        const fifthThere = await second(new Request(STREAM_URL), there);
        const anotherSession = testDeskContext({
          store: other,
          sessionId: (await enrolledSession(store)).sessionId,
        });
        const theirs = await second(new Request(STREAM_URL), anotherSession);

        expect(open.map((response) => response.status)).toEqual([200, 200, 200, 200]);
        expect([fifthHere.status, fifthThere.status, theirs.status]).toEqual([429, 429, 200]);
        expect(await fifthThere.json()).toMatchObject({ error: "too_many_streams" });

        // One closed in the first process makes room in the second.
        await open[0]?.body?.cancel();
        await expect
          .poll(async () => {
            const again = await second(new Request(STREAM_URL), there);
            await again.body?.cancel();
            return again.status;
          })
          .toBe(200);
        await Promise.all([...open.slice(1), theirs].map((each) => each.body?.cancel()));
      });

      it("lets 4 in, no more, when 8 tabs of one session open at the same moment on two processes", async () => {
        const { sessionId } = await enrolledSession(store);
        const processes = [
          { stream: leadStream(), ctx: testDeskContext({ store, sessionId }) },
          { stream: leadStream(), ctx: testDeskContext({ store: other, sessionId }) },
        ];

        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) => {
            const { stream, ctx } = processes[i % 2] as (typeof processes)[number];
            return stream(new Request(STREAM_URL), ctx);
          }),
        );

        expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
        expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
        await Promise.all(answers.map((answer) => answer.body?.cancel()));
      });

      it("does not lock a session out for longer than a lease when the process holding its streams dies", async () => {
        const { sessionId } = await enrolledSession(store);
        const clock = { now: new Date() };
        // Four places a process took and then, killed, never renewed nor gave up.
        for (let i = 0; i < 4; i++) {
          const outcome = await store.takeStreamLease({
            id: randomUUID(),
            sessionId,
            now: clock.now,
            expiresAt: new Date(clock.now.getTime() + 75_000),
            limit: 4,
          });
          expect(outcome).toBe("taken");
        }
        const survivor = leadStream();
        const ctx = testDeskContext({ store: other, sessionId, clock: () => clock.now });

        const meanwhile = await survivor(new Request(STREAM_URL), ctx);
        clock.now = new Date(clock.now.getTime() + 75_001);
        const after = await survivor(new Request(STREAM_URL), ctx);

        expect([meanwhile.status, after.status]).toEqual([429, 200]);
        await after.body?.cancel();
      });

      it("keeps an open stream's place past its first lease, renewed with the heartbeat", async () => {
        const { sessionId } = await enrolledSession(store);
        const clock = { now: new Date() };
        const ctx = testDeskContext({ store, sessionId, clock: () => clock.now });
        const stream = leadStream({ perSession: 1, heartbeatMs: 20, leaseMs: 60_000 });
        const open = await stream(new Request(STREAM_URL), ctx);
        expect(open.status).toBe(200);

        clock.now = new Date(clock.now.getTime() + 100_000);
        const lapsedAt = clock.now.getTime();
        await expect
          .poll(async () => {
            const [row] = await sql.query<{ expires_at: Date | string }>(
              "SELECT expires_at FROM desk_stream_leases WHERE session_id = $1",
              [sessionId],
            );
            return row ? new Date(row.expires_at).getTime() > lapsedAt : false;
          })
          .toBe(true);
        const another = await leadStream({ perSession: 1 })(
          new Request(STREAM_URL),
          testDeskContext({ store: other, sessionId, clock: () => clock.now }),
        );

        expect(another.status).toBe(429);
        await open.body?.cancel();
      });

      it("gives up a session's places when the session ends", async () => {
        const { sessionId, userId } = await enrolledSession(store);
        const ctx = testDeskContext({ store, sessionId });
        const open = await leadStream()(new Request(STREAM_URL), ctx);
        expect(open.status).toBe(200);

        await store.deleteSession(userId, sessionId);

        await expect
          .poll(async () => {
            const rows = await sql.query(
              "SELECT id FROM desk_stream_leases WHERE session_id = $1",
              [sessionId],
            );
            return rows.length;
          })
          .toBe(0);
        const refused = await leadStream()(new Request(STREAM_URL), ctx);
        expect(refused.status).toBe(401);
        await open.body?.cancel();
      });
    },
  );
}
