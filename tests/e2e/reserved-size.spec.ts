import { expect, type Page, test } from "@playwright/test";
import { firstViewHeights, PHONE_MAX_WIDTH_PX } from "../../widgets/delivery/reserve";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";

/*
 * The room the loader and the standalone scripts hold for an element before its code arrives
 * must be the room its first view then takes: each element is rendered on a host page of
 * another origin (no pre-rendered view there) at a phone's and a desktop's width, and its height
 * compared with `widgets/delivery/reserve.ts`.
 */

let host: ForeignHost;
let body = "";

test.beforeAll(async () => {
  host = await startForeignHost(() => body);
});

test.afterAll(() => host.close());

/** Height of the element once it has rendered and taken over. */
async function renderedHeight(page: Page, ours: string, tag: string, attributes: string) {
  body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landing</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><${tag} ${attributes}></${tag}></main>
<script type="module" src="${ours}/widgets/${tag}.js"></script></body></html>`;
  await page.goto(`${host.origin}/`);
  await page.waitForFunction(
    (name) =>
      (document.querySelector(name) as unknown as Record<symbol, unknown>)[
        Symbol.for("ebw.widget.ready")
      ] === true,
    tag,
  );
  return page.evaluate(
    (name) =>
      new Promise<{ height: number; width: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const box = (document.querySelector(name) as Element).getBoundingClientRect();
            resolve({ height: box.height, width: box.width });
          }),
        ),
      ),
    tag,
  );
}

/** What an element needs to show its first view at all. */
const requiredAttributes: Record<string, string> = {
  "resource-download": `lead-magnet="first-home-buyers-guide"`,
};

const viewports = [
  { name: "phone", width: 390, height: 844, index: 0 },
  { name: "desktop", width: 1280, height: 800, index: 1 },
] as const;

for (const [key, heights] of Object.entries(firstViewHeights)) {
  if (heights[0] === 0 && heights[1] === 0) continue;
  const [tag, choice] = key.split(" ");
  const attributes = choice
    ? `${tag === "lead-form" ? "mode" : "variant"}="${choice}"`
    : (requiredAttributes[tag as string] ?? "");
  for (const viewport of viewports) {
    test(`<${key}> holds the height its first view takes on a ${viewport.name}`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const ours = new URL(baseURL ?? "").origin;
      const { height, width } = await renderedHeight(page, ours, tag as string, attributes);
      expect(width < PHONE_MAX_WIDTH_PX).toBe(viewport.index === 0);
      const reserved = heights[viewport.index];
      expect(
        Math.abs(reserved - height),
        `<${key}> on a ${viewport.name}: reserved ${reserved}px, rendered ${Math.round(height)}px`,
      ).toBeLessThanOrEqual(Math.max(8, height * 0.05));
    });
  }
}
