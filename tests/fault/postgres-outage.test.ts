import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../../functions/store";
import { isAcknowledged, type Outcome, sendUntilAcknowledged, startLoad, until } from "./lead-load";
import { type OwnPostgres, postgresInstalled, startOwnPostgres } from "./own-postgres";
import { type ServerProcess, startServer } from "./server-process";

/*
 * Two server processes on one PostgreSQL, four visitors sending leads; PostgreSQL is stopped for
 * 10 s and started again. Every request in the outage is answered 503 with Retry-After within
 * 2 s (no hang, no 500), the processes reconnect by themselves, and every lead acknowledged
 * before, during or after is stored exactly once.
 */

const OUTAGE_MS = 10_000;
const installed = postgresInstalled();
if (!installed) {
  console.warn("postgres-outage: skipped, PostgreSQL is not installed (initdb not found)");
}

let cluster: OwnPostgres | undefined;
let servers: ServerProcess[] = [];
afterAll(async () => {
  try {
    await Promise.all(servers.map((server) => server.kill()));
  } finally {
    cluster?.destroy();
  }
}, 60_000);

describe.skipIf(!installed)("PostgreSQL stopped for 10 s under load", () => {
  it("answers 503 with Retry-After at once meanwhile, recovers by itself, loses nothing", async () => {
    cluster = startOwnPostgres();
    const env = { DATABASE_URL: cluster.url, LEAD_RATE_LIMIT: "0" };
    servers = await Promise.all([startServer(env), startServer(env)]);
    const bases = servers.map((server) => server.base);
    const load = startLoad(4, () => bases);
    await until("leads are flowing", () => load.acknowledged.length >= 100);

    cluster.stop();
    const down = Date.now();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    const restarting = Date.now();
    cluster.start();
    const up = Date.now();
    const ackedBeforeRecovery = load.acknowledged.length;
    await until("both processes store leads again", async () => {
      const answers = await Promise.all(bases.map((base) => fetch(`${base}/api/health`)));
      return (
        answers.every((answer) => answer.ok) &&
        load.acknowledged.length >= ackedBeforeRecovery + 100
      );
    });
    const recoveredAfterMs = Date.now() - up;
    await load.stop();
    await sendUntilAcknowledged(bases[0] as string, load.unsent, load.acknowledged);

    const during = load.outcomes.filter((o: Outcome) => o.at >= down && o.at + o.ms < restarting);
    const figures = {
      acknowledged: load.acknowledged.length,
      requests: load.outcomes.length,
      duringOutage: during.length,
      slowestDuringOutageMs: Math.max(...during.map((o) => o.ms)),
      recoveredAfterMs,
    };
    console.log("postgres-outage:", JSON.stringify(figures));

    // Neither process fell over when its connections were cut.
    expect(servers.map((server) => server.child.exitCode ?? server.child.signalCode)).toEqual([
      null,
      null,
    ]);
    expect(during.length).toBeGreaterThan(20);
    for (const outcome of during) {
      expect(outcome.status).toBe(503);
      expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
      expect(outcome.ms).toBeLessThan(2_000);
    }
    expect(load.outcomes.filter((o) => o.status === 500 || o.status === "no answer")).toEqual([]);
    expect(load.outcomes.filter((o) => o.at >= up && isAcknowledged(o)).length).toBeGreaterThan(0);
    const store = await openStore({ DATABASE_URL: cluster.url });
    try {
      const stored = (await store.listLeads()).map((lead) =>
        lead.idempotencyKey.replace(/^collect-lead:/, ""),
      );
      expect(stored.length).toBe(load.acknowledged.length);
      expect(new Set(stored)).toEqual(new Set(load.acknowledged.map((sent) => sent.key)));
    } finally {
      await store.close();
    }
  }, 90_000);
});
