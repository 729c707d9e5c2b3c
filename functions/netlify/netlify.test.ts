import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../tests/fixtures/test-databases";
import { dayIn } from "../business-days";
import { openStore } from "../store";

// The entries need PostgreSQL, as on Netlify: the suite that stores leads runs when
// TEST_DATABASE_URL names a server (CI starts one with tests/fixtures/start-test-postgres.sh).
const postgresUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";

const ENV_KEYS = [
  "DATABASE_URL",
  "FORM_SERVICE_URL",
  "FORM_SERVICE_ACCESS_KEY",
  "FORWARD_RETRY_BASE_MS",
  "FORWARD_RETRY_MAX_MS",
  "LEAD_RATE_LIMIT",
];
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
const cleanUps: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** Each entry as Netlify loads it: a fresh module, reading the environment set before. */
async function entries() {
  vi.resetModules();
  const api = await import("./functions/api");
  const forwardLeads = await import("./functions/forward-leads");
  return { api: api.default, apiConfig: api.config, forward: forwardLeads.default, forwardLeads };
}

function leadRequest(key = randomUUID()): Request {
  return new Request("https://broker.example/api/submit-lead", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify({
      kind: "debt",
      name: "Nina Serverless",
      phone: "0400 333 444",
      debtAmount: "$10,000 - $30,000",
      source: "debt-inline",
    }),
  });
}

describe("the Netlify entries without a database", () => {
  it("answer 503 naming DATABASE_URL instead of storing leads where no one finds them", async () => {
    delete process.env.DATABASE_URL;
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api, forward } = await entries();

    const response = await api(leadRequest());
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    const body = (await response.json()) as { ok: boolean; error: string; message: string };
    expect(body).toMatchObject({ ok: false, error: "store_unavailable" });
    expect(body.message).toContain("DATABASE_URL is not set");

    expect((await forward()).status).toBe(503);
  });

  it("declare their route and their schedule", async () => {
    const { apiConfig, forwardLeads } = await entries();
    expect(apiConfig).toEqual({ path: "/api/*" });
    expect(forwardLeads.config).toEqual({ schedule: "* * * * *" });
  });
});

/** The form-to-email service on 127.0.0.1: 503 until `recover()`, then 200. */
async function fakeFormService() {
  const received: Array<{ status: number; leadId: string }> = [];
  let healthy = false;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const form = JSON.parse(body) as { message: string };
      const status = healthy ? 200 : 503;
      received.push({ status, leadId: /Lead id: (\S+)/.exec(form.message)?.[1] ?? "" });
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ success: healthy, message: healthy ? "sent" : "unavailable" }));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  cleanUps.push(
    () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  );
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    recover() {
      healthy = true;
    },
  };
}

describe.skipIf(!postgresUrl)("the Netlify entries on PostgreSQL", { timeout: 30_000 }, () => {
  async function freshDatabase(): Promise<string> {
    const databases = testDatabases(postgresUrl, "netlify_test");
    cleanUps.push(() => databases.dropAll());
    return databases.create();
  }

  it("store a lead, try it after the response, and deliver it once from the schedule", async () => {
    const service = await fakeFormService();
    process.env.DATABASE_URL = await freshDatabase();
    process.env.FORM_SERVICE_URL = service.url;
    process.env.FORM_SERVICE_ACCESS_KEY = "test-key";
    process.env.FORWARD_RETRY_BASE_MS = "1";
    process.env.FORWARD_RETRY_MAX_MS = "1";
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { api, forward } = await entries();

    const health = await api(new Request("https://broker.example/api/health"));
    expect(health.status).toBe(200);

    const afterResponse: Promise<unknown>[] = [];
    const context = { waitUntil: (promise: Promise<unknown>) => void afterResponse.push(promise) };
    const key = randomUUID();
    const stored = await api(leadRequest(key), context);
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    expect(stored.headers.get("access-control-allow-origin")).toBe("*");

    // The attempt after the response meets the service down: the lead waits.
    expect(afterResponse).toHaveLength(1);
    await Promise.all(afterResponse);
    expect(service.received).toEqual([{ status: 503, leadId: id }]);

    // The visitor's browser retries: same key, same lead, nothing new to forward.
    const replay = await api(leadRequest(key), context);
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { id: string }).id).toBe(id);
    expect(afterResponse).toHaveLength(1);

    service.recover();
    const run = await forward();
    expect(run.status).toBe(200);
    expect(await run.json()).toEqual({ ok: true, attempted: 1 });
    expect(service.received.filter((r) => r.status === 200)).toEqual([{ status: 200, leadId: id }]);

    // Nothing is due any more: the next minute's run sends nothing.
    expect(await (await forward()).json()).toEqual({ ok: true, attempted: 0 });
    expect(service.received).toHaveLength(2);
  });

  it("write the funnel events an instance answered for before it may be frozen", async () => {
    process.env.DATABASE_URL = await freshDatabase();
    const { api } = await entries();
    const afterResponse: Promise<unknown>[] = [];
    const context = { waitUntil: (promise: Promise<unknown>) => void afterResponse.push(promise) };
    const beacon = new Request("https://broker.example/api/events", {
      method: "POST",
      headers: {
        "Content-Type": "text/plain;charset=UTF-8",
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36",
      },
      body: JSON.stringify({ path: "/", events: [{ name: "view" }, { name: "shown" }] }),
    });

    expect((await api(beacon, context)).status).toBe(204);
    expect(afterResponse).toHaveLength(1);
    await Promise.all(afterResponse);

    const reader = await openStore({ DATABASE_URL: process.env.DATABASE_URL });
    cleanUps.push(() => reader.close());
    // Counted on the broker's day (BUSINESS_TIMEZONE's default), which may be UTC's tomorrow.
    const day = dayIn("Australia/Sydney", new Date());
    const summary = await reader.funnelSummary(day, day);
    expect(summary.byDay.map((row) => [row.views, row.shown])).toEqual([[1, 1]]);
  });

  it("give each visitor their own allowance, by the address Netlify tells", async () => {
    process.env.DATABASE_URL = await freshDatabase();
    process.env.LEAD_RATE_LIMIT = "1";
    const { api } = await entries();
    const from = (ip: string) => ({ ip, waitUntil: () => {} });

    const first = await api(leadRequest(), from("203.0.113.7"));
    const other = await api(leadRequest(), from("198.51.100.2"));
    const again = await api(leadRequest(), from("203.0.113.7"));
    // Where the context has no address, the header Netlify's edge sets.
    const byHeader = leadRequest();
    byHeader.headers.set("x-nf-client-connection-ip", "192.0.2.5");
    const third = await api(byHeader, {});

    expect([first.status, other.status, again.status, third.status]).toEqual([201, 201, 429, 201]);
  });
});
