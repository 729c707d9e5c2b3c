import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { expect, type FrameLocator, type Locator, type Page, test } from "@playwright/test";

/*
 * Each element looks the same whatever page it is pasted into: a plain host page, a hostile one
 * (demo/hostile.css: `* { all: revert }`, a 30 px root font, `!important` colours, fonts,
 * margins and `display: none` on our tags, inputs, dialogs and SVGs) and a `srcdoc` iframe. The
 * host pages come from a second origin, the loader from ours; each element is shown after its
 * code has taken over, and the three renderings are compared pixel for pixel.
 */

/**
 * The share of the pixels of screenshot `b` that differ from `a` (both PNG) by more than
 * `TOLERANCE` in a colour channel, or a note of their sizes when those differ. The hostile page
 * puts every child of its body on a compositor layer (`transform: translateZ(0)`), which
 * shifts a few anti-aliased text edges; a changed font, colour, size or spacing moves a large
 * part of the widget, a stray border or background a line of it.
 */
const TOLERANCE = 16;
const SAME = 0.0005;
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number | string> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ([first, second, tolerance]) => {
        const pixels = async (base64: string) => {
          const bitmap = await createImageBitmap(
            await (await fetch(`data:image/png;base64,${base64}`)).blob(),
          );
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [x, y] = [await pixels(first), await pixels(second)];
        if (x.width !== y.width || x.height !== y.height) {
          return `${y.width}×${y.height} instead of ${x.width}×${x.height}`;
        }
        let count = 0;
        for (let i = 0; i < x.data.length; i += 4) {
          for (let channel = 0; channel < 3; channel++) {
            if (Math.abs((x.data[i + channel] ?? 0) - (y.data[i + channel] ?? 0)) > tolerance) {
              count++;
              break;
            }
          }
        }
        return count / (x.width * x.height);
      },
      [a.toString("base64"), b.toString("base64"), TOLERANCE] as const,
    );
  } finally {
    await blank.close();
  }
}

const hostileCss = readFileSync(resolve(import.meta.dirname, "../../demo/hostile.css"), "utf8");
let hostServer: Server;
let host = "";
const pages = new Map<string, string>();

test.beforeAll(async () => {
  hostServer = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://host").pathname;
    if (path === "/hostile.css") {
      response.writeHead(200, { "Content-Type": "text/css" });
      response.end(hostileCss);
      return;
    }
    const body = pages.get(path);
    response.writeHead(body === undefined ? 404 : 200, { "Content-Type": "text/html" });
    response.end(body ?? "not found");
  });
  await new Promise<void>((done) => hostServer.listen(0, "127.0.0.1", done));
  host = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => hostServer.close(done));
});

type Host = "plain" | "hostile" | "srcdoc";

