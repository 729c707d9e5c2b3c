import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webPush from "web-push";
import { enrolledSession } from "../../../tests/fixtures/desk-session";
import { testContext } from "../../../tests/fixtures/function-context";
import { newLead } from "../../../tests/fixtures/new-lead";
import { parseServerOptions } from "../../options";
import { createApp } from "../../server/app";
import type { Store } from "../../store";
import { openStore } from "../../store";

const SITE = "http://127.0.0.1:8080";
const keys = webPush.generateVAPIDKeys();
let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 30_000);
afterAll(() => store.close());

const NOW = new Date();
const appWith = (env: Record<string, string> = {}) =>
  createApp(
    testContext({
      store,
      clock: () => NOW,
      options: parseServerOptions({
        PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
        PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
        ...env,
      }),
    }),
  );

/** What a browser's `PushSubscription.toJSON()` holds: a new device each time. */
function browserSubscription() {
  const device = webPush.generateVAPIDKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
    keys: { p256dh: device.publicKey, auth: Buffer.alloc(16, 7).toString("base64url") },
  };
}

function call(
  app: ReturnType<typeof appWith>,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  return app.request(`${SITE}/desk/api${path}`, {
    method,
    headers: { Origin: SITE, "Content-Type": "application/json", Cookie: `desk-session=${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("a desk device's notifications", () => {
  it("gives the public key to sign a subscription with, and keeps a device's subscription for its session", async () => {
    const app = appWith();
    const { token, sessionId } = await enrolledSession(store, { role: "assistant" });
    const settings = await call(app, token, "GET", "/push");
    expect(await settings.json()).toEqual({
      publicKey: keys.publicKey,
      quietHours: null,
      timeZone: "Australia/Sydney",
    });

    const device = browserSubscription();
    const subscribed = await call(app, token, "POST", "/push/subscription", device);
    expect(await subscribed.json()).toEqual({ subscribed: true, showNames: false });
    const named = await call(app, token, "POST", "/push/subscription", {
      ...device,
      showNames: true,
    });
    expect(await named.json()).toEqual({ subscribed: true, showNames: true });
    // Asked again on the next visit without a choice, the device keeps its own.
    const again = await call(app, token, "POST", "/push/subscription", device);
    expect(await again.json()).toEqual({ subscribed: true, showNames: true });
    expect(await store.sessionPushSubscription(sessionId, device.endpoint)).toMatchObject({
      showNames: true,
    });

    expect((await call(app, token, "DELETE", "/push/subscription", device)).status).toBe(204);
    expect(await store.sessionPushSubscription(sessionId, device.endpoint)).toBeNull();
  });

  it("refuses a subscription from another site, and an endpoint that is no push service's", async () => {
    const app = appWith();
    const { token } = await enrolledSession(store, { role: "assistant" });
    const forged = await app.request(`${SITE}/desk/api/push/subscription`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/json",
        Cookie: `desk-session=${token}`,
      },
      body: JSON.stringify(browserSubscription()),
    });
    expect(forged.status).toBe(403);
    // Whatever the endpoint names, if it is not a push service's, the server will never post to it:
    // an internal address, a look-alike host, credentials in the URL, or this machine over HTTP
    // on a request that says it came to 127.0.0.1.
    for (const endpoint of [
      "http://10.0.0.5/admin",
      "https://10.0.0.5/admin",
      "https://169.254.169.254/latest/meta-data",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://evilfcm.googleapis.com/fcm/send/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "http://127.0.0.1:9000/x",
    ]) {
      const refused = await call(app, token, "POST", "/push/subscription", {
        ...browserSubscription(),
        endpoint,
      });
      expect(refused.status, endpoint).toBe(400);
    }
    for (const endpoint of [
      "https://updates.push.services.mozilla.com/wpush/v2/x",
      "https://web.push.apple.com/QGx",
      "https://wns2-by3p.notify.windows.com/w/?token=x",
    ]) {
      const accepted = await call(app, token, "POST", "/push/subscription", {
        ...browserSubscription(),
        endpoint,
      });
      expect(accepted.status, endpoint).toBe(200);
    }
    // A push service of one's own, named in PUSH_SERVICE_HOSTS; a listed loopback over HTTP.
    const own = appWith({ PUSH_SERVICE_HOSTS: "push.broker.example, 127.0.0.1" });
    for (const endpoint of ["https://push.broker.example/p/1", "http://127.0.0.1:9000/x"]) {
      const accepted = await call(own, token, "POST", "/push/subscription", {
        ...browserSubscription(),
        endpoint,
      });
      expect(accepted.status, endpoint).toBe(200);
    }
    expect(() => appWith({ PUSH_SERVICE_HOSTS: "https://push.broker.example" })).toThrow(
      /PUSH_SERVICE_HOSTS/,
    );
    const production = await appWith({ DESK_ORIGIN: "https://desk.example.com" }).request(
      "https://desk.example.com/desk/api/push/subscription",
      {
        method: "POST",
        headers: {
          Origin: "https://desk.example.com",
          "Content-Type": "application/json",
          Cookie: `__Host-desk-session=${token}`,
        },
        body: JSON.stringify({ ...browserSubscription(), endpoint: "http://127.0.0.1:9000/x" }),
      },
    );
    expect(production.status).toBe(400);
  });

  it("given no push keys, says so rather than keeping a subscription nothing would use", async () => {
    const app = createApp(testContext({ store, clock: () => NOW }));
    const { token } = await enrolledSession(store);
    expect(await (await call(app, token, "GET", "/push")).json()).toMatchObject({
      publicKey: null,
    });
    const refused = await call(app, token, "POST", "/push/subscription", browserSubscription());
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: "push_not_configured" });
  });

  it("ends a device's pushes when its person signs out everywhere else", async () => {
    const app = appWith();
    const { token, userId } = await enrolledSession(store);
    const phone = browserSubscription();
    const phoneSession = crypto.randomUUID();
    await store.createSession({
      id: phoneSession,
      tokenHash: crypto.randomUUID(),
      userId,
      createdAt: NOW,
      userAgent: "phone",
    });
    await store.savePushSubscription({
      id: crypto.randomUUID(),
      userId,
      sessionId: phoneSession,
      endpoint: phone.endpoint,
      ...phone.keys,
      createdAt: NOW,
    });
    expect((await call(app, token, "DELETE", "/sessions")).status).toBe(200);
    expect(await store.sessionPushSubscription(phoneSession, phone.endpoint)).toBeNull();
  });

  it("lets only the owner set quiet hours, on the broker's clock", async () => {
    const app = appWith();
    const assistant = await enrolledSession(store, { role: "assistant" });
    const owner = await enrolledSession(store, { role: "owner" });
    const hours = { starts: "21:30", ends: "07:00" };
    expect((await call(app, assistant.token, "POST", "/push/quiet-hours", hours)).status).toBe(403);
    const bad = await call(app, owner.token, "POST", "/push/quiet-hours", {
      starts: "9pm",
      ends: "07:00",
    });
    expect(bad.status).toBe(400);
    const set = await call(app, owner.token, "POST", "/push/quiet-hours", hours);
    expect(await set.json()).toEqual({ quietHours: hours });
    expect(await (await call(app, assistant.token, "GET", "/push")).json()).toMatchObject({
      quietHours: hours,
    });
    await call(app, owner.token, "POST", "/push/quiet-hours", { starts: null });
    expect(await store.getQuietHours()).toBeNull();
  });

  it("queues a push for when a follow-up falls due, to each device", async () => {
    const app = appWith();
    const { token, userId, sessionId } = await enrolledSession(store);
    const device = browserSubscription();
    await store.savePushSubscription({
      id: crypto.randomUUID(),
      userId,
      sessionId,
      endpoint: device.endpoint,
      ...device.keys,
      createdAt: NOW,
    });
    const lead = newLead({ createdAt: NOW });
    await store.insertLead(lead, []);
    const due = "2030-03-16T23:00:00.000Z"; // 10 am on the 17th in Sydney
    await call(app, token, "POST", `/leads/${lead.id}/follow-up`, { at: due });
    const rows = (await store.listLeads()).find((one) => one.id === lead.id)?.deliveries ?? [];
    const pushes = rows.filter((row) => row.target.startsWith("push:due:"));
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.every((row) => row.target.endsWith(`:${due}`))).toBe(true);
    expect(pushes.every((row) => row.nextAttemptAt.toISOString() === due)).toBe(true);
  });
});
