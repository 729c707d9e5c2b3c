import { createHash } from "node:crypto";
import { rmSync, statSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { enrolledSession } from "../../tests/fixtures/desk-session";
import { testContext } from "../../tests/fixtures/function-context";
import { migratedStoreDir } from "../../tests/fixtures/store-dir";
import { deskSocketPath, serveDeskSocket } from "../desk/command-line/socket";
import { createApp } from "../server/app";
import { openStore } from "../store";
import { runDeskCli } from "./desk";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const dataDir = async () => {
  const dir = await migratedStoreDir("desk-cli-");
  dirs.push(dir);
  return dir;
};

async function run(args: string[], env: Record<string, string>) {
  let stdout = "";
  let stderr = "";
  const code = await runDeskCli(args, {
    env,
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

const tokenIn = (stdout: string) => /token=([\w-]+)/.exec(stdout)?.[1] ?? "";
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

describe("npm run desk against the store directly", () => {
  it("invite prints a one-time link to the local desk that the store knows, for 24 hours", async () => {
    const env = { DATA_DIR: await dataDir() };
    const before = Date.now();
    const invite = await run(["invite", "--email", " Broker@Example.com "], env);
    expect(invite.code).toBe(0);
    expect(invite.stdout).toContain("broker@example.com");
    expect(invite.stdout).toMatch(/http:\/\/localhost:8080\/desk\/enrol\?token=[\w-]{43}\n/);
    const configured = await run(["invite", "--email", "b@example.com"], {
      ...env,
      SITE_ORIGIN: "https://www.broker.example/",
    });
    expect(configured.stdout).toContain("https://www.broker.example/desk/enrol?token=");

    const store = await openStore(env);
    try {
      const found = await store.findInvite(
        hash(tokenIn(invite.stdout)),
        new Date(before + 86_000_000),
      );
      expect(found).toMatchObject({ status: "valid", email: "broker@example.com" });
      const late = await store.findInvite(
        hash(tokenIn(invite.stdout)),
        new Date(Date.now() + 86_400_000),
      );
      expect(late.status).toBe("expired");
    } finally {
      await store.close();
    }
  }, 30_000);

  it("users lists the accounts; revoke removes one, and says so for an unknown e-mail", async () => {
    const env = { DATA_DIR: await dataDir() };
    const store = await openStore(env);
    await enrolledSession(store, { email: "assistant@example.com" });
    await store.close();

    const users = await run(["users"], env);
    expect(users.stdout).toMatch(/^assistant@example\.com\tBroker\towner\t1 passkey\tsince /);

    const revoked = await run(["revoke", "--email", "assistant@example.com"], env);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain("1 session(s) ended, 1 passkey(s) removed");

    const unknown = await run(["revoke", "--email", "nobody@example.com"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("no account has the e-mail nobody@example.com");
  }, 30_000);

  it("refuses a command line it cannot read with exit code 2 and the usage", async () => {
    const env = { DATA_DIR: "memory" };
    for (const args of [["invite"], ["invite", "--email", "not-an-email"], ["grant"]]) {
      const result = await run(args, env);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("Usage: npm run desk");
    }
  });
});

describe("npm run desk with a desk origin that cannot be right", () => {
  it("says which variable is wrong, exit code 1, before it opens the store", async () => {
    const result = await run(["users"], { DATA_DIR: "memory", DESK_ORIGIN: "desk.example.com" });
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr:
        'desk: DESK_ORIGIN must be an origin such as https://www.example.com, got "desk.example.com"\n',
    });
  });

  it("points its invites to PORT's local server when no origin is set", async () => {
    const env = { DATA_DIR: "memory", PORT: "8123" };
    const invite = await run(["invite", "--email", "broker@example.com"], env);
    expect(invite.stdout).toMatch(/http:\/\/localhost:8123\/desk\/enrol\?token=/);
  }, 30_000);
});

describe("npm run desk while the server holds the embedded store", () => {
  it("is answered by the running server over a socket only its user may open", async () => {
    const dir = await dataDir();
    const store = await openStore({ DATA_DIR: dir });
    const stop = await serveDeskSocket({
      path: deskSocketPath(dir),
      store,
      clock: () => new Date(),
      origin: "http://localhost:9911",
    });
    try {
      expect(statSync(deskSocketPath(dir)).mode & 0o777).toBe(0o600);
      const { token } = await enrolledSession(store, { email: "broker@example.com" });
      const app = createApp(testContext({ store, clock: () => new Date() }));
      const me = () =>
        app.request("http://127.0.0.1:9911/desk/api/me", {
          headers: { Cookie: `desk-session=${token}` },
        });
      expect((await me()).status).toBe(200);

      // The running server's address, which a direct run could not know.
      const invite = await run(["invite", "--email", "assistant@example.com"], { DATA_DIR: dir });
      expect(invite.stdout).toContain("http://localhost:9911/desk/enrol?token=");
      expect(await store.findInvite(hash(tokenIn(invite.stdout)), new Date())).toMatchObject({
        status: "valid",
      });

      expect((await run(["users"], { DATA_DIR: dir })).stdout).toContain("broker@example.com");
      const revoked = await run(["revoke", "--email", "broker@example.com"], { DATA_DIR: dir });
      expect(revoked.code).toBe(0);
      expect((await me()).status).toBe(401);
    } finally {
      await stop();
      await store.close();
    }
  }, 30_000);
});
