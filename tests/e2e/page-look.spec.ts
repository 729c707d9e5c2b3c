import { expect, type Locator, type Page, test } from "@playwright/test";
import { showFailureToast } from "../fixtures/failure-toast";

// Defects a visitor saw and no test caught, each checked the way a person would see it: sizes on
// screen, what is drawn on top, the pixels of a header or a menu.

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

/** The darkest pixel (0 black to 255 white, by luminance) of a PNG, decoded by the page. */
async function darkestPixel(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let darkest = 255;
    for (let i = 0; i < data.length; i += 4) {
      const [red = 255, green = 255, blue = 255] = data.subarray(i, i + 3);
      const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
      darkest = Math.min(darkest, luminance);
    }
    return darkest;
  }, png.toString("base64"));
}

for (const size of [phone, desktop]) {
  test(`the pre-approval form fills its column at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/get-prequalified");
    // The form's code loads when it comes near the viewport.
    const host = page.locator("preapproval-form");
    await host.scrollIntoViewIfNeeded();
    const form = host.locator("form");
    await form.scrollIntoViewIfNeeded();
    const [hostBox, columnWidth, formBox] = [
      await host.boundingBox(),
      // The grid's last track: the whole width on a phone, the right-hand column on a desktop.
      await page.locator(".two-column").evaluate((grid) => {
        const tracks = getComputedStyle(grid).gridTemplateColumns.split(" ");
        return Number.parseFloat(tracks[tracks.length - 1] ?? "0");
      }),
      await form.boundingBox(),
    ];
    expect(hostBox?.width).toBeGreaterThanOrEqual(Math.min(640, columnWidth) - 1);
    expect(formBox?.width).toBeGreaterThanOrEqual(280);
    const submit = page.locator("preapproval-form").getByRole("button", { name: /Submit/ });
    // Its label fits inside it (it had wrapped onto four lines and spilled out).
    const spill = await submit.evaluate((button) => ({
      x: button.scrollWidth - button.clientWidth,
      y: button.scrollHeight - button.clientHeight,
    }));
    expect(spill.x).toBeLessThanOrEqual(1);
    expect(spill.y).toBeLessThanOrEqual(1);
  });

  for (const path of ["/", "/services/home-loans", "/mortgage-broker-bronte"]) {
    test(`each FAQ row of ${path} shows one icon, at its end, level with the question, at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(path);
      const rows = await page.locator("details.faq summary").evaluateAll((summaries) =>
        summaries.map((summary) => {
          const shown = (element: Element) => {
            const box = element.getBoundingClientRect();
            return (
              box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden"
            );
          };
          const pseudo = ["::before", "::after"].filter((which) => {
            const content = getComputedStyle(summary, which).content;
            return content !== "none" && content !== "normal" && content !== '""';
          });
          const icons = [...summary.querySelectorAll("svg")].filter(shown);
          const row = summary.getBoundingClientRect();
          const padding = Number.parseFloat(getComputedStyle(summary).paddingRight);
          const icon = icons[0]?.getBoundingClientRect();
          const range = document.createRange();
          const question =
            summary.firstElementChild?.localName === "span" ? summary.firstElementChild : summary;
          range.selectNodeContents(question);
          const firstLine = range.getClientRects()[0];
          return {
            count: icons.length + pseudo.length,
            gapToEnd: icon ? row.right - padding - icon.right : Number.NaN,
            offCentre:
              icon && firstLine
                ? Math.abs(icon.top + icon.height / 2 - (firstLine.top + firstLine.height / 2))
                : Number.NaN,
          };
        }),
      );
      expect(rows.length).toBeGreaterThan(2);
      for (const row of rows) {
        expect(row.count).toBe(1);
        expect(Math.abs(row.gapToEnd)).toBeLessThanOrEqual(1);
        expect(row.offCentre).toBeLessThanOrEqual(2);
      }
    });
  }
}

for (const path of ["/", "/services/home-loans", "/strategy", "/?subdomain=debt"]) {
  test(`on a phone, nothing fixed covers the footer of ${path} when fully scrolled`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(path);
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    const covered = await page
      .locator("footer a, footer p, footer button")
      .evaluateAll((elements) =>
        elements
          .filter((element) => {
            // What scrolled under the sticky header is out of view, not covered.
            const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
            const box = element.getBoundingClientRect();
            return box.height > 0 && box.top >= header;
          })
          .filter((element) => {
            const box = element.getBoundingClientRect();
            const points = [
              [box.left + 2, box.top + box.height / 2],
              [box.right - 2, box.top + box.height / 2],
              [box.left + box.width / 2, box.top + box.height / 2],
            ];
            return points.some(([x, y]) => {
              const top = document.elementFromPoint(x as number, y as number);
              return top !== null && !element.contains(top) && !top.contains(element);
            });
          })
          .map((element) => element.textContent?.trim()),
      );
    expect(covered).toEqual([]);
  });
}

