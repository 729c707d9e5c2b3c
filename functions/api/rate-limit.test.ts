import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import { testDatabases } from "../../tests/fixtures/test-databases";
import type { FunctionContext } from "../context";
import { parseServerOptions } from "../options";
import { createApp } from "../server/app";
import type { Store } from "../store";
import { openStore } from "../store";

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";

let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 120_000);
afterAll(() => store.close());

// 09:00:15 on a fixed day: 45 seconds of the minute's window are left.
let now = new Date("2030-05-01T09:00:15.000Z");

const contextWith = (overrides: Partial<FunctionContext> = {}) =>
  testContext({
    store,
    clock: () => now,
    options: parseServerOptions({ TRUSTED_PROXY_COUNT: "1" }),
    ...overrides,
  });

const lead = {
  kind: "debt",
  name: "Jane Citizen",
  phone: "0400 111 222",
  debtAmount: "$50,000+",
  source: "debt-modal",
};

function submit(app: ReturnType<typeof createApp>, client: string) {
  return app.request("/api/submit-lead", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": randomUUID(),
      "X-Forwarded-For": client,
    },
    body: JSON.stringify(lead),
  });
}

describe("the rate limit on lead submissions", () => {
  it("accepts 20 leads a minute from one client and answers the 21st with 429 and Retry-After", async () => {
    const app = createApp(contextWith());
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await submit(app, "198.51.100.1")).status);

    const refused = await submit(app, "198.51.100.1");

    expect(statuses).toEqual(Array(20).fill(201));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("45");
    const body = await refused.json();
    expect(body).toMatchObject({ ok: false, error: "rate_limited" });
    expect(body.message).toContain("45 seconds");
    // Another visitor is not held back by the first.
    expect((await submit(app, "198.51.100.2")).status).toBe(201);
    // The next minute, the first may send again.
    now = new Date("2030-05-01T09:01:00.000Z");
    expect((await submit(app, "198.51.100.1")).status).toBe(201);
  });

  it("holds every route that stores a lead to one allowance, and checkouts to their own, LEAD_RATE_LIMIT a minute", async () => {
    now = new Date("2030-05-01T10:00:00.000Z");
    const app = createApp(
      contextWith({
        options: parseServerOptions({
          TRUSTED_PROXY_COUNT: "1",
          LEAD_RATE_LIMIT: "2",
        }),
      }),
    );
    const post = (name: string) =>
      app.request(`/api/${name}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.3" },
        body: "{}",
      });
    const statuses: Record<string, number[]> = {};
    for (const name of ["submit-lead", "collect-lead", "form-post", "create-checkout-session"]) {
      statuses[name] = [(await post(name)).status, (await post(name)).status];
    }
    statuses["create-checkout-session"]?.push((await post("create-checkout-session")).status);

    // Refused by the functions themselves (no Idempotency-Key, no provider) until the limit.
    expect(statuses).toEqual({
      "submit-lead": [400, 400],
      "collect-lead": [429, 429],
      "form-post": [429, 429],
      "create-checkout-session": [503, 503, 429],
    });
  });

  it("is off with LEAD_RATE_LIMIT=0", async () => {
    now = new Date("2030-05-01T11:00:00.000Z");
    const app = createApp(
      contextWith({
        options: parseServerOptions({
          TRUSTED_PROXY_COUNT: "1",
          LEAD_RATE_LIMIT: "0",
        }),
      }),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await submit(app, "198.51.100.4")).status);

    expect(statuses).toEqual(Array(25).fill(201));
  });
});

describe("who the lead limit counts", () => {
  it("with the setting the README once recommended (CHAT_CLIENT_IP_HEADER=x-forwarded-for), a visitor writing a new first address each time is still one client", async () => {
    now = new Date("2030-05-01T13:00:00.000Z");
    const app = createApp(
      contextWith({
        options: parseServerOptions({
          CHAT_CLIENT_IP_HEADER: "x-forwarded-for",
          LEAD_RATE_LIMIT: "3",
        }),
      }),
    );
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i++) {
      statuses.push((await submit(app, `198.51.100.${i}, 203.0.113.7`)).status);
    }

    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it("counts an IPv6 visitor by its /64, so new addresses in it are no new allowance", async () => {
    now = new Date("2030-05-01T14:00:00.000Z");
    const app = createApp(
      contextWith({
        options: parseServerOptions({ TRUSTED_PROXY_COUNT: "1", LEAD_RATE_LIMIT: "3" }),
      }),
    );
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await submit(app, `2001:db8:1:2::${i}`)).status);
    const neighbour = await submit(app, "2001:db8:1:3::1");

    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(neighbour.status).toBe(201);
  });
});

describe.skipIf(postgresUrl === "")(
  "the rate limit with several processes on one PostgreSQL",
  () => {
    const databases = testDatabases(postgresUrl);
    afterAll(() => databases.dropAll());

    it("is one allowance for the client, not one per process", async () => {
      now = new Date("2030-05-01T12:00:30.000Z");
      const url = await databases.create();
      const stores = [
        await openStore({ DATABASE_URL: url }),
        await openStore({ DATABASE_URL: url }),
      ];
      try {
        const apps = stores.map((own) => createApp(contextWith({ store: own })));
        const statuses: number[] = [];
        for (let i = 0; i < 22; i++) {
          const app = apps[i % 2] as ReturnType<typeof createApp>;
          statuses.push((await submit(app, "203.0.113.7")).status);
        }

        expect(statuses).toEqual([...Array(20).fill(201), 429, 429]);
      } finally {
        await Promise.all(stores.map((own) => own.close()));
      }
    }, 30_000);
  },
);
