import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolledSession } from "../../tests/fixtures/desk-session";
import { testContext } from "../../tests/fixtures/function-context";
import { newLead } from "../../tests/fixtures/new-lead";
import { createApp } from "../server/app";
import type { Store } from "../store";
import { openStore } from "../store";

const SITE = "http://127.0.0.1:8080";
let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 120_000);
afterAll(() => store.close());

/** A signed-in desk user's same-origin JSON request, and its status and JSON. */
async function send(token: string, method: string, path: string, body: unknown) {
  const app = createApp(testContext({ store, clock: () => new Date() }));
  const response = await app.request(`${SITE}/desk/api${path}`, {
    method,
    headers: { Origin: SITE, "Content-Type": "application/json", Cookie: `desk-session=${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

describe("the text rule on the desk's free-text fields", () => {
  it("refuses a note with a right-to-left override or a bell, naming the field, and keeps a plain one", async () => {
    const { token } = await enrolledSession(store);
    const lead = newLead({ createdAt: new Date() });
    await store.insertLead(lead, []);

    const override = await send(token, "POST", `/leads/${lead.id}/notes`, {
      text: "Called \u202Eeno on",
    });
    const bell = await send(token, "POST", `/leads/${lead.id}/notes`, { text: "Ring\u0007" });
    const plain = await send(token, "POST", `/leads/${lead.id}/notes`, {
      text: "Called back.\n\tWants a quote",
    });

    for (const refused of [override, bell]) {
      expect(refused.status).toBe(400);
      expect(refused.json.fields).toEqual({ text: expect.stringMatching(/control characters/) });
    }
    expect(plain.status).toBe(201);
  });

  it("refuses a device's name with a direction mark or a line break, naming the field", async () => {
    const { token, passkeyId } = await enrolledSession(store);

    for (const deviceName of ["Work \u200Elaptop", "Work\u0000laptop", "Work\nlaptop"]) {
      const answer = await send(token, "PATCH", `/passkeys/${passkeyId}`, { deviceName });

      expect(answer.status, JSON.stringify(deviceName)).toBe(400);
      expect(answer.json.fields).toEqual(["deviceName"]);
    }
    expect(
      (await send(token, "PATCH", `/passkeys/${passkeyId}`, { deviceName: "Work laptop" })).status,
    ).toBe(204);
  });

  it("refuses a name given at enrolment with an override or a control character, naming the field", async () => {
    const credential = {
      id: "abc",
      rawId: "abc",
      type: "public-key",
      response: { clientDataJSON: "e30" },
    };
    const enrol = (name: string) =>
      send("", "POST", "/enrol/verify", {
        token: "some-invite",
        response: credential,
        deviceName: "Laptop",
        name,
      });

    for (const name of ["Broker \u202Erekorb", "Broker\u0007"]) {
      const answer = await enrol(name);

      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.json.fields).toEqual(["name"]);
    }
    // A plain name passes this check, and the unknown invite is what is refused.
    expect((await enrol("Sam Broker")).json.fields ?? []).not.toContain("name");
  });
});
