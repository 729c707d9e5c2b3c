import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { defaultConfig } from "../../src/config";
import { chromiumLaunchOptions } from "../../tests/chromium.mjs";
import { calEmbedScript } from "../../tests/fakes/scheduler-embeds";
import { holdRequests } from "../../tests/fixtures/held-requests";
import { buildPageAssets, bundleRenderer, writeSite } from "../../tooling/page-bundle";
import { WIDGET_LOAD_GRACE_MS } from "./widget-fallback";

// The page script runs in a real browser against the built pages: these are behaviours a
// visitor sees (menus, the video, the year), which string rendering cannot show.

const pixelId = "135791113";
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

let workDir: string;
let server: Server;
let origin: string;
let browser: Browser;
let page: Page;

async function fileAt(path: string): Promise<string | null> {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "pages-shell-"));
  const siteDir = join(workDir, "site");
  const [renderer, assets] = await Promise.all([
    bundleRenderer(join(workDir, "renderer")),
    buildPageAssets(siteDir),
  ]);
  await writeSite(siteDir, renderer.renderSite({ config: defaultConfig, assets }));
  const privacy = renderer.routes.find((route) => route.path === "/privacy");
  if (!privacy) throw new Error("no privacy route");
  const withPixel = { ...defaultConfig, pixels: { ...defaultConfig.pixels, metaPixelId: pixelId } };
  await mkdir(join(siteDir, "debt/pixel-check"), { recursive: true });
  await writeFile(
    join(siteDir, "debt/pixel-check/index.html"),
    renderer.renderRoute(privacy, "debt", { config: withPixel, assets }),
  );

  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const site = url.searchParams.get("subdomain") === "debt" ? "debt" : "main";
    const path = normalize(decodeURIComponent(url.pathname));
    const file = path.startsWith("/assets/")
      ? await fileAt(join(siteDir, path))
      : ((await fileAt(join(siteDir, site, path))) ??
        (await fileAt(join(siteDir, site, path, "index.html"))));
    // Widgets are not part of this build; the page must work without them.
    const served = file ?? join(siteDir, site, "404.html");
    response.writeHead(file ? 200 : 404, { "content-type": types[extname(served)] ?? "" });
    response.end(await readFile(served));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunchOptions);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

async function open(path: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  page = await context.newPage();
  const outside: string[] = [];
  // Nothing may leave the machine; requests elsewhere are recorded and refused.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  return { page, outside, go: () => page.goto(`${origin}${path}`) };
}

afterEach(async () => {
  await page?.context().close();
});

