import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../../functions/store";
import {
  type FakeFormService,
  FORM_SERVICE_KEY,
  startFakeFormService,
} from "../fakes/form-service";
import { deliveryFigures } from "./exactly-once";
import { sendUntilAcknowledged, startLoad, until } from "./lead-load";
import { type ServerProcess, startServer } from "./server-process";

/*
 * One server on the embedded store, eight visitors sending leads and resource requests; the
 * process is killed (SIGKILL) mid-load and started again on the same data. Visitors whose
 * request got no answer send it again with its key. Every acknowledged lead must be stored once
 * and e-mailed once. The e-mail service is down until after the restart: a lead e-mailed in the
 * instant between the service's answer and the store recording it would be e-mailed again after
 * a crash (the service takes no idempotency key), and this suite is about the store.
 */

let service: FakeFormService | undefined;
let server: ServerProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), "fault-embedded-"));
afterAll(async () => {
  await server?.stop();
  await service?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("the embedded store killed mid-load", () => {
  it("keeps every acknowledged lead once and e-mails it once after the restart", async () => {
    service = await startFakeFormService({ up: false });
    const env = {
      DATA_DIR: dataDir,
      FORM_SERVICE_URL: service.url,
      FORM_SERVICE_ACCESS_KEY: FORM_SERVICE_KEY,
      FORWARD_RETRY_BASE_MS: "100",
      FORWARD_RETRY_MAX_MS: "500",
      FORWARD_LEASE_MS: "2000",
      LEAD_RATE_LIMIT: "0",
    };
    server = await startServer(env);
    const { port, base } = server;
    const load = startLoad(8, () => [base]);
    await until("leads are flowing", () => load.acknowledged.length >= 100, 60_000);

    await server.kill();
    const acknowledgedBeforeKill = load.acknowledged.length;
    await load.stop();
    server = await startServer(env, port);
    await sendUntilAcknowledged(base, load.unsent, load.acknowledged);
    service.up();
    const expected = new Set(load.acknowledged.map((sent) => sent.key)).size;
    await until(
      "the service has received every lead",
      () => new Set(service?.delivered).size >= expected,
      60_000,
    );
    // The embedded store has one owner at a time: stop the server (letting any send under way
    // finish and be recorded), then look.
    await server.stop();
    const store = await openStore({ DATA_DIR: dataDir });
    const figures = await deliveryFigures(store, load.acknowledged, service);
    const undelivered = (await store.listLeads()).filter((lead) =>
      lead.deliveries.some((delivery) => delivery.status !== "delivered"),
    );
    await store.close();
    console.log("embedded-crash:", JSON.stringify({ acknowledgedBeforeKill, ...figures }));

    expect(figures).toMatchObject({
      stored: figures.acknowledged,
      lost: 0,
      unexpected: 0,
      deliveredOnce: figures.acknowledged,
      deliveredTwiceOrMore: 0,
      notDelivered: 0,
    });
    expect(undelivered).toEqual([]);
  }, 180_000);
});
