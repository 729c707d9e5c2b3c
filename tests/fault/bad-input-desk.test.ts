import { describe, expect, it } from "vitest";
import { runDeskCli } from "../../functions/cli/desk";
import { softPasskey } from "../fixtures/soft-passkey";
import { debtLead, jsonHeaders } from "./bad-input-kit";
import { probedServer } from "./probed-server";
import type { ServerProcess } from "./server-process";

/*
 * The desk probed as someone inside it would: a real server process, accounts made from invites
 * with a passkey held in memory, and each door an assistant, a revoked person or a signed-out
 * browser should find shut. Tests run in order and build on the accounts made before them.
 */

let server: ServerProcess;
let dataDir = "";
probedServer(
  "bad-input-desk",
  () => ({ DESK_SIGN_IN_RATE_LIMIT: "0", LEAD_RATE_LIMIT: "0" }),
  (ready) => {
    ({ server, dataDir } = ready);
  },
);

const run = Date.now();
const ownerEmail = `owner.${run}@example.com`;
const assistantEmail = `assistant.${run}@example.com`;

/** A desk API call from the desk's own page, as `cookie`'s holder. */
async function desk(
  path: string,
  { method = "GET", body, cookie = "" } = {} as {
    method?: string;
    body?: unknown;
    cookie?: string;
  },
) {
  const response = await fetch(`${server.base}/desk/api${path}`, {
    method,
    headers: {
      Origin: server.base,
      Cookie: cookie,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    // A CSV or an empty answer.
  }
  return { status: response.status, json, headers: response.headers };
}

/** `npm run desk -- …` against the running server; resolves to what it printed. */
async function cli(...args: string[]) {
  let output = "";
  const code = await runDeskCli(args, {
    env: { DATA_DIR: dataDir },
    stdout: (text) => {
      output += text;
    },
    stderr: (text) => {
      output += text;
    },
  });
  return { code, output };
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
const linkIn = (text: string) => /https?:\/\/\S+\/desk\/enrol\?token=[\w%-]+/.exec(text)?.[0] ?? "";

/** Enrols from an invite's token with a new passkey; resolves to the session's cookie. */
async function enrol(token: string, name = "", passkey = softPasskey()) {
  const options = await desk("/enrol/options", { method: "POST", body: { token } });
  if (options.status !== 200) return { status: options.status, json: options.json, cookie: "" };
  const response = passkey.register(
    options.json as { challenge: string; rp: { id: string } },
    server.base,
  );
  const verified = await desk("/enrol/verify", {
    method: "POST",
    body: { token, response, deviceName: "Probe", name },
  });
  const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { status: verified.status, json: verified.json, cookie };
}

/** Opens the live stream as `cookie`'s holder once it has said it is connected. */
async function openStream(cookie: string) {
  const response = await fetch(`${server.base}/desk/api/leads/stream`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let read = "";
  while (!read.includes(": connected")) {
    const { done, value } = await reader.read();
    if (done) break;
    read += decoder.decode(value, { stream: true });
  }
  return {
    /** Everything the stream sends until the server closes it. */
    async toEnd() {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return read;
        read += decoder.decode(value, { stream: true });
      }
    },
  };
}

const submitLead = (name: string) =>
  fetch(`${server.base}/api/submit-lead`, {
    method: "POST",
    headers: jsonHeaders(),
    body: JSON.stringify({ ...debtLead, name }),
  });

const people: Record<string, { cookie: string; id: string }> = {};
const ownersPasskey = softPasskey();

describe("the desk's doors, probed from inside", () => {
  it("makes the first account the owner, and an owner's invite an assistant", async () => {
    const ownerLink = linkIn((await cli("invite", "--email", ownerEmail)).output);
    const owner = await enrol(tokenOf(ownerLink), "", ownersPasskey);
    expect(owner.status).toBe(200);
    const me = await desk("/me", { cookie: owner.cookie });
    expect(me.json).toMatchObject({ user: { email: ownerEmail, role: "owner" } });
    people.owner = { cookie: owner.cookie, id: String((me.json.user as { id: string }).id) };

    const invite = await desk("/invites", {
      method: "POST",
      body: { email: assistantEmail },
      cookie: owner.cookie,
    });
    expect(invite.status).toBe(201);
    const assistant = await enrol(tokenOf(String(invite.json.link)), "Assistant");
    expect((await desk("/me", { cookie: assistant.cookie })).json).toMatchObject({
      user: { email: assistantEmail, role: "assistant" },
    });
    people.assistant = { cookie: assistant.cookie, id: "" };
  }, 60_000);

  it("refuses an assistant the owner's doors: invite (the owner's address too), revoke, export, erase, audit: 403", async () => {
    const { cookie } = people.assistant ?? { cookie: "" };
    const answers = [
      await desk("/invites", { method: "POST", body: { email: ownerEmail }, cookie }),
      await desk(`/users/${people.owner?.id}`, { method: "DELETE", cookie }),
      await desk("/leads/export.csv", { cookie }),
      await desk("/people/erase", {
        method: "POST",
        body: { email: ownerEmail, confirm: true },
        cookie,
      }),
      await desk("/audit", { cookie }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ ok: false, error: "owner_only" });
    }
  });

  it("refuses a desk invite for an address that has an account, the owner's own included: 409", async () => {
    for (const email of [ownerEmail, assistantEmail]) {
      const answer = await desk("/invites", {
        method: "POST",
        body: { email },
        cookie: people.owner?.cookie,
      });
      expect(answer.status).toBe(409);
      expect(answer.json).toMatchObject({ error: "account_exists" });
    }
    const audit = await desk("/audit", { cookie: people.owner?.cookie });
    const invites = (audit.json.entries as { action: string; note: string | null }[]).filter(
      (entry) => entry.action === "invite",
    );
    expect(invites.map((entry) => entry.note)).toEqual([assistantEmail, ownerEmail]);
  });

  it("deletes a revoked person's open invites: the spare link enrols no one", async () => {
    const second = `second-owner.${run}@example.com`;
    const made = await enrol(
      tokenOf(linkIn((await cli("invite", "--email", second, "--owner")).output)),
    );
    const spare = await desk("/invites", {
      method: "POST",
      body: { email: `spare.${run}@example.com` },
      cookie: made.cookie,
    });
    expect(spare.status).toBe(201);
    const secondId = String(
      ((await desk("/me", { cookie: made.cookie })).json.user as { id: string }).id,
    );

    const revoked = await desk(`/users/${secondId}`, {
      method: "DELETE",
      cookie: people.owner?.cookie,
    });
    expect(revoked.json).toMatchObject({ invites: 1 });
    const used = await desk("/enrol/options", {
      method: "POST",
      body: { token: tokenOf(String(spare.json.link)) },
    });
    expect(used.status).toBe(404);
    expect((await desk("/me", { cookie: made.cookie })).status).toBe(401);
  }, 60_000);

  it("closes a signed-out session's open stream", async () => {
    const again = await enrol(
      tokenOf(linkIn((await cli("invite", "--email", assistantEmail)).output)),
    );
    const stream = await openStream(again.cookie);

    expect((await desk("/sign-out", { method: "POST", cookie: again.cookie })).status).toBe(204);

    expect(await stream.toEnd()).toContain("event: ended");
  }, 30_000);

  it("closes a revoked assistant's open stream, and sends it no lead after", async () => {
    const { cookie } = people.assistant ?? { cookie: "" };
    const stream = await openStream(cookie);

    expect((await cli("revoke", "--email", assistantEmail)).code).toBe(0);
    const read = await stream.toEnd();
    await submitLead("After Revoke");

    expect(read).toContain("event: ended");
    expect(read).not.toContain("After Revoke");
    expect((await desk("/me", { cookie })).status).toBe(401);
  }, 30_000);

  it("answers a passkey that does not verify in the same words, whatever the library found", async () => {
    const options = await desk("/sign-in/options", { method: "POST", body: {} });
    const response = ownersPasskey.signIn(
      options.json as { challenge: string; rpId: string },
      "https://attacker.example",
    );
    const answer = await desk("/sign-in/verify", { method: "POST", body: { response } });

    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      ok: false,
      error: "passkey_not_verified",
      message: "Your passkey's answer could not be checked. Please try again.",
    });
  });
});
