import { readdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { discoverPages } from "../bench/pages-report";
import { POLICY_MESSAGE, policyProblems, reportPolicyViolations } from "./policy";
import { restAt } from "./rest-at";

// Every page of both sites as a visitor sees it, on a phone and on a desktop, with every widget
// on it loaded and drawn: nothing spills out of its box, forms are wide enough to use, controls
// are big enough to touch, the fixed controls (chat button, back-to-top, the phone's
// call-to-action bar, toasts) cover neither each other nor anything to press at the top, the
// middle or the bottom of the page, nor the open mobile menu, and the sticky header hides what
// scrolls under it; and, as it has loaded, no page is wider than the screen (on a phone, a page
// wider than the phone is shown zoomed out, with tiny text, a sideways scroll, and every widget
// on it counted as on screen; on a desktop one page of each suburb's or service's family stands
// for the rest). Each page and its widgets also keep to the server's
// Content-Security-Policy all the way through (csp.spec.ts opens what only a visitor's action
// brings). One browser page per size, reused for every address, and one load per page keep the
// sweep quick.

// Each site's built pages, and its not-found page.
const pages = [
  ...discoverPages(join(import.meta.dirname, "../../dist/site")),
  { site: "main", path: "/no-such-page" },
  { site: "debt", path: "/no-such-page" },
];
const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

// The widgets the build has (each a folder of widgets/ named like a custom element).
const widgetTags = readdirSync("widgets", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.includes("-"))
  .map((entry) => entry.name);

/**
 * Loads the page and every widget on it: each is scrolled to, as they load near the viewport.
 * Says how wide the page is once loaded, before any widget is reached, and the page's policy.
 */
async function visit(page: Page, url: string): Promise<{ width: number; policy: string }> {
  const response = await page.goto(url, { waitUntil: "load" });
  const width = await page.evaluate(async (tags) => {
    const loadedWidth = document.documentElement.scrollWidth;
    // Each shown widget scrolled to, a frame drawn there, and reached for: one showing its first
    // view takes over when the visitor reaches for it.
    for (const tag of tags) {
      for (const host of document.querySelectorAll(tag)) {
        if (!host.checkVisibility()) continue;
        host.scrollIntoView({ block: "nearest" });
        await new Promise((resolve) => requestAnimationFrame(resolve));
        host.dispatchEvent(
          new PointerEvent("pointerover", { bubbles: true, composed: true, cancelable: true }),
        );
      }
    }
    const ready = Symbol.for("ebw.widget.ready");
    // A widget on the page loads once it nears the viewport, and the exit-intent offer when
    // the browser is idle; a modal form waits for a button that opens it to be approached, and
    // one inside a closed part of the page (an example on /embed behind its tab) does not load
    // until shown: neither takes room on the page, so neither is measured.
    const shown = (tag: string) =>
      [...document.querySelectorAll(tag)].filter(
        (element) => element.checkVisibility() || tag === "exit-intent",
      );
    const present = tags.filter((tag) => shown(tag).length > 0);
    await Promise.all(present.map((tag) => customElements.whenDefined(tag)));
    for (const tag of present) {
      for (const element of shown(tag)) {
        await (element as unknown as Record<symbol, unknown>)[ready];
      }
    }
    // The corner's clearance is the page script's code of its own (not on /embed, which has no
    // page script): on once it has set its lift.
    const root = document.documentElement;
    while (
      root.classList.contains("js") &&
      document.querySelector("broker-chat, .scroll-top") &&
      !root.style.getPropertyValue("--corner-lift")
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return loadedWidth;
  }, widgetTags);
  return { width, policy: response?.headers()["content-security-policy"] ?? "" };
}

/** What the checks find wrong on the page as it is scrolled now. */
function problemsHere(page: Page, where: string, atEnd: boolean): Promise<string[]> {
  return page.evaluate(
    ([where, atEnd]) => {
      // Every element of the page, inside open shadow roots too.
      const all: Element[] = [];
      const walk = (root: ParentNode) => {
        for (const element of root.querySelectorAll("*")) {
          all.push(element);
          if (element.shadowRoot) walk(element.shadowRoot);
        }
      };
      walk(document);
      const problems: string[] = [];
      const name = (element: Element) =>
        `<${element.localName}${element.id ? `#${element.id}` : ""}${
          typeof element.className === "string" && element.className
            ? `.${element.className.trim().split(/\s+/).join(".")}`
            : ""
        }> "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) return false;
        const style = getComputedStyle(element);
        return style.visibility !== "hidden" && element.checkVisibility({ opacityProperty: true });
      };

      // Text and controls inside their boxes.
      const ownsText = (element: Element) =>
        [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      for (const element of all) {
        if (!(element instanceof HTMLElement) || !shown(element)) continue;
        const isControl = element.matches("button, a.btn, [role=button], label");
        if (!isControl && !ownsText(element)) continue;
        const style = getComputedStyle(element);
        if (style.display === "inline" || style.display === "contents") continue;
        // Scroll areas scroll on purpose; text cut with an ellipsis says so.
        if (/auto|scroll/.test(style.overflowX) || style.textOverflow === "ellipsis") continue;
        if (element.scrollWidth > element.clientWidth + 1) {
          problems.push(
            `${where}: ${name(element)} overflows its box by ${element.scrollWidth - element.clientWidth} px`,
          );
        }
      }

      // Forms wide enough to fill in, controls tall enough to touch.
      const room = Math.min(280, window.innerWidth - 40);
      for (const form of all.filter((element) => element.localName === "form")) {
        if (!shown(form)) continue;
        const width = form.getBoundingClientRect().width;
        if (width < room) problems.push(`${where}: ${name(form)} is ${Math.round(width)} px wide`);
        for (const control of form.querySelectorAll("input, select, textarea, button")) {
          if (!shown(control) || control.closest("[aria-hidden=true]")) continue;
          const checkable = control.matches("input[type=checkbox], input[type=radio]");
          const target = checkable ? (control.closest("label") ?? control) : control;
          const height = target.getBoundingClientRect().height;
          if (height < 44 - 0.5) {
            problems.push(`${where}: ${name(control)} is ${Math.round(height)} px tall`);
          }
        }
      }

      // Nothing fixed over a link, button or field, nor over another fixed control. A layer
      // that lets every press through (the toasts' viewport-wide layer) covers nothing.
      const fixed = all.filter(
        (element) =>
          getComputedStyle(element).position === "fixed" &&
          getComputedStyle(element).pointerEvents !== "none" &&
          shown(element) &&
          !element.closest("header"),
      );
      const overlap = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 1 &&
        b.left < a.right - 1 &&
        a.top < b.bottom - 1 &&
        b.top < a.bottom - 1;
      for (const [index, one] of fixed.entries()) {
        for (const other of fixed.slice(index + 1)) {
          if (one.contains(other) || other.contains(one)) continue;
          if (overlap(one.getBoundingClientRect(), other.getBoundingClientRect())) {
            problems.push(`${where}: fixed ${name(one)} and ${name(other)} overlap`);
          }
        }
      }
      const headerBottom =
        document.querySelector("body > header")?.getBoundingClientRect().bottom ?? 0;
      const topmost = (x: number, y: number) => {
        let hit = document.elementFromPoint(x, y);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(x, y);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        return hit;
      };
      const within = (inner: Element | null, outer: Element) => {
        for (
          let node: Node | null = inner;
          node;
          node = node.parentNode ?? (node as ShadowRoot).host ?? null
        ) {
          if (node === outer) return true;
        }
        return false;
      };
      for (const target of all) {
        if (!target.matches("a[href], button, input, select, textarea") || !shown(target)) continue;
        if (fixed.some((layer) => within(target, layer))) continue;
        const box = target.getBoundingClientRect();
        const y = box.top + box.height / 2;
        if (y < headerBottom || y > window.innerHeight) continue;
        // Its centre; at the end of the page, where the footer keeps the corners free, its ends
        // too (a corner button over the start of a link hides it as well).
        const centre = box.left + box.width / 2;
        const xs = (atEnd ? [box.left + 4, centre, box.right - 4] : [centre]).filter(
          (x) => x >= 0 && x <= window.innerWidth,
        );
        for (const x of xs) {
          const hit = topmost(x, y);
          const cover = fixed.find((layer) => within(hit, layer));
          if (cover && !within(hit, target)) {
            problems.push(`${where}: ${name(cover)} covers ${name(target)}`);
            break;
          }
        }
      }

      // The sticky header hides what scrolls under it.
      for (const header of document.querySelectorAll("body > header, .site-header")) {
        const style = getComputedStyle(header);
        if (style.position !== "sticky" && style.position !== "fixed") continue;
        const alpha = style.backgroundColor.match(/rgba?\([^)]*?,\s*([\d.]+)\)$/)?.[1];
        if ((alpha !== undefined && Number(alpha) < 1) || Number(style.opacity) < 1) {
          problems.push(
            `${where}: the sticky header lets the page show through (${style.backgroundColor})`,
          );
        }
      }
      return [...new Set(problems)];
    },
    [where, atEnd] as const,
  );
}

