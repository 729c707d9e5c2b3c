import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNTYPEABLE } from "../../functions/api/lead-request";
import { openStore } from "../../functions/store";
import { submitLeadBodySchema } from "../../src/schemas";
import { type FakeStripe, startFakeStripe } from "../fakes/stripe";
import { badInputCases, WEBHOOK_SECRET } from "./bad-input-cases";
import { debtLead, names } from "./bad-input-kit";
import { type ProbedServer, probedServer } from "./probed-server";
import type { ServerProcess } from "./server-process";

/*
 * Every function of the real server process, fed bad input over one keep-alive connection: each
 * answer is the expected status (a 4xx in JSON with a message, a 2xx where the input is in fact
 * valid), the connection survives every answer, the server stays healthy, and what it stored is
 * only well-formed leads.
 */

let provider: FakeStripe;
let server: ServerProcess;
let dataDir = "";
let client: ProbedServer["client"];
const cases = badInputCases(expect);
/** Ids the server acknowledged for submit-lead, so the store can be checked against them. */
const acknowledged = new Set<string>();

beforeAll(async () => {
  provider = await startFakeStripe();
}, 120_000);
afterAll(() => provider?.close());
probedServer(
  "bad-input",
  () => ({
    STRIPE_SECRET_KEY: provider.secretKey,
    STRIPE_API_BASE: provider.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // One client sends all of these within a minute; the limits have tests of their own.
    LEAD_RATE_LIMIT: "0",
    CHAT_RATE_LIMIT: "1000",
  }),
  (ready) => {
    ({ server, client, dataDir } = ready);
  },
);

describe(`${cases.length} inputs to the functions over one keep-alive connection`, () => {
  for (const c of cases) {
    it(`${c.name}: ${c.status}`, async () => {
      const answer = await client.send(c.path, c.sent);

      expect(answer.status, answer.text).toBe(c.status);
      const isJson = String(answer.headers["content-type"]).startsWith("application/json");
      const json = isJson && answer.text ? JSON.parse(answer.text) : null;
      if (answer.status >= 400) {
        if (c.path.startsWith("/api/form-post") && !isJson) {
          // A form a browser sent itself is answered with a page of ours, saying what happened.
          expect(answer.text).toMatch(/<h1>\w{3,}/);
        } else {
          expect(json).toMatchObject({ ok: false, error: expect.any(String) });
          expect(json.message).toEqual(expect.stringMatching(/\w{3,}/));
        }
        expect(answer.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d|\.js:\d/);
      }
      if (c.path === "/api/submit-lead" && answer.status === 201) acknowledged.add(json.id);
      c.check?.(answer, json);
    });
  }

  it("health: HEAD: 200 without a body", async () => {
    // On a connection of its own: the answer has no Content-Length, so Node's client does not
    // reuse a connection after a HEAD (a browser does).
    const response = await fetch(`${server.base}/api/health`, { method: "HEAD" });

    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("kept one connection open throughout and the server healthy", async () => {
    const health = await client.send("/api/health");

    expect(health.status).toBe(200);
    expect(client.connections()).toBe(1);
    expect(server.child.exitCode).toBeNull();
  });
});

describe("what the server stored", () => {
  it("is only the leads it acknowledged, well-formed, the odd ones kept exactly as typed", async () => {
    await server.stop();
    const store = await openStore({ DATA_DIR: dataDir });
    try {
      const leads = (await store.listLeads()).filter((lead) => lead.kind === "debt");

      expect(new Set(leads.map((lead) => lead.id))).toEqual(acknowledged);
      for (const lead of leads) {
        expect(submitLeadBodySchema.safeParse(lead.payload).success).toBe(true);
        expect(JSON.stringify(lead.payload)).not.toMatch(UNTYPEABLE);
        expect(Object.keys(lead.payload)).not.toContain("isAdmin");
      }
      const storedNames = leads.map((lead) => lead.payload.name);
      expect(storedNames).toEqual(expect.arrayContaining([names.emoji, names.sql, names.html]));
      expect(storedNames.filter((name) => name === debtLead.name).length).toBeGreaterThan(0);
      expect((await store.listContacts()).map((contact) => contact.email).sort()).toEqual([
        "lee@example.com",
        "sam@example.com",
        "zoe@example.com",
      ]);
      expect((await store.listPayments()).length).toBe(2);
    } finally {
      await store.close();
    }
  }, 60_000);
});