/** The page's own background is set inline, so the corners around a rounded widget match. */
function document(ours: string, body: string, hostile: boolean): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landing</title>
${hostile ? '<link rel="stylesheet" href="/hostile.css">' : ""}
<script type="module" src="${ours}/widgets/loader.js"></script></head>
<body style="margin: 0; background: #fff">${body}</body></html>`;
}

/** Opens `body` on a host page of the given kind; returns where the element lives. */
async function open(
  page: Page,
  ours: string,
  kind: Host,
  body: string,
  frameHeight = "2400px",
): Promise<Page | FrameLocator> {
  const path = `/${kind}-${pages.size}`;
  if (kind === "srcdoc") {
    const inner = document(ours, body, false).replaceAll("&", "&amp;").replaceAll('"', "&quot;");
    pages.set(
      path,
      document(
        ours,
        `<iframe title="Widget" style="border: 0; width: 100%; height: ${frameHeight}" srcdoc="${inner}"></iframe>`,
        false,
      ),
    );
  } else {
    pages.set(path, document(ours, body, kind === "hostile"));
  }
  await page.goto(`${host}${path}`);
  return kind === "srcdoc" ? page.frameLocator("iframe") : page;
}

/** Points at the element so its code takes over, then waits until it has. */
async function takeOver(element: Locator): Promise<void> {
  await element.hover();
  await element.evaluate(async (node) => {
    await customElements.whenDefined(node.localName);
    await new Promise<void>((done) => {
      const ready = () =>
        (node as unknown as Record<symbol, unknown>)[Symbol.for("ebw.widget.ready")] === true;
      const check = () => (ready() ? done() : requestAnimationFrame(check));
      check();
    });
  });
}

/**
 * `late`: a part the element draws only once it nears the viewport (the calculator's chart), and
 * what shows in it once drawn.
 */
const inPage: { tag: string; markup: string; late?: { part: string; drawn: string } }[] = [
  {
    tag: "debt-calculator",
    markup: "<debt-calculator></debt-calculator>",
    late: { part: "[part~=chart]", drawn: ".recharts-surface" },
  },
  { tag: "lead-form", markup: '<lead-form mode="inline"></lead-form>' },
  { tag: "preapproval-form", markup: "<preapproval-form></preapproval-form>" },
  { tag: "contact-form", markup: "<contact-form></contact-form>" },
  {
    tag: "resource-download",
    markup: '<resource-download lead-magnet="first-home-buyers-guide"></resource-download>',
  },
];

for (const { tag, markup, late } of inPage) {
  for (const width of [358, 720]) {
    test(`<${tag}> ${width} px wide looks the same on a plain page, a hostile page and in a srcdoc iframe`, async ({
      page,
      baseURL,
    }) => {
      const ours = new URL(baseURL ?? "").origin;
      const sized = markup.replace(">", ` style="width: ${width}px">`);
      const shots: Record<string, Buffer> = {};
      for (const kind of ["plain", "hostile", "srcdoc"] as const) {
        const where = await open(page, ours, kind, sized);
        const element = where.locator(tag);
        await takeOver(element);
        // The screenshot scrolls the element into view, which starts drawing its late part:
        // drawn first, so no page is shot before it and another after.
        if (late) {
          const part = element.locator(late.part);
          await part.scrollIntoViewIfNeeded();
          await expect(part.locator(late.drawn)).toBeVisible();
        }
        // Away again, so no field is shown hovered.
        await page.mouse.move(1279, 0);
        shots[kind] = await element.screenshot({ animations: "disabled" });
      }
      const plain = shots.plain as Buffer;
      expect(plain.length).toBeGreaterThan(1000);
      expect(
        await differingPixels(page, plain, shots.hostile as Buffer),
        "hostile page",
      ).toBeLessThanOrEqual(SAME);
      expect(
        await differingPixels(page, plain, shots.srcdoc as Buffer),
        "srcdoc iframe",
      ).toBeLessThanOrEqual(SAME);
    });
  }
}

test("the chat button and the exit offer look the same on a plain page, a hostile page and in a srcdoc iframe", async ({
  page,
  baseURL,
}) => {
  const ours = new URL(baseURL ?? "").origin;
  const shots: Record<string, { button: Buffer; offer: Buffer }> = {};
  for (const kind of ["plain", "hostile", "srcdoc"] as const) {
    const where = await open(
      page,
      ours,
      kind,
      "<broker-chat></broker-chat><exit-intent></exit-intent>",
      // The button is fixed to the frame's corner: the frame fills the window.
      "100vh",
    );
    const button = where.getByRole("button", { name: "Chat with us" });
    await expect(button).toBeVisible();
    // Before the offer opens: its backdrop then covers the page.
    const buttonShot = await button.screenshot({ animations: "disabled" });
    const offer = where.locator("exit-intent");
    await offer.evaluate(async (node) => {
      await customElements.whenDefined("exit-intent");
      (node as HTMLElement & { show(): void }).show();
    });
    const dialog = where.getByRole("dialog");
    await expect(dialog).toBeVisible();
    shots[kind] = {
      button: buttonShot,
      offer: await dialog.screenshot({ animations: "disabled" }),
    };
  }
  const plain = shots.plain as { button: Buffer; offer: Buffer };
  for (const kind of ["hostile", "srcdoc"] as const) {
    const shot = shots[kind] as { button: Buffer; offer: Buffer };
    expect(
      await differingPixels(page, plain.button, shot.button),
      `chat button, ${kind}`,
    ).toBeLessThanOrEqual(SAME);
    expect(
      await differingPixels(page, plain.offer, shot.offer),
      `exit offer, ${kind}`,
    ).toBeLessThanOrEqual(SAME);
  }
});
