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
}, 30_000);
afterAll(() => store.close());

const appWith = () => createApp(testContext({ store, clock: () => new Date() }));

/** A route's path with every parameter filled in. */
const pathOf = (path: string) => `/desk/api${path.replace(/:\w+/g, "some-id")}`;

const UNSAFE = new Set(["POST", "PATCH", "DELETE"]);

describe("every desk route, taken from the router's own list", () => {
  it("lists routes to walk (the walk below would pass on an empty list)", () => {
    expect(deskRoutes.length).toBeGreaterThan(10);
  });

  it("answers 401 unauthenticated without a session, except sign-in and enrolment", async () => {
    const app = appWith();
    for (const route of deskRoutes.filter((each) => each.access !== "anyone")) {
      const response = await app.request(`${SITE}${pathOf(route.path)}`, {
        method: route.method,
        headers: { Origin: SITE, "Content-Type": "application/json" },
        body: UNSAFE.has(route.method) ? "{}" : undefined,
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(await response.json()).toMatchObject({ ok: false, error: "unauthenticated" });
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("answers an assistant 403 owner_only on each owner's route: people, exports, erasures, the audit, the templates, quiet hours", async () => {
    const app = appWith();
    await enrolledSession(store);
    const { token } = await enrolledSession(store, { role: "assistant" });
    const owners = deskRoutes.filter((each) => each.access === "owner");
    expect(owners.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      "DELETE /users/:id",
      "GET /audit",
      "GET /leads/export.csv",
      "POST /invites",
      "POST /people/erase",
      "POST /push/quiet-hours",
      "POST /templates",
    ]);
    for (const route of owners) {
      const response = await app.request(`${SITE}${pathOf(route.path)}`, {
        method: route.method,
        headers: {
          Origin: SITE,
          "Content-Type": "application/json",
          Cookie: `desk-session=${token}`,
        },
        body: UNSAFE.has(route.method) ? "{}" : undefined,
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect(await response.json()).toMatchObject({ ok: false, error: "owner_only" });
    }
    const me = await app.request(`${SITE}/desk/api/me`, {
      headers: { Cookie: `desk-session=${token}` },
    });
    expect(await me.json()).toMatchObject({ user: { role: "assistant" } });
  });

  it("answers 403 to a cross-site POST, PATCH or DELETE, even with a valid session and JSON", async () => {
    const app = appWith();
    const { token } = await enrolledSession(store);
    for (const route of deskRoutes.filter((each) => UNSAFE.has(each.method))) {
      const response = await app.request(`${SITE}${pathOf(route.path)}`, {
        method: route.method,
        headers: {
          Origin: "https://attacker.example",
          "Sec-Fetch-Site": "cross-site",
          "Content-Type": "application/json",
          Cookie: `desk-session=${token}`,
        },
        body: "{}",
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect(await response.json()).toMatchObject({ ok: false, error: "cross_site" });
    }
  });
});

describe("the desk API's guard", () => {
  it("lets a same-origin JSON POST with a session through", async () => {
    const { token } = await enrolledSession(store);
    const response = await appWith().request(`${SITE}/desk/api/sign-out`, {
      method: "POST",
      headers: { Origin: SITE, Cookie: `desk-session=${token}` },
    });
    expect(response.status).toBe(204);
  });

  it("refuses an unsafe request with neither Origin nor Sec-Fetch-Site: same-origin", async () => {
    const { token } = await enrolledSession(store);
    const app = appWith();
    const bare = await app.request(`${SITE}/desk/api/sign-out`, {
      method: "POST",
      headers: { Cookie: `desk-session=${token}` },
    });
    const sameSite = await app.request(`${SITE}/desk/api/sign-out`, {
      method: "POST",
      headers: { Cookie: `desk-session=${token}`, "Sec-Fetch-Site": "same-site" },
    });
    const sameOrigin = await app.request(`${SITE}/desk/api/sign-out`, {
      method: "POST",
      headers: { Cookie: `desk-session=${token}`, "Sec-Fetch-Site": "same-origin" },
    });
    expect([bare.status, sameSite.status, sameOrigin.status]).toEqual([403, 403, 204]);
  });

  it("refuses a cross-site form post (Hono's csrf case) before anything else", async () => {
    const response = await appWith().request(`${SITE}/desk/api/sign-in/options`, {
      method: "POST",
      headers: {
        Origin: "https://attacker.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "a=1",
    });
    expect(response.status).toBe(403);
  });

  it("answers an unknown desk API path with a JSON 404, not the desk's page", async () => {
    const { token } = await enrolledSession(store);
    const response = await appWith().request(`${SITE}/desk/api/no-such-thing`, {
      headers: { Cookie: `desk-session=${token}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ ok: false, error: "not_found" });
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
  });

  it("refuses a body over the route's limit with 413", async () => {
    const response = await appWith().request(`${SITE}/desk/api/sign-in/verify`, {
      method: "POST",
      headers: { Origin: SITE, "Content-Type": "application/json" },
      body: JSON.stringify({ response: "x".repeat(20_000) }),
    });
    expect(response.status).toBe(413);
  });
});
