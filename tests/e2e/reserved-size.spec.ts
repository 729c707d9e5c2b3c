import { expect, type Page, test } from "@playwright/test";
import { reservedKeys } from "../../tooling/declared-widgets";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";

/*
 * The room the loader holds for an element before its code arrives must be the room the element
 * then takes, in whatever column a page gives it: on a host page of another origin (no
 * pre-rendered view there), each element is placed in columns from 280 to 1,400 px wide, the
 * height the loader holds in each is read before anything renders (the columns are far below
 * the viewport), and compared with the height the element renders at that width.
 */

let host: ForeignHost;
let body = "";

test.beforeAll(async () => {
  host = await startForeignHost(() => body);
});

test.afterAll(() => host.close());

const widths = Array.from({ length: 23 }, (_, i) => 280 + i * 50);
/** Height a reserve may differ from the render by (px): steps are measured to 2 px. */
const TOLERANCE = 4;

function attributesOf(key: string): string {
  const [tag, choice] = key.split(" ");
  if (choice) return `variant="${choice}"`;
  return tag === "resource-download" ? `lead-magnet="first-home-buyers-guide"` : "";
}

/** The min-height the loader holds for the element in each column, before it renders. */
async function heldHeights(page: Page, ours: string, tag: string, attributes: string) {
  const columns = widths
    .map((width) => `<div style="width:${width}px"><${tag} ${attributes}></${tag}></div>`)
    .join("\n");
  body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Columns</title>
<script type="module" src="${ours}/widgets/loader.js" blocking="render"></script></head>
<body><div style="height:6000px"></div>${columns}</body></html>`;
  await page.goto(`${host.origin}/`);
  return page.evaluate(
    (name) =>
      [...document.querySelectorAll(name)].map((element) => ({
        held: (element as HTMLElement).style.minHeight,
        empty: element.shadowRoot === null,
      })),
    tag,
  );
}

/** The height the element renders at each width, once its code has taken over. */
async function renderedHeights(page: Page, ours: string, tag: string, attributes: string) {
  body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Column</title></head>
<body><div id="column"><${tag} ${attributes}></${tag}></div>
<script type="module" src="${ours}/widgets/${tag}.js"></script></body></html>`;
  await page.goto(`${host.origin}/`);
  await page.waitForFunction(
    (name) =>
      (document.querySelector(name) as unknown as Record<symbol, unknown>)[
        Symbol.for("ebw.widget.ready")
      ] === true,
    tag,
  );
  const heights: number[] = [];
  for (const width of widths)
    heights.push(
      await page.evaluate(
        ({ name, w }) =>
          new Promise<number>((resolve) => {
            (document.getElementById("column") as HTMLElement).style.width = `${w}px`;
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve((document.querySelector(name) as Element).getBoundingClientRect().height),
              ),
            );
          }),
        { name: tag, w: width },
      ),
    );
  return heights;
}

for (const key of reservedKeys()) {
  const tag = key.split(" ")[0] as string;
  test(`<${key}> holds the height it renders in every column from 280 to 1,400 px`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1480, height: 900 });
    const ours = new URL(baseURL ?? "").origin;
    const held = await heldHeights(page, ours, tag, attributesOf(key));
    expect(held.every((column) => column.empty)).toBe(true);
    const rendered = await renderedHeights(page, ours, tag, attributesOf(key));

    const errors = widths.map((width, i) => ({
      width,
      held: Number.parseFloat(held[i]?.held ?? "0"),
      rendered: Math.round(rendered[i] as number),
    }));
    testInfo.annotations.push({
      type: "reserve error by column width (px)",
      description: errors.map((e) => `${e.width}:${e.held - e.rendered}`).join(" "),
    });
    for (const e of errors)
      expect(
        Math.abs(e.held - e.rendered),
        `<${key}> in a ${e.width}px column: held ${e.held}px, rendered ${e.rendered}px`,
      ).toBeLessThanOrEqual(TOLERANCE);
  });
}
