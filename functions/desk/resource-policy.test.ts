import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolledSession } from "../../tests/fixtures/desk-session";
import { testContext } from "../../tests/fixtures/function-context";
import { createApp } from "../server/app";
import type { Store } from "../store";
import { openStore } from "../store";
import { deskRoutes } from "./routes";

const SITE = "http://127.0.0.1:8080";
let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 120_000);
afterAll(() => store.close());

const appWith = () => createApp(testContext({ store, clock: () => new Date() }));
const pathOf = (path: string) => `/desk/api${path.replace(/:\w+/g, "some-id")}`;
const UNSAFE = new Set(["POST", "PATCH", "DELETE"]);

describe("who may read the desk's answers", () => {
  it("given any desk route without a session, its answer may be read by the desk's own origin only", async () => {
    const app = appWith();
    for (const route of deskRoutes) {
      const response = await app.request(`${SITE}${pathOf(route.path)}`, {
        method: route.method,
        headers: { Origin: SITE, "Content-Type": "application/json" },
        body: UNSAFE.has(route.method) ? "{}" : undefined,
      });
      const where = `${route.method} ${route.path}`;
      expect(response.headers.get("Cross-Origin-Resource-Policy"), where).toBe("same-origin");
      await response.body?.cancel();
    }
  });

  it("given a signed-in broker, their own details and an unknown path are same-origin too", async () => {
    const { token } = await enrolledSession(store);
    const app = appWith();
    const me = await app.request(`${SITE}/desk/api/me`, {
      headers: { Cookie: `desk-session=${token}` },
    });
    const missing = await app.request(`${SITE}/desk/api/no-such-thing`, {
      headers: { Cookie: `desk-session=${token}` },
    });

    expect(me.status).toBe(200);
    expect(me.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });

  it("keeps the public functions readable by the sites that embed the widgets", async () => {
    const response = await appWith().request(`${SITE}/api/health`);

    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
  });
});