/**
 * With the mobile menu open: what fixed control lies over it. The menu button is pressed where a
 * visitor presses it, its centre, which nothing may cover; all in one round trip to the page.
 */
function overMenu(page: Page, where: string): Promise<string[]> {
  return page.evaluate(async (where) => {
    const toggle = document.querySelector<HTMLElement>("[data-nav-toggle]");
    const button = toggle?.getBoundingClientRect();
    if (
      !toggle?.checkVisibility({ visibilityProperty: true }) ||
      !button?.width ||
      !button.height
    ) {
      return [];
    }
    const pressed = document.elementFromPoint(
      button.left + button.width / 2,
      button.top + button.height / 2,
    );
    if (!pressed || !toggle.contains(pressed)) {
      return [`${where}: <${pressed?.localName}> covers the menu button`];
    }
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    toggle.click();
    await frame();
    const nav = document.querySelector("#site-nav");
    const problems: string[] = [];
    if (!nav?.checkVisibility()) problems.push(`${where}: the menu does not open`);
    const menu = nav?.getBoundingClientRect() ?? new DOMRect();
    const walk = (root: ParentNode) => {
      for (const element of root.querySelectorAll("*")) {
        if (element.shadowRoot) walk(element.shadowRoot);
        const style = getComputedStyle(element);
        if (style.position !== "fixed" || element.closest("header")) continue;
        if (
          style.pointerEvents === "none" ||
          !element.checkVisibility({ visibilityProperty: true })
        ) {
          continue;
        }
        const box = element.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        if (
          box.left < menu.right &&
          menu.left < box.right &&
          box.top < menu.bottom &&
          menu.top < box.bottom
        ) {
          problems.push(
            `${where}: <${element.localName}.${element.className}> lies over the open menu`,
          );
        }
      }
    };
    if (nav?.checkVisibility()) walk(document);
    toggle.click();
    await frame();
    return problems;
  }, where);
}

