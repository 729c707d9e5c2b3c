import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import { parseServerOptions } from "../options";
import { createApp } from "../server/app";
import type { Store } from "../store";
import { openStore } from "../store";
import { createEvents, isBot } from "./events";

let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 120_000);
afterAll(() => store.close());

const browser =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
// The debt site's two pages; the main site has none here.
const pages = (site: string, path: string) =>
  site === "debt" && ["/", "/debtconsol"].includes(path) ? path : null;

// Each test counts on a day of its own, so the totals it reads are its own.
let dayNumber = 1;
function handlerOnNewDay() {
  const now = new Date(Date.UTC(2030, 6, dayNumber++, 10));
  const day = now.toISOString().slice(0, 10);
  const ctx = testContext({ store, clock: () => now });
  const handler = createEvents(pages);
  const handle = (req: Request) => handler(req, ctx);
  return { handle, day, ctx };
}

const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1:8080/api/events", {
    method: "POST",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      Origin: "http://127.0.0.1:8080",
      "User-Agent": browser,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function summaryOf(day: string) {
  await store.flushFunnelCounts();
  return store.funnelSummary(day, day);
}

describe("POST /api/events", () => {
  it("counts a page view and a widget's steps from three visitors of our debt site, by campaign and arm", async () => {
    const { handle, day, ctx } = handlerOnNewDay();
    const handler = createEvents(pages);
    for (const address of ["203.0.113.1", "203.0.113.2", "2001:db8::1"]) {
      const response = await handler(
        beacon({
          path: "/debtconsol",
          subdomain: "debt",
          utm_source: "facebook",
          utm_medium: "paid",
          utm_campaign: "spring",
          experiment: "debt-cta",
          arm: "plain",
          events: [
            { name: "view" },
            { name: "shown", widget: "debt-calculator", variant: "compact" },
            { name: "engaged", widget: "debt-calculator", variant: "compact" },
          ],
        }),
        { ...ctx, clientAddress: () => address },
      );
      expect(response.status).toBe(204);
    }
    // An experiment this build does not run is left out.
    await handle(
      beacon({
        path: "/",
        subdomain: "debt",
        experiment: "hero",
        arm: "b",
        events: [{ name: "view" }],
      }),
    );

    const summary = await summaryOf(day);
    expect(summary.byPath.map((row) => [row.value, row.views])).toEqual([
      ["/debtconsol", 3],
      ["/", 1],
    ]);
    expect(summary.byCampaign.map((row) => [row.value, row.views])).toEqual([
      ["spring", 3],
      ["", 1],
    ]);
    expect(summary.byWidget.map((row) => [row.value, row.shown, row.engaged])).toEqual([
      ["debt-calculator compact", 3, 3],
    ]);
    expect(await store.experimentCounts(day, day)).toEqual([
      expect.objectContaining({ experiment: "debt-cta", arm: "plain", views: 3 }),
    ]);
  });

  it("counts a path no page has, and every path of another origin's page, as 'other'", async () => {
    const { handle, day } = handlerOnNewDay();
    await handle(beacon({ path: "/no-such-page", events: [{ name: "view" }] }));
    const foreign = await handle(
      beacon(
        { path: "/debtconsol", events: [{ name: "shown", widget: "lead-form" }] },
        { "Content-Type": "application/json", Origin: "https://host.example.org" },
      ),
    );

    expect(foreign.status).toBe(204);
    const summary = await summaryOf(day);
    expect(summary.byPath.map((row) => [row.value, row.views, row.shown])).toEqual([
      ["other", 1, 1],
    ]);
  });

  it("tells our page from a sandboxed frame's (Origin: null) at the same path, batch after batch", async () => {
    const { day, ctx } = handlerOnNewDay();
    const handle = createEvents(pages);
    const ours = () => {
      const req = beacon({ path: "/debtconsol", subdomain: "debt", events: [{ name: "view" }] });
      req.headers.delete("Origin");
      return req;
    };
    const sandboxed = () =>
      beacon(
        { path: "/debtconsol", subdomain: "debt", events: [{ name: "view" }] },
        { Origin: "null" },
      );

    for (const req of [ours(), sandboxed(), ours(), sandboxed()]) await handle(req, ctx);

    const summary = await summaryOf(day);
    expect(summary.byPath.map((row) => [row.value, row.views])).toEqual([
      ["/debtconsol", 2],
      ["other", 2],
    ]);
  });

  it.each([
    ["an unknown event", { path: "/", events: [{ name: "purchase" }] }],
    [
      "a value over 64 characters",
      { path: "/", utm_campaign: "x".repeat(65), events: [{ name: "view" }] },
    ],
    ["no events", { path: "/", events: [] }],
    ["a path that is not one", { path: "debtconsol", events: [{ name: "view" }] }],
    ["a body that is not JSON", "view /"],
  ])("answers %s with 400 and counts nothing", async (_, body) => {
    const { handle, day } = handlerOnNewDay();

    const response = await handle(beacon(body));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false });
    expect((await summaryOf(day)).byDay).toEqual([]);
  });

  it("answers a crawler's or a headless browser's batch with 204 and counts nothing", async () => {
    const { handle, day } = handlerOnNewDay();
    const agents = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
      "",
    ];
    for (const agent of agents) {
      const response = await handle(
        beacon({ path: "/", events: [{ name: "view" }] }, { "User-Agent": agent }),
      );
      expect(response.status).toBe(204);
    }

    expect((await summaryOf(day)).byDay).toEqual([]);
  });
});

describe("the events route", () => {
  const dist = mkdtempSync(join(tmpdir(), "events-dist-"));
  mkdirSync(join(dist, "site"));
  writeFileSync(
    join(dist, "site", "routes.json"),
    JSON.stringify({ main: { pages: ["/", "/about"] }, debt: { pages: ["/"] } }),
  );
  let minute = 0;
  function app(env: Record<string, string> = {}) {
    const now = new Date(Date.UTC(2030, 7, 1, 9, minute++));
    const ctx = testContext({ store, clock: () => now, options: parseServerOptions(env) });
    return createApp(ctx, { distDir: dist });
  }

  it("counts the pages of the build's route table by their path", async () => {
    const response = await app().request(beacon({ path: "/about/", events: [{ name: "view" }] }));

    expect(response.status).toBe(204);
    const summary = await summaryOf("2030-08-01");
    expect(summary.byPath.map((row) => row.value)).toContain("/about");
  });

  it("refuses a body over a few KB with 413 and counts nothing", async () => {
    const events = Array.from({ length: 40 }, () => ({
      name: "shown",
      widget: "w".repeat(64),
      variant: "v".repeat(64),
    }));

    const response = await app().request(beacon({ path: "/", events }));

    expect(response.status).toBe(413);
  });

  it("limits each client to EVENTS_RATE_LIMIT batches a minute", async () => {
    const limited = app({ EVENTS_RATE_LIMIT: "2" });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const response = await limited.request(
        beacon({ path: "/", events: [{ name: "view" }] }),
        undefined,
        { incoming: { socket: { remoteAddress: "203.0.113.7" } } },
      );
      statuses.push(response.status);
    }

    expect(statuses).toEqual([204, 204, 429]);
  });
});

describe("the bot filter", () => {
  it("lets an ordinary phone or desktop browser through", () => {
    expect(isBot(browser)).toBe(false);
    expect(
      isBot(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe(false);
    expect(
      isBot(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe(false);
  });

  it("stops crawlers, link previews, audits and scripts", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "curl/8.5.0",
      "python-requests/2.31.0",
    ]) {
      expect(isBot(agent), agent).toBe(true);
    }
  });
});
