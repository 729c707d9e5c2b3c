import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import {
  type FakeFormService,
  FORM_SERVICE_KEY,
  startFakeFormService,
} from "../../tests/fakes/form-service";
import { testDeskContext } from "../../tests/fixtures/desk-context";
import { enrolledSession } from "../../tests/fixtures/desk-session";
import { softPasskey } from "../../tests/fixtures/soft-passkey";
import { suiteStore } from "../../tests/fixtures/suite-store";
import { storeBackends } from "../../tests/fixtures/test-databases";
import { dismissNotice, listNotices } from "../desk/auth/notices";
import { addPasskeyOptions, addPasskeyVerify } from "../desk/auth/passkeys";
import { hashToken, newToken } from "../desk/session";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { serverForwarder } from "./index";
import { createNoticeMailer } from "./passkey-notices";

// 09:30 UTC is 8:30 pm in Sydney on 14 March 2030 (daylight time).
const NOW = new Date("2030-03-14T09:30:00.000Z");
const LATER = new Date("2030-03-14T09:31:00.000Z");
const DESK = "http://127.0.0.1/desk/api";
const config = loadConfig({});

for (const backend of storeBackends()) {
  describe.skipIf(!backend.enabled)(
    `a passkey added to an account tells its person, on ${backend.name}`,
    { timeout: 30_000 },
    () => {
      let store: Store;
      let fake: FakeFormService;
      suiteStore(backend, (ready) => {
        ({ store } = ready);
      });
      beforeAll(async () => {
        fake = await startFakeFormService({ up: true });
      });
      afterAll(() => fake?.close());

      /** Someone signed in, as their desk handlers see them. */
      async function signedIn(name = "Sam Broker") {
        const email = `sam-${crypto.randomUUID()}@example.com`;
        const session = await enrolledSession(store, { email, now: NOW });
        const user = { id: session.userId, email, name, role: "owner" as const };
        return { ...session, email, ctx: testDeskContext({ store, user, clock: () => NOW }) };
      }

      /** Adds a passkey named `deviceName` as Settings does: options, the device's answer, verify. */
      async function addPasskey(ctx: ReturnType<typeof testDeskContext>, deviceName: string) {
        const options = await (
          await addPasskeyOptions(new Request(`${DESK}/passkeys/options`, { method: "POST" }), ctx)
        ).json();
        const response = softPasskey().register(options, "http://127.0.0.1");
        return addPasskeyVerify(
          new Request(`${DESK}/passkeys/verify`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ response, deviceName }),
          }),
          ctx,
        );
      }

      const noticesOf = async (ctx: ReturnType<typeof testDeskContext>) =>
        (await (await listNotices(new Request(`${DESK}/notices`), ctx)).json()).notices;

      const forwarder = (env: Record<string, string>) =>
        serverForwarder(store, parseServerOptions(env), config, { clock: () => LATER });

      it("shows the desk a notice and e-mails the account's address once, with nothing else personal", async () => {
        const { ctx, email } = await signedIn();
        const added = await addPasskey(ctx, "Spare phone");
        expect(added.status).toBe(201);
        expect(ctx.nudgeForwarder).toHaveBeenCalled();

        expect(await noticesOf(ctx)).toEqual([
          { id: expect.any(String), deviceName: "Spare phone", addedAt: NOW.toISOString() },
        ]);
        const forwarding = forwarder({
          FORM_SERVICE_URL: fake.url,
          FORM_SERVICE_ACCESS_KEY: FORM_SERVICE_KEY,
          DESK_ORIGIN: "https://desk.example.com",
        });
        await forwarding.runOnce();
        await forwarding.runOnce();

        const mine = fake.sent.filter((sent) => sent.to === email);
        expect(mine).toHaveLength(1);
        expect(mine[0]?.subject).toBe("A passkey was added to your desk account");
        expect(mine[0]?.message).toContain("“Spare phone”");
        expect(mine[0]?.message).toContain("14 Mar 2030, 8:30 pm (Sydney time)");
        expect(mine[0]?.message).toContain("https://desk.example.com/desk/settings");
        expect(mine[0]?.message).not.toContain(email);
        expect(mine[0]?.message).not.toContain("Sam Broker");
      });

      it("a busy server e-mails a passkey it was told of at its next round, and one it was not within a second", async () => {
        const clock = { now: LATER };
        const forwarding = serverForwarder(
          store,
          parseServerOptions({
            FORM_SERVICE_URL: fake.url,
            FORM_SERVICE_ACCESS_KEY: FORM_SERVICE_KEY,
          }),
          config,
          { clock: () => clock.now },
        );
        await forwarding.runOnce();
        const sentTo = (email: string) => fake.sent.filter((sent) => sent.to === email);

        // The desk's handler tells this process's forwarder, as the running server wires it.
        const here = await signedIn();
        const told = { ...here.ctx, nudgeForwarder: forwarding.nudge };
        expect((await addPasskey(told, "Spare phone")).status).toBe(201);
        await forwarding.runOnce();
        expect(sentTo(here.email)).toHaveLength(1);

        // Another process stored this one: no nudge reaches this forwarder.
        const other = await signedIn();
        expect((await addPasskey(other.ctx, "Laptop")).status).toBe(201);
        await forwarding.runOnce();
        expect(sentTo(other.email)).toHaveLength(0);
        clock.now = new Date(LATER.getTime() + 1_000);
        await forwarding.runOnce();
        expect(sentTo(other.email)).toHaveLength(1);
      });

      it("sends each e-mail once when two processes work the notices at the same time", async () => {
        const { ctx, email } = await signedIn();
        await addPasskey(ctx, "Tablet");
        const mailer = () =>
          createNoticeMailer({
            store,
            baseUrl: fake.url,
            accessKey: FORM_SERVICE_KEY,
            config,
            deskOrigin: "https://desk.example.com",
            fetch: globalThis.fetch,
            clock: () => LATER,
          });

        await Promise.all([mailer().runOnce(), mailer().runOnce(), mailer().runOnce()]);

        expect(fake.sent.filter((sent) => sent.to === email)).toHaveLength(1);
      });

      it("tells the account's person of a recovery invite's passkey, not of a new account's first", async () => {
        const { ctx, email } = await signedIn();
        expect(await noticesOf(ctx)).toEqual([]);

        const token = newToken();
        await store.createInvite({
          tokenHash: hashToken(token),
          email,
          invitedBy: "cli:operator",
          createdAt: NOW,
          expiresAt: LATER,
          role: "assistant",
          recovery: true,
        });
        const outcome = await store.completeEnrolment({
          inviteHash: hashToken(token),
          now: NOW,
          name: "",
          passkey: {
            id: crypto.randomUUID(),
            publicKey: new Uint8Array([4, 5, 6]),
            counter: 0,
            transports: [],
            deviceName: "Recovered laptop",
            createdAt: NOW,
          },
          session: {
            id: crypto.randomUUID(),
            tokenHash: hashToken(newToken()),
            createdAt: NOW,
            userAgent: "test",
          },
        });

        expect(outcome.status).toBe("enrolled");
        expect(await noticesOf(ctx)).toMatchObject([{ deviceName: "Recovered laptop" }]);
      });

      it("lets only the account's person dismiss a notice, once", async () => {
        const mine = await signedIn();
        const theirs = await signedIn();
        await addPasskey(mine.ctx, "Work laptop");
        const [notice] = await noticesOf(mine.ctx);
        const dismiss = (ctx: ReturnType<typeof testDeskContext>) =>
          dismissNotice(new Request(`${DESK}/notices/${notice.id}`, { method: "DELETE" }), {
            ...ctx,
            params: { id: notice.id },
          });

        expect((await dismiss(theirs.ctx)).status).toBe(404);
        expect(await noticesOf(mine.ctx)).toHaveLength(1);
        expect((await dismiss(mine.ctx)).status).toBe(204);
        expect(await noticesOf(mine.ctx)).toEqual([]);
        expect((await dismiss(mine.ctx)).status).toBe(404);
      });

      it("tries the e-mail again while the form service is down, and skips it without a key", async () => {
        const { ctx, email } = await signedIn();
        await addPasskey(ctx, "Old phone");
        const unconfigured = forwarder({});
        await unconfigured.runOnce();
        expect(fake.sent.filter((sent) => sent.to === email)).toHaveLength(0);
        // Skipped for good: a key set later does not send an old notice; the desk still shows it.
        expect(await noticesOf(ctx)).toHaveLength(1);

        const other = await signedIn();
        await addPasskey(other.ctx, "New phone");
        fake.down();
        const clock = { now: LATER };
        const mailer = createNoticeMailer({
          store,
          baseUrl: fake.url,
          accessKey: FORM_SERVICE_KEY,
          config,
          deskOrigin: "https://desk.example.com",
          fetch: globalThis.fetch,
          clock: () => clock.now,
          retry: { baseMs: 1_000, maxMs: 1_000 },
        });
        await mailer.runOnce();
        fake.up();
        await mailer.runOnce();
        expect(fake.sent.filter((sent) => sent.to === other.email)).toHaveLength(0);
        clock.now = new Date(LATER.getTime() + 1_000);
        await mailer.runOnce();

        expect(fake.sent.filter((sent) => sent.to === other.email)).toHaveLength(1);
        expect(fake.sent.filter((sent) => sent.to === email)).toHaveLength(0);
      });
    },
  );
}
