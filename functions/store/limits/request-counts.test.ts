import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/fixtures/test-databases";
import { openPostgres } from "../database/postgres";
import { StoreUnavailableError } from "../database/unavailable";
import { openStore } from "../index";
import type { Store } from "../types";

// PGlite always; a real PostgreSQL server too when TEST_DATABASE_URL names one.
const postgresUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";
const databases = testDatabases(postgresUrl);
afterAll(() => (postgresUrl ? databases.dropAll() : undefined));

const minute = (n: number) => new Date(Date.UTC(2030, 0, 1, 9, n));

describe("request counts for rate limits on PGlite", () => {
  let store: Store;
  // Starting PGlite on a busy machine can take a while.
  beforeAll(async () => {
    store = await openStore({ DATA_DIR: "memory" });
  }, 120_000);
  afterAll(() => store?.close());

  it("counts each key per window, and a new window starts again from one", async () => {
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push(await store.countRequest("submit-lead:a", minute(0)));
    counts.push(await store.countRequest("submit-lead:b", minute(0)));
    counts.push(await store.countRequest("collect-lead:a", minute(0)));
    counts.push(await store.countRequest("submit-lead:a", minute(1)));

    expect(counts).toEqual([1, 2, 3, 1, 1, 1]);
  });

  it("keeps a day's count while the minutes after it begin and end", async () => {
    const day = new Date(Date.UTC(2030, 0, 2));
    const at = (hour: number, min: number) => new Date(Date.UTC(2030, 0, 2, hour, min));
    const counts = [await store.countRequest("chat:budget", day, 86_400_000)];
    await store.countRequest("chat:a", at(9, 0));
    await store.countRequest("chat:a", at(9, 1));
    await store.countRequest("chat:a", at(17, 30));
    counts.push(await store.countRequest("chat:budget", day, 86_400_000));
    // A new day counts from one again.
    await store.countRequest("chat:a", new Date(Date.UTC(2030, 0, 3, 0, 0)));
    counts.push(
      await store.countRequest("chat:budget", new Date(Date.UTC(2030, 0, 3)), 86_400_000),
    );

    expect(counts).toEqual([1, 2, 1]);
  });
});

describe.skipIf(postgresUrl === "")(
  "request counts for rate limits on PostgreSQL",
  { timeout: 30_000 },
  () => {
    it("are shared by every process on one database, each request counted once under a race", async () => {
      const url = await databases.create();
      const stores = await Promise.all([0, 1, 2].map(() => openStore({ DATABASE_URL: url })));
      try {
        const counts = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            stores[i % 3]?.countRequest("submit-lead:203.0.113.9", minute(5)),
          ),
        );

        expect([...counts].sort((a, b) => Number(a) - Number(b))).toEqual(
          Array.from({ length: 30 }, (_, i) => i + 1),
        );
      } finally {
        await Promise.all(stores.map((store) => store.close()));
      }
    });
  },
);

describe("a PostgreSQL server that is down", () => {
  it("fails a query at once as 'store unavailable' rather than hanging", async () => {
    // A port that was free a moment ago: nothing accepts the connection.
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => done(typeof address === "object" && address ? address.port : 0));
      });
    });
    const sql = await openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`);
    try {
      await expect(sql.query("SELECT 1")).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(sql.transaction((tx) => tx.query("SELECT 1"))).rejects.toBeInstanceOf(
        StoreUnavailableError,
      );
    } finally {
      await sql.close();
    }
  });
});