describe("page script in the browser", () => {
  it("loads the explainer video only when the visitor presses play", async () => {
    const { page, outside, go } = await open("/debtconsol");
    await go();
    expect(await page.locator("iframe").count()).toBe(0);
    const play = page.getByRole("button", { name: /^Play video/ });
    await play.click();
    const frame = page.locator("iframe");
    await expect
      .poll(() => frame.getAttribute("src"))
      .toBe(
        `https://www.youtube-nocookie.com/embed/${defaultConfig.videos.debtExplainer}?autoplay=1`,
      );
    const box = await frame.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
    expect(outside.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
  });

  it("plays the video for a visitor who pressed play before the player's code arrived", async () => {
    const { page } = await open("/debtconsol");
    const player = await holdRequests(page, /\/assets\/video-[^/]+\.js$/);
    await page.goto(`${origin}/debtconsol`, { waitUntil: "domcontentloaded" });
    await expect.poll(() => player.asked).toBe(true);
    await page.getByRole("button", { name: /^Play video/ }).click();
    player.release();
    await expect
      .poll(() => page.locator("iframe").getAttribute("src"))
      .toBe(
        `https://www.youtube-nocookie.com/embed/${defaultConfig.videos.debtExplainer}?autoplay=1`,
      );
  });

  it("opens a dropdown on hover and closes it 150 ms after the pointer leaves", async () => {
    const { page, go } = await open("/privacy");
    await page.clock.install();
    await go();
    const menu = page.locator("#nav-services");
    await page.getByRole("button", { name: "Services" }).hover();
    await expect.poll(() => menu.isVisible()).toBe(true);
    // The page's clock stops here, so only the steps below move it however slow the machine is.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.mouse.move(640, 700);
    await page.clock.runFor(100);
    expect(await menu.isVisible()).toBe(true);
    await page.clock.runFor(60);
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  it("opens a dropdown from the keyboard and closes it with Escape", async () => {
    const { page, go } = await open("/privacy");
    await go();
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Services" });
    await nav.getByRole("link", { name: "Start Here" }).focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("#nav-services") !== null))
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#nav-services").isVisible()).toBe(false);
  });

  it("opens and closes the mobile menu at 375 px", async () => {
    const { page, go } = await open("/thank-you", { width: 375, height: 800 });
    await go();
    const menuButton = page.getByRole("button", { name: "Menu" });
    const startHere = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Start Here" });
    expect(await startHere.isVisible()).toBe(false);
    await menuButton.click();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    expect(await startHere.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await startHere.isVisible()).toBe(false);
  });

  it("shows the visitor's current year in the debt footer, not the build year", async () => {
    const { page, go } = await open("/privacy?subdomain=debt");
    await page.clock.install({ time: new Date("2031-06-01T10:00:00+10:00") });
    await go();
    await expect.poll(() => page.locator(".debt-footer").textContent()).toContain("© 2031");
  });

  it("keeps the theme light even when dark was stored or is added later", async () => {
    const { page, go } = await open("/privacy");
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await go();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
      .toBe(false);
  });

  it("follows a saved redirect once and forgets it", async () => {
    const { page, go } = await open("/thank-you");
    await go();
    await page.evaluate(() => localStorage.setItem("redirect", "/privacy"));
    await page.goto(`${origin}/debtconsol`);
    await page.waitForURL(`${origin}/privacy`);
    expect(await page.evaluate(() => localStorage.getItem("redirect"))).toBeNull();
  });

  it("given a visitor from an ad who opens the site in a new tab, that tab still credits the ad", async () => {
    const { page: first } = await open("/privacy");
    await first.goto(`${origin}/privacy?utm_source=google&utm_campaign=spring&gclid=G1`);
    const tab = await first.context().newPage();
    await tab.goto(`${origin}/`);
    const kept = () => JSON.parse(localStorage.getItem("ebw-attribution") ?? "{}").visit;
    await expect
      .poll(() => tab.evaluate(kept))
      .toMatchObject({
        utm_campaign: "spring",
        gclid: "G1",
        landingPage: "/privacy?utm_source=google&utm_campaign=spring&gclid=G1",
      });
  });

  it("reveals the back-to-top button after scrolling and returns to the top", async () => {
    const { page, go } = await open("/privacy");
    await go();
    const button = page.getByRole("button", { name: "Back to top" });
    expect(await button.isVisible()).toBe(false);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("bounces the call-to-action buttons only on wide screens without reduced motion", async () => {
    const animation = (target: Page) =>
      target.evaluate(
        () => getComputedStyle(document.querySelector(".btn-bounce") as Element).animationName,
      );
    const wide = await open("/debtconsol");
    await wide.go();
    expect(await animation(wide.page)).toBe("cta-bounce");
    await wide.page.emulateMedia({ reducedMotion: "reduce" });
    expect(await animation(wide.page)).toBe("none");
    await wide.page.context().close();
    const narrow = await open("/debtconsol", { width: 375, height: 800 });
    await narrow.go();
    expect(await animation(narrow.page)).toBe("none");
  });

  it("shows the fixed mobile button once the hero form has scrolled away", async () => {
    const { page, go } = await open("/?subdomain=debt", { width: 375, height: 800 });
    await go();
    const button = page.locator("[data-mobile-cta]");
    await expect.poll(() => button.isVisible()).toBe(false);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => button.isVisible()).toBe(true);
    // innerText: the words shown (the call-to-action experiment's control, with no served script).
    expect(await button.innerText()).toBe("See How Much You Could Save - 100% Free");
  });

  it("starts the debt-site pixel with one PageView when an id is configured", async () => {
    const { page, outside, go } = await open("/pixel-check?subdomain=debt");
    await go();
    await expect
      .poll(() => page.evaluate(() => (window as { fbq?: { queue: unknown[] } }).fbq?.queue))
      .toEqual([
        ["init", pixelId],
        ["track", "PageView"],
      ]);
    expect(outside).toContain("https://connect.facebook.net/en_US/fbevents.js");
  });

  it("given the lead form handed over its lead, /thank-you offers a call-back time and keeps the one chosen on that lead", async () => {
    const { page, go } = await open("/thank-you");
    const sent: unknown[] = [];
    await page.route("**/api/lead-booking", (route) => {
      sent.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, json: { ok: true } });
    });
    await page.addInitScript(() => {
      const offer = { id: "lead-7", token: "token-of-lead-7", scheduler: null };
      sessionStorage.setItem("ebw-lead-booking", JSON.stringify({ offer, prefill: {} }));
    });
    await go();
    const tomorrow = page.getByRole("button", { name: "Tomorrow, morning" });
    await tomorrow.click();

    await expect
      .poll(() => sent)
      .toEqual([{ id: "lead-7", token: "token-of-lead-7", callbackTime: "tomorrow-morning" }]);
    await expect
      .poll(() => page.getByText("Thanks, we will call you then.").isVisible())
      .toBe(true);
    expect(await tomorrow.getAttribute("aria-pressed")).toBe("true");
  });

  it("given no lead handed over, /thank-you offers no time", async () => {
    const { page, go } = await open("/thank-you");
    await go();
    await page.getByRole("heading", { name: "Thank You for Your Message!" }).waitFor();
    expect(await page.getByRole("heading", { name: "When should we call you?" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Tomorrow, morning" }).count()).toBe(0);
  });

  it("given Cal.com is the broker's scheduler, /schedule-call shows it inline in place of its fallback", async () => {
    const { page, go } = await open("/schedule-call?utm_source=google&utm_campaign=autumn");
    const scheduler = {
      name: "cal",
      link: "broker/30min",
      origin: "https://cal.example",
      script: "https://cal.example/embed/embed.js",
    };
    await page.route("**/api/scheduler", (route) => route.fulfill({ json: { scheduler } }));
    await page.route("https://cal.example/embed/embed.js", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: calEmbedScript({ uid: "u", title: "30 min", startTime: "2030-01-01T00:00:00Z" }),
      }),
    );
    await go();

    await page.getByTitle("Fake Cal.com booking page").waitFor();
    const given = await page.evaluate(
      () => (window as { __schedulerGiven?: unknown }).__schedulerGiven,
    );
    expect(given).toMatchObject({
      calLink: "broker/30min",
      config: { utm_source: "google", utm_campaign: "autumn" },
    });
    expect(await page.locator("[data-scheduler-fallback]").count()).toBe(0);
  });

  it("given no scheduler configured, /schedule-call keeps its way to book", async () => {
    const { page, go } = await open("/schedule-call");
    await page.route("**/api/scheduler", (route) => route.fulfill({ json: { scheduler: null } }));
    await go();

    await page.getByRole("link", { name: "Open the booking calendar" }).waitFor();
    expect(await page.locator("[data-scheduler-embed]").isVisible()).toBe(false);
  });

  it("given the widget scripts never arrive, the calculator's space offers the phone and e-mail after a few seconds", async () => {
    const { page, go } = await open("/debt-calculator");
    await page.clock.install();
    await go();
    // The calculator shown: the experiment's control, with no served script.
    const fallback = page.locator("[data-exp-control] debt-calculator [data-widget-fallback]");
    expect(await fallback.isVisible()).toBe(false);
    await page.clock.runFor(WIDGET_LOAD_GRACE_MS);
    await expect.poll(() => fallback.isVisible()).toBe(true);
    expect(await fallback.textContent()).toContain("The debt calculator could not be shown");
    expect(
      await fallback.getByRole("link", { name: defaultConfig.phoneDisplay }).getAttribute("href"),
    ).toBe(`tel:${defaultConfig.phoneTel}`);
    expect(
      await fallback.getByRole("link", { name: defaultConfig.email }).getAttribute("href"),
    ).toBe(`mailto:${defaultConfig.email}`);
  });

  it("given the loader reports that a widget's import failed, its alternative shows at once", async () => {
    const { page, go } = await open("/debtconsol");
    await page.clock.install();
    await go();
    const fallback = page.locator('lead-form[mode="inline"] [data-widget-fallback]');
    expect(await fallback.isVisible()).toBe(false);
    await page.evaluate(() => {
      const form = document.querySelector('lead-form[mode="inline"]');
      const detail = { tag: "lead-form", message: "Failed to fetch dynamically imported module" };
      form?.dispatchEvent(
        new CustomEvent("widget-error", { detail, bubbles: true, composed: true }),
      );
    });
    await expect.poll(() => fallback.isVisible()).toBe(true);
    expect(await fallback.textContent()).toContain(defaultConfig.phoneDisplay);
  });

  it("starts no pixel on a debt-site page by default", async () => {
    const { page, outside, go } = await open("/privacy?subdomain=debt");
    await go();
    expect(await page.evaluate(() => "fbq" in window)).toBe(false);
    expect(outside.some((url) => url.includes("facebook"))).toBe(false);
  });
});

describe("the site chosen by query", () => {
  it("given a page opened with ?subdomain=debt, its own links keep the visitor on the debt site", async () => {
    const { page, go } = await open("/privacy?subdomain=debt");
    await go();
    const privacyLink = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
    await expect
      .poll(() => privacyLink.evaluate((a: HTMLAnchorElement) => a.href))
      .toBe(`${origin}/privacy?subdomain=debt`);
    const external = await page
      .locator('a[href^="http"]:not([href^="http://127.0.0.1"])')
      .evaluateAll((links: HTMLAnchorElement[]) => links.map((a) => a.href));
    expect(external.some((href) => href.includes("subdomain="))).toBe(false);
  });

  it("given a main-site page, links are left as written", async () => {
    const { page, go } = await open("/privacy");
    await go();
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links: HTMLAnchorElement[]) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.some((href) => href?.includes("subdomain="))).toBe(false);
  });
});
