import {
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { restAt } from "./rest-at";

// The fixed controls (chat button, back-to-top, the call-to-action bar, toasts) and the menus, as
// a visitor on a phone (390 × 844, touch) or a desktop (1280 × 900) meets them: none hides
// another, the open mobile menu, the button just pressed, or what sits beneath them when the
// visitor stops scrolling.

const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/**
 * What covers the element's text (every line of it, at nine points along each) or, for an
 * element without text or when `whole`, its box's middle line: the topmost element there, inside open shadow roots,
 * named; empty when the element itself is on top everywhere.
 */
function coverOf(target: Locator, whole = false): Promise<string[]> {
  return target.evaluate((element, whole) => {
    const topmost = (x: number, y: number) => {
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return hit;
    };
    const inside = (node: Node | null) => {
      for (let at = node; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null) {
        if (at === element) return true;
      }
      return false;
    };
    // Its text's lines, leaving out text hidden for screen readers only (a 1 px box).
    const lines: DOMRect[] = [];
    const range = document.createRange();
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent?.trim() || (node.parentElement?.offsetWidth ?? 0) <= 2) continue;
      range.selectNodeContents(node);
      lines.push(...[...range.getClientRects()].filter((box) => box.width > 2));
    }
    const covers: string[] = [];
    for (const box of lines.length > 0 && !whole ? lines : [element.getBoundingClientRect()]) {
      const y = box.top + box.height / 2;
      for (const step of [0, 1, 2, 3, 4, 5, 6, 7, 8]) {
        const x = box.left + 2 + ((box.width - 4) * step) / 8;
        const hit = topmost(x, y);
        if (hit && !inside(hit)) {
          const host = (hit.getRootNode() as ShadowRoot).host;
          covers.push(`${host ? `${host.localName} ` : ""}<${hit.localName}>`);
        }
      }
    }
    return [...new Set(covers)];
  }, whole);
}

/**
 * Scrolls so the element's widest line of text (or the element, without text) has its middle
 * `above` px above the window's bottom edge: 50 px is the middle of the corner buttons' row.
 * `settled: false` returns as soon as scrolling ends, with the corner's movements under way.
 */
async function restInCorner(
  page: Page,
  target: Locator,
  above = 50,
  { settled = true } = {},
): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const y = await target.evaluate((element, above) => {
    let widest = element.getBoundingClientRect();
    const range = document.createRange();
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let width = 0;
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent?.trim() || (node.parentElement?.offsetWidth ?? 0) <= 2) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width > width) [widest, width] = [line, line.width];
      }
    }
    return window.scrollY + widest.top + widest.height / 2 - (window.innerHeight - above);
  }, above);
  if (settled) return restAt(page, y);
  await page.evaluate(async (top) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    if (Math.abs(window.scrollY - Math.max(0, Math.min(top, end))) < 1) return;
    const ended = new Promise((resolve) =>
      window.addEventListener("scrollend", resolve, { once: true }),
    );
    window.scrollTo({ top, behavior: "instant" });
    await ended;
  }, y);
}

/** The chat button is drawn and the corner's clearance (code of its own, loaded apart) is on. */
async function chatReady(page: Page): Promise<void> {
  await expect(page.locator("broker-chat").getByRole("button", { name: /chat/i })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.style.getPropertyValue("--corner-lift")),
    )
    .not.toBe("");
}

