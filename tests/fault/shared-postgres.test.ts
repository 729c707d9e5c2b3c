import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../../functions/store";
import {
  type FakeFormService,
  FORM_SERVICE_KEY,
  startFakeFormService,
} from "../fakes/form-service";
import { type FakeMetaGraph, startFakeMetaGraph } from "../fakes/meta-graph";
import { testDatabases } from "../fixtures/test-databases";
import { deliveryFigures } from "./exactly-once";
import { sendUntilAcknowledged, startLoad, until } from "./lead-load";
import { type ServerProcess, startServer } from "./server-process";

/*
 * Three server processes on one PostgreSQL behind a balancer (the visitors take turns), the
 * e-mail service down. One process is killed (SIGKILL) mid-load, holding leases on deliveries it
 * was attempting; the balancer drops it and visitors send what got no answer again. The service
 * comes back: every acknowledged lead is stored once and e-mailed exactly once, the killed
 * process's deliveries by the others once its leases (FORWARD_LEASE_MS) run out. Meta's
 * Conversions API, down with it, then gets each lead's server event exactly once too.
 */

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";
if (!postgresUrl) {
  console.warn("shared-postgres: skipped, set TEST_DATABASE_URL to run it");
}
const databases = testDatabases(postgresUrl);

let service: FakeFormService | undefined;
let meta: FakeMetaGraph | undefined;
let servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await service?.close();
  await meta?.close();
  if (postgresUrl) await databases.dropAll();
}, 60_000);

describe.skipIf(!postgresUrl)("three processes on one PostgreSQL, one killed", () => {
  it("delivers every acknowledged lead exactly once when the e-mail service is back", async () => {
    service = await startFakeFormService({ up: false });
    meta = await startFakeMetaGraph({ pixelId: "1234567890", accessToken: "fault-token" });
    meta.down();
    const databaseUrl = await databases.create();
    const env = {
      DATABASE_URL: databaseUrl,
      FORM_SERVICE_URL: service.url,
      FORM_SERVICE_ACCESS_KEY: FORM_SERVICE_KEY,
      FORWARD_RETRY_BASE_MS: "100",
      FORWARD_RETRY_MAX_MS: "500",
      FORWARD_LEASE_MS: "2000",
      LEAD_RATE_LIMIT: "0",
      META_PIXEL_ID: "1234567890",
      META_CAPI_TOKEN: "fault-token",
      META_GRAPH_URL: meta.url,
    };
    servers = await Promise.all([startServer(env), startServer(env), startServer(env)]);
    const live = new Set(servers);
    const load = startLoad(8, () => [...live].map((server) => server.base));
    await until("leads are flowing", () => load.acknowledged.length >= 150, 60_000);

    const [victim, survivor] = servers as [ServerProcess, ServerProcess];
    live.delete(victim);
    await victim.kill();
    const acknowledgedBeforeKill = load.acknowledged.length;
    await until(
      "leads flow on the others",
      () => load.acknowledged.length >= acknowledgedBeforeKill + 150,
      60_000,
    );
    await load.stop();
    await sendUntilAcknowledged(survivor.base, load.unsent, load.acknowledged);
    service.up();
    meta.up();
    const store = await openStore({ DATABASE_URL: databaseUrl });
    try {
      await until(
        "every lead is delivered",
        async () =>
          (await store.listLeads()).every((lead) =>
            lead.deliveries.every((delivery) => delivery.status === "delivered"),
          ),
        60_000,
      );
      await Promise.all([...live].map((server) => server.stop()));
      const figures = await deliveryFigures(store, load.acknowledged, service);
      const metaEvents = new Map<string, number>();
      for (const request of meta.accepted) {
        for (const event of request.body.data) {
          metaEvents.set(event.event_id, (metaEvents.get(event.event_id) ?? 0) + 1);
        }
      }
      // Each lead's event id: the lead's id, or for a resource request the key its browser
      // pixel was given (its reply names no lead).
      const leadIds = (await store.listLeads()).map((lead) =>
        lead.idempotencyKey.startsWith("collect-lead:")
          ? lead.idempotencyKey.slice("collect-lead:".length)
          : lead.id,
      );
      const metaFigures = {
        metaOnce: leadIds.filter((id) => metaEvents.get(id) === 1).length,
        metaTwiceOrMore: [...metaEvents.values()].filter((n) => n > 1).length,
        metaRefusedWhileDown: meta.refused,
      };
      console.log(
        "shared-postgres:",
        JSON.stringify({ acknowledgedBeforeKill, ...figures, ...metaFigures }),
      );
      expect(metaFigures).toMatchObject({ metaOnce: figures.acknowledged, metaTwiceOrMore: 0 });

      expect(figures).toMatchObject({
        stored: figures.acknowledged,
        lost: 0,
        unexpected: 0,
        deliveredOnce: figures.acknowledged,
        deliveredTwiceOrMore: 0,
        notDelivered: 0,
      });
    } finally {
      await store.close();
    }
  }, 180_000);
});
