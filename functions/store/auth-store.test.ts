import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolledSession } from "../../tests/fixtures/desk-session";
import { storeBackends } from "../../tests/fixtures/test-databases";
import { hashToken, sessionWindow } from "../desk/session";
import { openStore } from "./index";
import type { Store } from "./types";

for (const backend of storeBackends()) {
  describe.skipIf(!backend.enabled)(`the desk's accounts and audit on ${backend.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await openStore(await backend.env());
    }, 30_000);
    afterAll(async () => {
      await store?.close();
      await backend.cleanUp();
    });

    it("keeps a passkey's key, finds a session by its hash, lists the audit by name, and revokes", async () => {
      const now = new Date("2030-03-14T09:00:00.000Z");
      const { token, userId, passkeyId } = await enrolledSession(store, {
        email: "broker@example.com",
        now,
      });
      const found = await store.touchSession(hashToken(token), sessionWindow(now));
      expect(found?.user).toMatchObject({
        email: "broker@example.com",
        name: "Broker",
        passkeys: 1,
      });
      const passkey = await store.findPasskey(passkeyId);
      expect(Array.from(passkey?.publicKey ?? [])).toEqual([1, 2, 3]);
      expect(passkey?.transports).toEqual(["internal"]);

      await store.findPerson({ email: "jane@example.com" }, { actor: userId, at: now });
      await store.writeAudit({
        at: new Date(now.getTime() + 1000),
        actor: userId,
        action: "sign-in",
      });
      const entries = await store.listAudit({ limit: 10 });
      expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
        ["Broker", "sign-in"],
        ["Broker", "find"],
      ]);
      expect(await store.listAudit({ before: entries[0], limit: 10 })).toHaveLength(1);

      expect(await store.revokeUser("broker@example.com", now)).toEqual({
        sessions: 1,
        passkeys: 1,
        invites: 0,
      });
      expect(await store.touchSession(hashToken(token), sessionWindow(now))).toBeNull();
    });
  });
}
