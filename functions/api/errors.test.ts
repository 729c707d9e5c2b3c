import { randomUUID } from "node:crypto";
import { HTTPException } from "hono/http-exception";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import { createApp } from "../server/app";
import type { Store } from "../store";
import { openStore, StoreUnavailableError } from "../store";

let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 120_000);
afterAll(() => store.close());

/** The store, with `insertLead` failing as `error`. */
function failingStore(error: Error): Store {
  return { ...store, insertLead: () => Promise.reject(error) };
}

function appWith(own: Store) {
  return createApp(testContext({ store: own, clock: () => new Date() }));
}

const submit = (app: ReturnType<typeof createApp>) =>
  app.request("/api/submit-lead", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      kind: "debt",
      name: "Jane Citizen",
      phone: "0400 111 222",
      debtAmount: "$50,000+",
      source: "debt-modal",
    }),
  });

describe("what a function answers when something fails on the server", () => {
  it("answers 503 with Retry-After while the lead store is out of reach", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const app = appWith(failingStore(new StoreUnavailableError(refused)));
    vi.spyOn(console, "error").mockImplementation(() => {});

    const response = await submit(app);

    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    const body = await response.json();
    expect(body).toEqual({
      ok: false,
      error: "store_unavailable",
      message: "We cannot save this just now. Please try again in a few seconds.",
    });
  });

  it("answers a plain 500 in JSON that gives away nothing of the failure", async () => {
    const app = appWith(
      failingStore(new RangeError('Invalid time value at "leads"."created_at" /srv/app/x.js:12')),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});

    const response = await submit(app);

    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      ok: false,
      error: "internal",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(text).not.toMatch(/Invalid time|created_at|\.js|at /);
  });

  it("answers a request the framework refuses in the same JSON, with its status", async () => {
    const app = appWith(
      failingStore(new HTTPException(400, { message: "Malformed JSON in request body" })),
    );

    const response = await submit(app);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      error: "bad_request",
      message: "The request could not be read.",
    });
  });

  it("answers an unknown function and a wrong method in JSON", async () => {
    const app = appWith(store);

    const missing = await app.request("/api/nothing-here");
    const wrongMethod = await app.request("/api/submit-lead");

    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ ok: false, error: "not_found" });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toMatchObject({ ok: false, error: "method_not_allowed" });
  });
});
