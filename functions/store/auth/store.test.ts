import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolledSession } from "../../../tests/fixtures/desk-session";
import { storeBackends } from "../../../tests/fixtures/test-databases";
import { hashToken, newToken, sessionWindow } from "../../desk/session";
import { openStore } from "../index";
import type { Store } from "../types";

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

    /** An invite straight in the store; resolves to what enrolling with it came to. */
    async function enrolWith(
      email: string,
      invite: { role?: "owner" | "assistant"; recovery: boolean; invitedBy?: string },
      { name = "", now = new Date(), enrol = true } = {},
    ) {
      const inviteToken = newToken();
      await store.createInvite({
        tokenHash: hashToken(inviteToken),
        email,
        invitedBy: invite.invitedBy ?? "cli:test",
        createdAt: now,
        expiresAt: new Date(now.getTime() + 60_000),
        role: invite.role ?? "assistant",
        recovery: invite.recovery,
      });
      if (!enrol) return { inviteHash: hashToken(inviteToken) };
      const outcome = await store.completeEnrolment({
        inviteHash: hashToken(inviteToken),
        now,
        name,
        passkey: {
          id: crypto.randomUUID(),
          publicKey: new Uint8Array([4]),
          counter: 0,
          transports: [],
          deviceName: "Spare",
          createdAt: now,
        },
        session: {
          id: crypto.randomUUID(),
          tokenHash: hashToken(newToken()),
          createdAt: now,
          userAgent: "test",
        },
      });
      return { inviteHash: hashToken(inviteToken), outcome };
    }

    it("never lets a desk invite reach an account that signs in, rename it, or lift a revocation", async () => {
      const owner = `owner-${crypto.randomUUID()}@example.com`;
      await enrolledSession(store, { email: owner });
      const before = (await store.listUsers()).find((user) => user.email === owner);

      const taken = await enrolWith(owner, { recovery: false }, { name: "" });
      expect(taken.outcome).toEqual({ status: "account_exists" });
      const after = (await store.listUsers()).filter((user) => user.email === owner);
      expect(after).toEqual([{ ...before }]);
      expect(after[0]?.passkeys).toBe(1);

      await store.revokeUser(owner, new Date());
      const back = await enrolWith(owner, { recovery: true }, { name: "Someone" });
      expect(back.outcome).toMatchObject({ status: "enrolled", user: { role: "assistant" } });
      const accounts = (await store.listUsers()).filter((user) => user.email === owner);
      expect(accounts.map((user) => [user.name, user.revokedAt === null])).toEqual([
        ["Broker", false],
        ["Someone", true],
      ]);
    });

    it("adds a recovery invite's passkey to the account, keeping its name, and makes it owner only when asked", async () => {
      const email = `assistant-${crypto.randomUUID()}@example.com`;
      const { userId } = await enrolledSession(store, { email, role: "assistant" });

      const recovered = await enrolWith(email, { recovery: true }, { name: "Renamed" });
      expect(recovered.outcome).toEqual({
        status: "enrolled",
        user: { id: userId, email, name: "Broker", role: "assistant" },
      });
      const promoted = await enrolWith(email, { recovery: true, role: "owner" });
      expect(promoted.outcome).toMatchObject({ user: { id: userId, role: "owner" } });
      expect((await store.findUser(userId))?.passkeys).toBe(3);
    });

    it("deletes, with a revoked account, every open invite it made", async () => {
      const email = `inviter-${crypto.randomUUID()}@example.com`;
      const { userId } = await enrolledSession(store, { email });
      const spare = await enrolWith(
        `spare-${crypto.randomUUID()}@example.com`,
        { recovery: false, invitedBy: userId },
        { enrol: false },
      );

      expect(await store.revokeUser(email, new Date())).toMatchObject({ invites: 1 });
      expect(await store.findInvite(spare.inviteHash, new Date())).toEqual({ status: "unknown" });
    });
  });
}
