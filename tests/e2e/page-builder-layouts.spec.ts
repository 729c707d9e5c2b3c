import { expect, type Page, test } from "@playwright/test";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";

/*
 * The layouts page builders produce, on a host page of another origin with the loader in its
 * head: columns that size to their content (Elementor's centred column, a flex row,
 * inline-block, float, a centred grid, an absolutely positioned box, a table cell,
 * `width: fit-content`), a section with a transform and `overflow: hidden` around the chat, a
 * right-to-left page and a zoomed one.
 */

let host: ForeignHost;
let body = "";

test.beforeAll(async () => {
  host = await startForeignHost(() => body);
});

test.afterAll(() => host.close());

const loader = (ours: string) =>
  `<script type="module" src="${ours}/widgets/loader.js" blocking="render"></script>`;

function hostPage(ours: string, content: string, dir = "ltr"): string {
  return `<!doctype html><html lang="en" dir="${dir}"><head><meta charset="utf-8"><title>Landing</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${loader(ours)}</head>
<body>${content}</body></html>`;
}

const isReady = (tag: string) =>
  (document.querySelector(tag) as unknown as Record<symbol, unknown>)[
    Symbol.for("ebw.widget.ready")
  ] === true;

/**
 * Brings the element into view and waits for its first view, measured at each of `sizes`; then
 * runs its code (on intent) and measures it at each size again, ending at the first.
 */
async function showAndRun(page: Page, tag: string, sizes: Viewport[] = []) {
  const measured: Record<string, { firstView: number; running: number }> = {};
  const widthAt = async (viewport: Viewport) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    return page.locator(tag).evaluate((e) => e.getBoundingClientRect().width);
  };
  await page.evaluate((name) => document.querySelector(name)?.scrollIntoView(), tag);
  await page.waitForFunction((name) => document.querySelector(name)?.shadowRoot, tag);
  for (const viewport of sizes) {
    measured[viewport.label] = { firstView: await widthAt(viewport), running: 0 };
  }
  await page.locator(tag).hover({ position: { x: 10, y: 10 } });
  await page.waitForFunction(isReady, tag);
  for (const viewport of [...sizes].reverse()) {
    (measured[viewport.label] as { running: number }).running = await widthAt(viewport);
  }
  return measured;
}

interface Viewport {
  label: string;
  width: number;
  height: number;
}

/** Each widget with room of its own, and the width it takes where the page sizes it to it. */
const widths = {
  "lead-form": 640,
  "contact-form": 640,
  "preapproval-form": 640,
  "resource-download": 640,
  "debt-calculator": 1120,
} as const;
const attributes: Record<string, string> = {
  "resource-download": `lead-magnet="first-home-buyers-guide"`,
};

const containers = {
  "a centred flex column (Elementor)":
    '<div style="display:flex;flex-direction:column;align-items:center">',
  "a flex row": '<div style="display:flex">',
  "an inline-block": '<div style="display:inline-block">',
  "a float": '<div style="float:left">',
  "a grid with centred items": '<div style="display:grid;justify-items:center">',
  "an absolutely positioned box": '<div style="position:absolute;left:0">',
  "a table cell": "<table><tr><td>",
  "a fit-content box": '<div style="width:fit-content">',
};

// A desktop's and a phone's width, both in one load of the page: each widget's first view is
// measured at both, then its code run and measured at both again.
const viewports: Viewport[] = [
  { label: "desktop", width: 1280, height: 800 },
  { label: "phone", width: 390, height: 844 },
];

for (const [name, open] of Object.entries(containers)) {
  const close = open.startsWith("<table") ? "</td></tr></table>" : "</div>";
  test(`in ${name}, on a desktop and on a phone, each form and the calculator take a width of their own`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const ours = new URL(baseURL ?? "").origin;
    body = hostPage(
      ours,
      Object.keys(widths)
        .map(
          (tag) =>
            `<section style="position:relative;clear:both">${open}<${tag} ${attributes[tag] ?? ""}></${tag}>${close}</section>`,
        )
        .join('\n<p style="clear:both;padding-top:40px">Between the widgets.</p>\n'),
    );
    await page.setViewportSize(viewports[0] as Viewport);
    await page.goto(`${host.origin}/`);
    for (const [tag, intrinsic] of Object.entries(widths)) {
      const measured = await showAndRun(page, tag, viewports);
      for (const viewport of viewports) {
        // What the page's body leaves a widget: its width less the body's margins.
        const expected = Math.min(intrinsic, viewport.width - 16);
        const { firstView, running } = measured[viewport.label] ?? { firstView: 0, running: 0 };
        expect(
          Math.abs(firstView - expected),
          `<${tag}>'s first view on a ${viewport.label}: ${firstView}px`,
        ).toBeLessThanOrEqual(16);
        expect(
          Math.abs(running - expected),
          `<${tag}> running on a ${viewport.label}: ${running}px`,
        ).toBeLessThanOrEqual(16);
      }
    }
  });
}

