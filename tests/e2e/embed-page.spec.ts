import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { integrity, version } from "../fixtures/pinned-build";
import { wcagViolations } from "../fixtures/wcag";

// /embed as a developer or marketer uses it on `npm start`.
const root = resolve(import.meta.dirname, "../..");
// The manifest the build wrote, where the package names it.
const { customElements } = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8"));
const manifest = JSON.parse(readFileSync(resolve(root, customElements), "utf8")) as {
  modules: {
    declarations: {
      tagName: string;
      attributes?: { name: string }[];
      cssProperties?: { name: string }[];
    }[];
  }[];
};
const calculator = manifest.modules
  .flatMap((module) => module.declarations)
  .find((element) => element.tagName === "debt-calculator");

test("the page is valid HTML", async ({ request }) => {
  const html = await (await request.get("/embed")).text();
  const report = await new HtmlValidate({ extends: ["html-validate:recommended"] }).validateString(
    html,
  );
  const messages = report.results.flatMap((result) =>
    result.messages.map((m) => `${m.line}: ${m.ruleId} ${m.message}`),
  );
  expect(messages).toEqual([]);
});

test("the page and every live example load without an error or a missing file", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  await page.goto("/embed");
  for (const example of await page.locator(".embed-example").all()) {
    await example.scrollIntoViewIfNeeded();
    await example.hover();
  }
  await expect(
    page.locator("#debt-calculator debt-calculator").getByRole("slider").first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test("the page and its live widgets pass axe", async ({ page }) => {
  // The longest page there is, every widget live on it: axe's contrast rule alone takes 9–13 s
  // of a quiet 2-core machine's time here, and 30 s and more beside two other workers.
  test.setTimeout(90_000);
  await page.goto("/embed");
  // A widget's code loads as it nears the viewport.
  await page.locator("#debt-calculator .embed-example").scrollIntoViewIfNeeded();
  await expect(
    page.locator("#debt-calculator debt-calculator").getByRole("slider").first(),
  ).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
});

test("each snippet pins this version with its integrity on the server the page came from", async ({
  page,
  baseURL,
}) => {
  await page.goto("/embed");
  const snippet = page.locator('code[data-snippet="debt-calculator"]');
  await expect(snippet).toContainText(`src="${baseURL}/widgets/${version}/loader.js"`);
  await expect(snippet).toContainText(`integrity="${integrity["loader.js"]}"`);
  await expect(snippet).toContainText('crossorigin="anonymous"');
  await expect(snippet).toContainText('<debt-calculator variant="slider"');
});

test("the calculator's attribute table lists what the manifest declares", async ({ page }) => {
  await page.goto("/embed");
  const table = page.locator("#debt-calculator table", { hasText: "Attributes" }).first();
  const names = await table.locator("tbody th").allTextContents();
  expect(names).toEqual((calculator?.attributes ?? []).map((a) => a.name));
});

test("the builder writes the snippet and shows the same element, themed", async ({
  page,
  baseURL,
}) => {
  await page.goto("/embed");
  await page.getByLabel("Widget", { exact: true }).selectOption("contact-form");
  await page.getByLabel("heading", { exact: true }).fill("Talk to our broker");
  await page.getByLabel("--ebw-accent", { exact: true }).fill("#7c2d12");
  await page.getByLabel("Standalone classic script").check();

  const snippet = page.locator("#builder-snippet");
  await expect(snippet).toContainText('<contact-form heading="Talk to our broker"></contact-form>');
  await expect(snippet).toContainText("--ebw-accent: #7c2d12;");
  await expect(snippet).toContainText(
    `src="${baseURL}/widgets/${version}/standalone/contact-form.js"`,
  );
  await expect(snippet).toContainText(`integrity="${integrity["standalone/contact-form.js"]}"`);

  await page.locator("#builder-preview").scrollIntoViewIfNeeded();
  const preview = page.locator("#builder-preview contact-form");
  await expect(preview.getByRole("heading", { name: "Talk to our broker" })).toBeVisible();
  const accent = await preview
    .getByRole("button")
    .last()
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(accent).toBe("rgb(124, 45, 18)");
});

test("the theme offers every custom property the element documents, lengths as text", async ({
  page,
}) => {
  await page.goto("/embed");
  const theme = page.getByRole("group", { name: "Theme" });
  await expect(theme.locator("label")).toHaveText(
    (calculator?.cssProperties ?? []).map((p) => p.name),
  );
  const radius = page.getByLabel("--ebw-radius", { exact: true });
  await expect(radius).toHaveValue("8px");
  await expect(radius).toHaveAccessibleDescription(/Corner radius.*Default: 8px\./);

  await radius.fill("12px");

  await expect(page.locator("#builder-snippet")).toContainText(
    "debt-calculator {\n    --ebw-radius: 12px;\n  }",
  );
  const preview = page.locator("#builder-preview debt-calculator");
  await preview.scrollIntoViewIfNeeded();
  // The calculator's outer box rounds its corners at twice the radius.
  await expect(preview.locator('[part="root"]')).toHaveCSS("border-top-left-radius", "24px");

  await radius.fill("");
  await expect(page.locator("#builder-snippet")).not.toContainText("--ebw-radius");
});