async function sweep(
  browser: Browser,
  size: { width: number; height: number },
  pages: { site: string; path: string }[],
) {
  const context = await browser.newContext({ viewport: size });
  // Nothing leaves the machine; a refused frame or pixel is not a policy violation.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await context.addInitScript(reportPolicyViolations);
  const page = await context.newPage();
  const problems: string[] = [];
  const refused: string[] = [];
  page.on("console", (message) => {
    if (POLICY_MESSAGE.test(message.text())) refused.push(message.text());
  });
  for (const { site, path } of pages) {
    const url = `${path}${site === "debt" ? "?subdomain=debt" : ""}`;
    refused.length = 0;
    const { width, policy } = await visit(page, url);
    problems.push(...policyProblems(policy).map((problem) => `${site} ${path}: ${problem}`));
    if (width > size.width) problems.push(`${site} ${path}: ${width} px wide once loaded`);
    for (const at of ["top", "middle", "bottom"] as const) {
      await restAt(page, at);
      problems.push(...(await problemsHere(page, `${site} ${path} ${at}`, at === "bottom")));
    }
    problems.push(...(await overMenu(page, `${site} ${path} menu`)));
    // Whatever the page and its widgets did under the server's policy, all the way through.
    problems.push(...refused.map((text) => `${site} ${path}: ${text}`));
  }
  await context.close();
  return problems;
}

/** The template a page is made from, when a family of pages shares one (suburbs, services). */
const templateOf = (path: string) =>
  path.match(/^\/(?:locations|services)\/|^\/mortgage-broker-/)?.[0];

/**
 * The pages swept at a size. On the phone, every page: words run out of room there first. On a
 * desktop, the pages of one template (a suburb's, a service's) differ only in their words, so the
 * one with the longest name stands for its family.
 */
function pagesAt(width: number): typeof pages {
  if (width < 768) return pages;
  const longest = new Map<string, string>();
  for (const { path } of pages) {
    const template = templateOf(path);
    const held = template && longest.get(template);
    if (template && (!held || path.length > held.length)) longest.set(template, path);
  }
  return pages.filter(({ path }) => {
    const template = templateOf(path);
    return !template || longest.get(template) === path;
  });
}

// Each sweep in parts of at most 20 pages, run side by side: the suite's longest tests, shared by
// its workers.
test.describe.configure({ mode: "parallel" });

for (const size of sizes) {
  const swept = pagesAt(size.width);
  const parts = Math.ceil(swept.length / 20);
  const each = Math.ceil(swept.length / parts);
  for (let index = 0; index < parts; index++) {
    const some = swept.slice(index * each, (index + 1) * each);
    test(`every page at ${size.width}×${size.height} (part ${index + 1} of ${parts}) keeps its text, forms, controls and header in shape`, async ({
      browser,
    }) => {
      test.setTimeout(some.length * 8_000);
      expect(some.length).toBeGreaterThan(10);
      expect(await sweep(browser, size, some)).toEqual([]);
    });
  }
}
