import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { enrolledSession } from "../../../tests/fixtures/desk-session";
import type { Store } from "../../store";
import { openStore } from "../../store";
import { removePasskey } from "./passkeys";
import { invite } from "./people";
import { endOtherSessions, listSessions } from "./sessions";

let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 30_000);
afterAll(() => store.close());

const SITE = "http://localhost:8080/desk/api";

async function signedIn(email: string) {
  const session = await enrolledSession(store, { email });
  const ctx = testDeskContext({
    store,
    clock: () => new Date(),
    user: { id: session.userId, email, name: "Broker", role: "owner" },
    sessionId: session.sessionId,
  });
  return { ...session, ctx };
}

describe("a person's passkeys", () => {
  it("cannot lose their last passkey, nor anyone else's", async () => {
    const { ctx, passkeyId } = await signedIn("only-one@example.com");
    const last = await removePasskey(new Request(`${SITE}/passkeys/x`, { method: "DELETE" }), {
      ...ctx,
      params: { id: passkeyId },
    });
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ error: "last_passkey" });

    const other = await signedIn("other@example.com");
    const theirs = await removePasskey(new Request(`${SITE}/passkeys/x`, { method: "DELETE" }), {
      ...ctx,
      params: { id: other.passkeyId },
    });
    expect(theirs.status).toBe(404);
    expect(await store.findPasskey(other.passkeyId)).not.toBeNull();
  });
});

describe("a person's sessions", () => {
  it("are listed with this one marked, and the others signed out at once", async () => {
    const { ctx, userId, sessionId } = await signedIn("many-sessions@example.com");
    await store.createSession({
      id: crypto.randomUUID(),
      tokenHash: "b".repeat(64),
      userId,
      createdAt: new Date(),
      userAgent: "phone",
    });
    const listed = (await (await listSessions(new Request(`${SITE}/sessions`), ctx)).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.find((session) => session.current)?.id).toBe(sessionId);

    const ended = await endOtherSessions(
      new Request(`${SITE}/sessions`, { method: "DELETE" }),
      ctx,
    );
    expect(await ended.json()).toEqual({ ended: 1 });
    const after = (await (await listSessions(new Request(`${SITE}/sessions`), ctx)).json()) as {
      sessions: { id: string }[];
    };
    expect(after.sessions.map((session) => session.id)).toEqual([sessionId]);
  });
});

describe("inviting an assistant", () => {
  it("answers a one-time link on the desk's origin, valid 24 hours, and the audit names whom it is for", async () => {
    const { ctx } = await signedIn("inviter@example.com");
    const response = await invite(
      new Request(`${SITE}/invites`, {
        method: "POST",
        body: JSON.stringify({ email: "Assistant@Example.com" }),
      }),
      ctx,
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { link: string; expiresAt: string };
    expect(body.link).toMatch(/^http:\/\/localhost:8080\/desk\/enrol\?token=[\w-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(ctx.audited).toEqual([{ action: "invite", detail: { note: "assistant@example.com" } }]);
  });

  it("refuses an address whose account signs in, the inviter's own included: 409, no link", async () => {
    const { ctx } = await signedIn("inviter-3@example.com");
    const response = await invite(
      new Request(`${SITE}/invites`, {
        method: "POST",
        body: JSON.stringify({ email: " Inviter-3@example.com" }),
      }),
      ctx,
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "account_exists" });
    expect(ctx.audited).toEqual([]);
  });

  it("refuses what is not an e-mail address with a 400 naming the field", async () => {
    const { ctx } = await signedIn("inviter-2@example.com");
    const response = await invite(
      new Request(`${SITE}/invites`, { method: "POST", body: JSON.stringify({ email: "sam" }) }),
      ctx,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_request", fields: ["email"] });
  });
});
