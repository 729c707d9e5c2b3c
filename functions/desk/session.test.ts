import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { enrolledSession } from "../../tests/fixtures/desk-session";
import { testContext } from "../../tests/fixtures/function-context";
import { memoryStore } from "../../tests/fixtures/memory-store";
import { parseServerOptions } from "../options";
import { createApp } from "../server/app";
import type { Sql, Store } from "../store";
import { createInvite } from "./auth/invites";
import { startSession } from "./session";

const LOCAL = "http://127.0.0.1:8080";
const T0 = new Date("2030-03-14T09:00:00.000Z");
const HOUR = 3_600_000;

let sql: Sql;
let store: Store;
memoryStore((ready) => {
  ({ sql, store } = ready);
});

/** An app whose clock the test moves. */
function appAt(start: Date, env: Record<string, string> = {}) {
  const clock = { now: start };
  const app = createApp(
    testContext({ store, clock: () => clock.now, options: parseServerOptions(env) }),
    { connectionAddress: () => "203.0.113.7" },
  );
  const me = async (token: string) =>
    (await app.request(`${LOCAL}/desk/api/me`, { headers: { Cookie: `desk-session=${token}` } }))
      .status;
  return { app, clock, me };
}

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax and not Secure on 127.0.0.1", async () => {
    const { userId } = await enrolledSession(store);
    const ctx = testContext({ store });
    const cookie = await startSession(new Request(`${LOCAL}/desk/api/sign-in/verify`), ctx, userId);
    expect(cookie).toMatch(/^desk-session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
  });

  it("is Secure, and kept to its host by __Host-, on the site's own origin", async () => {
    const { userId } = await enrolledSession(store);
    const ctx = testContext({ store });
    const cookie = await startSession(
      new Request("https://www.example.com/desk/api/sign-in/verify"),
      ctx,
      userId,
    );
    expect(cookie).toMatch(/^__Host-desk-session=/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("is stored only as the SHA-256 of its token", async () => {
    const { token, sessionId } = await enrolledSession(store);
    const rows = await sql.query("SELECT * FROM desk_sessions WHERE id = $1", [sessionId]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
  });
});

describe("a session's life", () => {
  it("ends after 12 hours unused, and each use restarts those 12 hours", async () => {
    const { token } = await enrolledSession(store, { now: T0 });
    const { clock, me } = appAt(T0);
    clock.now = new Date(T0.getTime() + 11.9 * HOUR);
    expect(await me(token)).toBe(200);
    clock.now = new Date(T0.getTime() + 23.8 * HOUR);
    expect(await me(token)).toBe(200);
    clock.now = new Date(T0.getTime() + 35.8 * HOUR);
    expect(await me(token)).toBe(401);
  });

  it("ends 14 days after sign-in however much it is used", async () => {
    const { token } = await enrolledSession(store, { now: T0 });
    const { clock, me } = appAt(T0);
    for (let hours = 10; hours < 14 * 24; hours += 10) {
      clock.now = new Date(T0.getTime() + hours * HOUR);
      expect(await me(token), `after ${hours} hours`).toBe(200);
    }
    clock.now = new Date(T0.getTime() + 14 * 24 * HOUR + 60_000);
    expect(await me(token)).toBe(401);
  });

  it("ends on sign-out: the old cookie is refused and cleared", async () => {
    const { token } = await enrolledSession(store);
    const { app, me } = appAt(new Date());
    const out = await app.request(`${LOCAL}/desk/api/sign-out`, {
      method: "POST",
      headers: { Origin: LOCAL, Cookie: `desk-session=${token}` },
    });
    expect(out.status).toBe(204);
    expect(out.headers.get("Set-Cookie")).toMatch(/^desk-session=;.*Max-Age=0/);
    expect(await me(token)).toBe(401);
  });

  it("ends when the account is revoked, with its passkeys", async () => {
    const email = "assistant-revoked@example.com";
    const { token, passkeyId } = await enrolledSession(store, { email });
    const { me } = appAt(new Date());
    expect(await me(token)).toBe(200);
    expect(await store.revokeUser(email, new Date())).toEqual({
      sessions: 1,
      passkeys: 1,
      invites: 0,
    });
    expect(await me(token)).toBe(401);
    expect(await store.findPasskey(passkeyId)).toBeNull();
  });
});

describe("enrolment links", () => {
  const options = (app: ReturnType<typeof appAt>["app"], token: string) =>
    app.request(`${LOCAL}/desk/api/enrol/options`, {
      method: "POST",
      headers: { Origin: LOCAL, "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
    });

  it("work for 24 hours, then say the link has expired", async () => {
    const { token } = await createInvite(store, {
      email: "new-broker@example.com",
      invitedBy: "cli:test",
      now: T0,
    });
    const { app, clock } = appAt(new Date(T0.getTime() + 23.9 * HOUR));
    const fresh = await options(app, token);
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toMatchObject({
      rp: { id: "127.0.0.1" },
      email: "new-broker@example.com",
    });
    clock.now = new Date(T0.getTime() + 24 * HOUR);
    const late = await options(app, token);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({
      error: "invite_expired",
      message: "This link has expired. Ask for a new one.",
    });
  });

  it("work once: a used link is refused", async () => {
    const now = new Date();
    const { token } = await createInvite(store, {
      email: "once@example.com",
      invitedBy: "cli:test",
      now,
    });
    const { app } = appAt(now);
    expect((await options(app, token)).status).toBe(200);
    const used = await store.completeEnrolment({
      inviteHash: createHash("sha256").update(token).digest("hex"),
      now,
      name: "",
      passkey: {
        id: "used-link-passkey",
        publicKey: new Uint8Array([1]),
        counter: 0,
        transports: [],
        deviceName: "Phone",
        createdAt: now,
      },
      session: {
        id: crypto.randomUUID(),
        tokenHash: "x".repeat(64),
        createdAt: now,
        userAgent: "",
      },
    });
    expect(used.status).toBe("enrolled");
    const again = await options(app, token);
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: "invite_used" });
  });
});

describe("WebAuthn challenges", () => {
  it("are taken once, only for what they were handed out for, and only until they expire", async () => {
    const expires = new Date(T0.getTime() + 300_000);
    await store.saveChallenge("challenge-a", "add", "user-1", expires);
    expect(await store.takeChallenge("challenge-a", "add", "user-2", T0)).toBe(false);
    expect(await store.takeChallenge("challenge-a", "sign-in", "user-1", T0)).toBe(false);
    expect(await store.takeChallenge("challenge-a", "add", "user-1", T0)).toBe(true);
    expect(await store.takeChallenge("challenge-a", "add", "user-1", T0)).toBe(false);

    await store.saveChallenge("challenge-b", "sign-in", "", expires);
    expect(await store.takeChallenge("challenge-b", "sign-in", "", expires)).toBe(false);
  });
});

describe("sign-in attempts", () => {
  it("are limited per client: past DESK_SIGN_IN_RATE_LIMIT a minute, 429 with Retry-After", async () => {
    const { app } = appAt(T0, { DESK_SIGN_IN_RATE_LIMIT: "3" });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await app.request(`${LOCAL}/desk/api/sign-in/options`, {
        method: "POST",
        headers: { Origin: LOCAL, "Content-Type": "application/json" },
        body: "{}",
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get("Retry-After")).toBe("60");
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