type Box = { x: number; y: number; width: number; height: number };

/** Where an element comes to rest, once its entrance (a toast rising into place) is over. */
async function restingBox(locator: Locator): Promise<Box | null> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  return locator.boundingBox();
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const size of [phone, desktop]) {
  test(`the 'Payment Error' toast and the chat button do not overlap at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto("/strategy");
    const launcher = page.locator("broker-chat .launcher");
    await expect(launcher).toBeVisible();
    await page.getByRole("main").locator("button[data-checkout]").first().click();
    const toast = page.getByRole("alert").filter({ hasText: "Payment Error" });
    await expect(toast).toBeVisible();
    const [toastBox, launcherBox] = [await restingBox(toast), await restingBox(launcher)];
    expect(toastBox && launcherBox && overlap(toastBox, launcherBox)).toBe(false);
  });

  test(`a widget's toast and the chat button do not overlap at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const toast = await showFailureToast(page);
    const launcher = page.locator("broker-chat .launcher");
    const [toastBox, launcherBox] = [await restingBox(toast), await restingBox(launcher)];
    expect(toastBox && launcherBox && overlap(toastBox, launcherBox)).toBe(false);
  });
}

test("the sticky header looks the same whatever is scrolled under it", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto("/mortgage-broker-bondi");
  const header = page.locator(".site-header");
  const box = await header.boundingBox();
  if (!box) throw new Error("no header");
  const clip = { x: 0, y: 0, width: box.width, height: box.height };
  const onWhite = await page.screenshot({ clip });
  const heading = page.getByRole("heading", { name: "Ready to Talk?" });
  // The white heading on its dark band, scrolled to sit right under the header.
  await heading.evaluate((element, height) => {
    window.scrollBy(0, element.getBoundingClientRect().top - height / 4);
  }, box.height);
  const onDark = await page.screenshot({ clip });
  expect(onDark.equals(onWhite)).toBe(true);
});

test("the Services menu shows whole items and that it scrolls", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Services" })
    .click();
  const menu = page.locator(".nav-dropdown[data-state='open'] .nav-dropdown-menu");
  await expect(menu).toBeVisible();
  const { maxHeight, cut } = await menu.evaluate((list) => {
    const view = list.getBoundingClientRect();
    const top = view.top + list.clientTop;
    const bottom = top + list.clientHeight;
    const cut = [...list.querySelectorAll("a")]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        return (
          box.bottom > top + 0.5 &&
          box.top < bottom - 0.5 &&
          (box.top < top - 0.5 || box.bottom > bottom + 0.5)
        );
      })
      .map((link) => link.textContent);
    return { maxHeight: view.height, cut };
  });
  expect(maxHeight).toBeLessThanOrEqual(350);
  expect(cut).toEqual([]);
  // A shade along the bottom edge says there is more below; scrolled to the end it is gone.
  const box = await menu.boundingBox();
  if (!box) throw new Error("no menu");
  const edge = { x: box.x + 16, y: box.y + box.height - 8, width: box.width - 32, height: 6 };
  const atTop = await darkestPixel(page, await page.screenshot({ clip: edge }));
  await menu.evaluate((list) => list.scrollTo(0, list.scrollHeight));
  const atEnd = await darkestPixel(page, await page.screenshot({ clip: edge }));
  expect(atEnd - atTop).toBeGreaterThan(15);
});

test("an unknown file on /thank-you-download reads as not found, not as thanks", async ({
  page,
}) => {
  await page.goto("/thank-you-download?file=unknown.pdf");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("File Not Found");
  await expect(page.getByText("We could not find that file")).toBeVisible();
  await expect(page.getByText(/Thanks for Downloading/)).toHaveCount(0);
  // No success tick over a failure.
  await expect(page.locator(".thank-you-tick")).toBeHidden();
  await expect(page.getByRole("link", { name: "Browse Free Resources" })).toBeVisible();
  await expect(page).toHaveTitle(/^File Not Found/);
});