test("the chat's button and panel sit in the viewport's corner above a transformed, clipped section", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  body = hostPage(
    new URL(baseURL ?? "").origin,
    `<div style="height:1200px">Intro</div>
<section style="transform:translateY(0);overflow:hidden;height:200px;position:relative">
<p>A section a motion effect left transformed.</p><broker-chat></broker-chat></section>
<div style="height:1200px">More</div>
<div id="bar" style="position:fixed;right:0;bottom:0;width:480px;height:700px;z-index:2147483647;background:#fde68a">The page's own sticky box</div>`,
  );
  await page.goto(`${host.origin}/`);
  const button = page.locator("broker-chat").getByRole("button", { name: "Chat with us" });
  await expect(button).toBeVisible();

  const box = await button.boundingBox();
  expect(box?.x).toBeCloseTo(1280 - 20 - 60, -1);
  expect(box?.y).toBeCloseTo(800 - 20 - 60, -1);
  const onTop = (x: number, y: number) =>
    page.evaluate(
      ([px, py]) => {
        const chat = document.querySelector("broker-chat") as HTMLElement;
        return document.elementFromPoint(px as number, py as number) === chat;
      },
      [x, y],
    );
  expect(await onTop((box?.x ?? 0) + 30, (box?.y ?? 0) + 30)).toBe(true);

  await button.click();
  const panel = page.locator("broker-chat").getByRole("textbox");
  await expect(panel).toBeFocused();
  const field = await panel.boundingBox();
  expect(field && field.y > 0 && field.y + field.height < 800).toBe(true);
  expect(await onTop((field?.x ?? 0) + 10, (field?.y ?? 0) + 5)).toBe(true);

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test("a right-to-left page stays as wide as the screen, and the honeypot is out of every reach", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  body = hostPage(
    new URL(baseURL ?? "").origin,
    `<h1>אתר בעברית</h1>${Object.keys(widths)
      .map((tag) => `<${tag} ${attributes[tag] ?? ""}></${tag}>`)
      .join("\n")}<broker-chat></broker-chat>`,
    "rtl",
  );
  await page.goto(`${host.origin}/`);
  for (const tag of Object.keys(widths)) await showAndRun(page, tag);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  const form = page.locator("contact-form");
  const honeypot = form.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  // What shows of it: a clipped pixel where it stands in the form, not off the page's edge.
  const spot = await form.locator(".ebw-honeypot").boundingBox();
  expect(spot && spot.x >= 0 && spot.x <= 1280 && spot.width <= 1).toBe(true);

  // A visitor tabbing through the form never lands on it.
  await form.getByLabel("Full Name").focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(
        () =>
          (document.querySelector("contact-form")?.shadowRoot?.activeElement as HTMLInputElement)
            ?.name,
      ),
    ).not.toBe("website");
  }
  // A bot filling every field still finds it.
  await honeypot.fill("https://spam.example", { force: true });
  await expect(honeypot).toHaveValue("https://spam.example");
});

test("on a page zoomed to 150 %, the calculator holds and renders the height of the column the zoom leaves it, no taller, and on a phone each widget fits the 244 px left", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  body = hostPage(
    new URL(baseURL ?? "").origin,
    `<style>html { zoom: 1.5 }</style><div style="height:1200px">Intro</div>
<debt-calculator></debt-calculator><p>After the calculator.</p><lead-form></lead-form>`,
  );
  await page.goto(`${host.origin}/`);
  // Far below the fold: the room held before anything renders, in the page's own (CSS) pixels.
  const held = await page.locator("debt-calculator").evaluate((e) => ({
    height: Number.parseFloat((e as HTMLElement).style.minHeight),
    width: e.clientWidth,
  }));
  // The zoom leaves 1,280 / 1.5 less the body's margins: under the calculator's 860-px breakpoint,
  // so it stacks its cards as in any column that narrow.
  expect(held.width).toBe(Math.floor(1280 / 1.5) - 16);

  await showAndRun(page, "debt-calculator");
  const rendered = await page.locator("debt-calculator").evaluate((e) => ({
    height: (e as HTMLElement).offsetHeight,
    onScreen: e.getBoundingClientRect().height,
  }));
  // Within a few pixels: zoomed text snaps each of its lines to the screen's pixels, a fraction
  // of a pixel off the measured heights (each declaration's `delivery.room.heights`) per line.
  expect(
    Math.abs(rendered.height - held.height),
    `held ${held.height}, rendered ${rendered.height}`,
  ).toBeLessThanOrEqual(8);
  // On screen it is that height zoomed once, as everything else on the page, never twice.
  expect(rendered.onScreen).toBeCloseTo(rendered.height * 1.5, -1);
  // Nothing wider than the screen.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);

  // On a phone the zoom leaves 390 / 1.5 less the margins: 244 px, under the 280 px a widget
  // takes at least elsewhere. The page still does not scroll sideways: each widget fits the
  // column, and nothing inside it sticks out.
  await page.setViewportSize({ width: 390, height: 844 });
  const column = Math.floor(390 / 1.5) - 16;
  // Its root, and the boxes whose text must fit them: the calculator's figure tiles, the labels.
  for (const [tag, root, boxes] of [
    ["debt-calculator", ".dc", ".dc-figure"],
    ["lead-form", ".ebw-form-root", "label"],
  ]) {
    await showAndRun(page, tag as string);
    const fit = await page.locator(tag as string).evaluate(
      (e, [rootSelector, boxSelector]) => {
        const inner = e.shadowRoot?.querySelector(rootSelector as string) as HTMLElement;
        const overflowing = [...inner.querySelectorAll(boxSelector as string)]
          .filter((box) => box.scrollWidth > box.clientWidth)
          .map((box) => box.textContent);
        return {
          width: e.clientWidth,
          inner: inner.clientWidth,
          content: inner.scrollWidth,
          overflowing,
        };
      },
      [root, boxes],
    );
    expect(fit.width, `<${tag}> at 390 px`).toBe(column);
    expect(fit.inner, `<${tag}>'s root`).toBeLessThanOrEqual(column);
    expect(fit.content, `what <${tag}> shows`).toBeLessThanOrEqual(fit.inner);
    expect(fit.overflowing, `<${tag}>'s text sticking out of its box`).toEqual([]);
  }
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
});