test.describe("on a phone", () => {
  test.use(phone);

  test("the call-to-action bar on /debtconsol is whole: the chat button sits above it", async ({
    page,
  }) => {
    await page.goto("/debtconsol");
    await chatReady(page);
    const bar = page.locator(".mobile-cta");
    await restAt(page, 1500);
    await expect(bar).toBeVisible();
    expect(await coverOf(bar)).toEqual([]);
    // Its whole label shows: nothing is cut off.
    expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test("the open mobile menu is above every fixed control", async ({ page }) => {
    // Three pages, each with its menu and every item in it checked.
    test.setTimeout(90_000);
    for (const path of ["/", "/privacy", "/strategy"]) {
      await page.goto(path);
      await chatReady(page);
      await restAt(page, 600);
      await page.getByRole("button", { name: "Menu" }).tap();
      const menu = page.locator("#site-nav");
      await expect(menu).toBeVisible();
      // With the longer list open, the menu reaches the bottom of the window.
      const locations = menu.getByRole("button", { name: "Locations" });
      await locations.tap();
      await expect(locations).toHaveAttribute("aria-expanded", "true");
      for (const item of await menu.locator("a, button").filter({ visible: true }).all()) {
        // The whole of each: a menu item is pressed anywhere along its width.
        expect(await coverOf(item, true), `${path}: ${await item.textContent()}`).toEqual([]);
      }
    }
  });

  test("with Services open, one tap on Locations opens Locations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).tap();
    const services = page.locator("#site-nav").getByRole("button", { name: "Services" });
    const locations = page.locator("#site-nav").getByRole("button", { name: "Locations" });
    await services.tap();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await locations.tap();
    await expect(locations).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#nav-locations")).toBeVisible();
  });

  test("the payment error toast leaves the pressed 'Book My Session' button free", async ({
    page,
  }) => {
    await page.goto("/strategy");
    const button = page.locator("main button[data-checkout]").first();
    // Where the toasts come in, above the chat button's corner.
    await restInCorner(page, button, 150);
    await button.tap();
    const toast = page.getByRole("alert").filter({ hasText: "Payment Error" });
    await expect(toast).toBeVisible();
    await expect(button).toBeEnabled();
    const [pressed, shown] = [await button.boundingBox(), await toast.boundingBox()];
    if (!pressed || !shown) throw new Error("the button or the toast is not drawn");
    const apart =
      shown.y >= pressed.y + pressed.height ||
      pressed.y >= shown.y + shown.height ||
      shown.x >= pressed.x + pressed.width ||
      pressed.x >= shown.x + shown.width;
    expect(apart, JSON.stringify({ pressed, shown })).toBe(true);
  });

  // A corner button may pass over content while the page scrolls, never rest on it.
  const beneath = [
    { path: "/", text: "Prefer to talk now? Call 0400 000 000." },
    { path: "/start-here", selector: "footer a[href^='mailto:']" },
    { path: "/debtconsol", text: "Fields marked * are required." },
  ];
  for (const { path, text, selector } of beneath) {
    test(`on ${path}, "${text ?? selector}" resting in the bottom corners is not covered`, async ({
      page,
    }) => {
      await page.goto(path);
      await chatReady(page);
      const target = (selector ? page.locator(selector) : page.getByText(text ?? "")).first();
      // A visitor who scrolls twice in quick succession: the second scroll ends while the corner
      // is still rising or falling from the first (its move slowed here so that it always is).
      await page.evaluate(() => {
        const launcher = document
          .querySelector("broker-chat")
          ?.shadowRoot?.querySelector(".launcher");
        for (const control of [launcher, document.querySelector(".scroll-top")]) {
          if (control instanceof HTMLElement) control.style.transitionDuration = "2s";
        }
      });
      const lift = () =>
        page.evaluate(() => document.documentElement.style.getPropertyValue("--corner-lift"));
      await restInCorner(page, target, 40, { settled: false });
      await restInCorner(page, target, 55);
      expect(await coverOf(target)).toEqual([]);
      // The corner rests where it would after one unhurried scroll to the same place.
      const hurried = await lift();
      await restAt(page, "top");
      await restInCorner(page, target, 55);
      expect(hurried).toBe(await lift());
    });
  }
});

for (const size of [phone, desktop]) {
  const width = size.viewport?.width;
  test.describe(`at ${width} px`, () => {
    test.use(size);

    test("the back-to-top button on /privacy is clear of the chat button", async ({ page }) => {
      await page.goto("/privacy");
      await chatReady(page);
      await restAt(page, 2000);
      const button = page.getByRole("button", { name: "Back to top" });
      await expect(button).toBeVisible();
      expect(await coverOf(button)).toEqual([]);
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("no theme control that changes nothing is shown; the page stays light", async ({
      page,
    }) => {
      await page.goto("/");
      await chatReady(page);
      await expect(page.getByRole("button", { name: /theme/i })).toHaveCount(0);
      await expect(page.locator("html")).toHaveClass(/light/);
    });
  });
}

test.describe("keyboard on a desktop", () => {
  test.use(desktop);

  test("Enter on a focused dropdown opens it (or keeps it open), a second Enter closes it", async ({
    page,
  }) => {
    await page.goto("/");
    const services = page.locator(".site-header").getByRole("button", { name: "Services" });
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press("Tab");
      if (await services.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(services).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#nav-services")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
  });
});
