import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { openStore } from "../store";
import { myCrmWebhook } from "./mycrm-webhook";

const KEY = "a".repeat(40);
const mycrm = {
  MYCRM_API_URL: "https://api.example.test",
  MYCRM_TOKEN_URL: "https://auth.example.test/connect/token",
  MYCRM_CLIENT_ID: "client",
  MYCRM_CLIENT_SECRET: "secret",
  MYCRM_ADVISER_ID: "7",
};
let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 120_000);
afterAll(async () => {
  await store.close();
});

const notice = (
  query: string,
  body: unknown = { action: "updated", resource: { type: "deals", id: 555 } },
) =>
  new Request(`http://127.0.0.1/api/mycrm-webhook${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("MyCRM's webhook", () => {
  it("is not there while MYCRM_WEBHOOK_KEY is unset", async () => {
    const ctx = testContext({ store, options: parseServerOptions(mycrm) });
    expect((await myCrmWebhook(notice(`?key=${KEY}`), ctx)).status).toBe(404);
  });

  it("refuses a notice without the key or with another, and keeps nothing of it", async () => {
    const ctx = testContext({
      store,
      options: parseServerOptions({ ...mycrm, MYCRM_WEBHOOK_KEY: KEY }),
    });
    for (const query of ["", "?key=", `?key=${"b".repeat(40)}`, `?key=${KEY}x`]) {
      const answer = await myCrmWebhook(notice(query), ctx);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ ok: false, error: "key_invalid" });
    }
    expect(ctx.nudgeForwarder).not.toHaveBeenCalled();
    expect(await store.leadOfDeal("mycrm", "555")).toBeUndefined();
  });

  it("with its key, acknowledges a deal's notice and has its status read when the deal is linked", async () => {
    const ctx = testContext({
      store,
      options: parseServerOptions({ ...mycrm, MYCRM_WEBHOOK_KEY: KEY }),
    });
    const answer = await myCrmWebhook(notice(`?key=${KEY}`), ctx);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true });
    expect(ctx.nudgeForwarder).toHaveBeenCalledTimes(1);
    // Kept for the deal's lead: the next notice of the same deal finds it still unlinked.
    expect(await store.hintCrmStatus("mycrm", "555", new Date())).toBe(false);
  });
});
