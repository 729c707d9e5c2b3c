import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createForwarder, createTargets } from "../../functions/forward";
import { parseServerOptions } from "../../functions/options";
import { createApp } from "../../functions/server/app";
import type { Store } from "../../functions/store";
import { openStore } from "../../functions/store";
import { loadConfig } from "../../src/config";
import { migratedStoreDir } from "../fixtures/store-dir";

/*
 * A lead must survive the e-mail service being down and the server restarting, and reach the
 * broker exactly once. The service here is a stand-in on 127.0.0.1 that speaks the real one's
 * protocol: POST /submit with JSON, answering { success, message }.
 */

interface Received {
  status: number;
  leadId: string;
  subject: string;
}

/** The form-to-email service, answering 503 until `recover()` is called. */
function fakeFormService(port: number) {
  const received: Received[] = [];
  let healthy = false;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const form = JSON.parse(body) as { access_key: string; subject: string; message: string };
      const ok = req.method === "POST" && req.url === "/submit" && form.access_key === "test-key";
      const status = !ok ? 400 : healthy ? 200 : 503;
      received.push({
        status,
        leadId: /Lead id: (\S+)/.exec(form.message)?.[1] ?? "",
        subject: form.subject,
      });
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(
          status === 200
            ? { success: true, message: "Email sent successfully!" }
            : { success: false, message: status === 503 ? "Service unavailable" : "Bad request" },
        ),
      );
    });
  });
  return {
    received,
    listen: () => new Promise<void>((done) => server.listen(port, "127.0.0.1", done)),
    recover() {
      healthy = true;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A port nothing listens on (until the fake service does), so calls are refused. */
async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

const cleanUps: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

describe("forwarding through an outage and a restart", () => {
  it("stores every lead once and e-mails each exactly once when the service comes back", async () => {
    const dataDir = await migratedStoreDir("fault-forwarding-");
    cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await unusedPort();
    const env = {
      DATA_DIR: dataDir,
      FORM_SERVICE_URL: `http://127.0.0.1:${port}`,
      FORM_SERVICE_ACCESS_KEY: "test-key",
    };
    const config = loadConfig({});

    /** The server's moving parts, as server.ts wires them, with retries in milliseconds. */
    async function boot() {
      const store: Store = await openStore(env);
      const forwarder = createForwarder({
        store,
        targets: createTargets(parseServerOptions(env), config, fetch),
        retry: { baseMs: 40, maxMs: 300 },
        pollMs: 200,
        log: quietLog(),
      });
      const app = createApp({
        store,
        config,
        clock: () => new Date(),
        fetch,
        options: parseServerOptions(env),
        nudgeForwarder: () => forwarder.nudge(),
      });
      forwarder.start();
      const stop = async () => {
        await forwarder.stop();
        await store.close();
      };
      return { store, app, stop };
    }

    async function submit(app: ReturnType<typeof createApp>, name: string, key = randomUUID()) {
      const response = await app.request("/api/submit-lead", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify({
          kind: "debt",
          name,
          phone: "0400 111 222",
          debtAmount: "$30,000 - $50,000",
          source: "debt-lead-inline",
        }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    }

    const attemptsSoFar = async (store: Store) =>
      (await store.listLeads()).map((lead) => lead.deliveries[0]?.attempts ?? 0);

    // The e-mail service is down: nothing listens on its port.
    let server = await boot();
    const retriedKey = randomUUID();
    const ids = [
      await submit(server.app, "Ava Before", retriedKey),
      await submit(server.app, "Ben Before"),
      await submit(server.app, "Cat Before"),
    ];
    // The visitor's browser retries the first submission: same key, same lead.
    expect(await submit(server.app, "Ava Before", retriedKey)).toBe(ids[0]);
    await until("every lead has been tried at least twice", async () =>
      (await attemptsSoFar(server.store)).every((attempts) => attempts >= 2),
    );

    // Restart while the service is still down.
    await server.stop();
    const service = fakeFormService(port);
    await service.listen();
    cleanUps.push(() => service.close());
    server = await boot();
    cleanUps.push(() => server.stop());

    // Back up but failing for a while, and a new lead arrives meanwhile.
    ids.push(await submit(server.app, "Dan After"));
    await until(
      "the restarted server has retried against the failing service",
      async () => service.received.filter((r) => r.status === 503).length >= 4,
    );
    service.recover();
    ids.push(await submit(server.app, "Eve After"));

    await until("every lead is delivered", async () =>
      (await server.store.listLeads()).every((lead) => lead.deliveries[0]?.status === "delivered"),
    );
    // Give a duplicate, if one were on its way, time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 400));

    const leads = await server.store.listLeads();
    expect(leads.map((lead) => lead.id).sort()).toEqual([...ids].sort());
    const delivered = service.received.filter((r) => r.status === 200);
    expect(delivered.map((r) => r.leadId).sort()).toEqual([...ids].sort());
    expect(service.received.every((r) => r.status !== 400)).toBe(true);
    expect(delivered[0]?.subject).toBe("New debt consolidation lead (inline form)");
    for (const lead of leads) {
      expect(lead.deliveries).toEqual([
        expect.objectContaining({ target: "form", status: "delivered", lastError: null }),
      ]);
    }
  }, 60_000);
});
