import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Host pages of another origin with our widgets pasted in, and the four forms as a visitor fills
 * them in there: shared by the suites of such pages (`hostile-globals.spec.ts`,
 * `form-handover.spec.ts`).
 */
export const forms = [
  "lead-form",
  "preapproval-form",
  "contact-form",
  "resource-download",
] as const;
export type FormTag = (typeof forms)[number];

/** What a visitor types into each form, and the button that sends it. */
export const fill: Record<FormTag, { send: string; fields: (form: Locator) => Promise<void> }> = {
  "lead-form": {
    send: "See My Potential Savings",
    fields: async (form) => {
      await form.getByLabel("Your Name").fill("Jordan Lee");
      await form.getByLabel("Phone Number").fill("0400 123 456");
      await form.getByLabel("How much debt do you have?").selectOption("$10,000 - $30,000");
    },
  },
  "preapproval-form": {
    send: "Submit Pre-approval Request",
    fields: async (form) => {
      await form.getByLabel("Full Name").fill("Sam Smith");
      await form.getByLabel("Mobile Number").fill("0412 345 678");
      await form.getByLabel("Email Address").fill("sam.smith@example.com");
      await form.getByLabel("Loan Type").selectOption("purchase");
      await form.getByLabel("Loan Amount").fill("$750,000");
    },
  },
  "contact-form": {
    send: "Send Message",
    fields: async (form) => {
      await form.getByLabel("Full Name").fill("Alex Chen");
      await form.getByLabel("Email Address").fill("alex.chen@example.com");
      await form.getByLabel("Your Message").fill("Can we talk about refinancing?");
    },
  },
  "resource-download": {
    send: "Download Now",
    fields: async (form) => {
      await form.getByLabel("Email Address").fill(`kim.${Date.now()}@example.com`);
    },
  },
};

export const functionOf = (tag: FormTag) =>
  tag === "resource-download" ? "/api/collect-lead" : "/api/submit-lead";

/** The page's uncaught errors and console errors, as they come. */
export function watch(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** The loader, or each tag's standalone script, as a marketer pastes them. */
export function scripts(ours: string, embedding: "loader" | "standalone", tags: readonly string[]) {
  return embedding === "loader"
    ? `<script type="module" src="${ours}/widgets/loader.js"></script>`
    : tags.map((tag) => `<script src="${ours}/widgets/standalone/${tag}.js"></script>`).join("");
}

export const shell = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Offer</title>${head}</head>
<body><main>${body}</main></body></html>`;

/**
 * Fills in the form of `tag` once its code has run, sends it and waits for the server's answer
 * (a lead stored) and the thanks.
 */
export async function sendLead(page: Page, tag: FormTag, ours: string): Promise<void> {
  const widget = page.locator(tag);
  await widget.scrollIntoViewIfNeeded();
  await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  await fill[tag].fields(widget);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url() === `${ours}${functionOf(tag)}`),
    widget.getByRole("button", { name: fill[tag].send }).click(),
  ]);
  expect(answer.status(), `${tag} stored its lead`).toBeLessThan(300);
  if (tag === "resource-download") {
    await expect(widget.getByText("Your download is starting")).toBeVisible();
  } else {
    await expect(widget.getByRole("status").first()).toBeVisible();
  }
}

/**
 * At each width of `sizes` in turn, every element of `tags` on the page stands whole within it
 * (taller than 100 px, no wider than the screen), and the page does not scroll sideways.
 */
export async function fitsAt(page: Page, tags: readonly string[], sizes: readonly number[]) {
  for (const size of sizes) {
    await page.setViewportSize({ width: size, height: 844 });
    for (const tag of tags) {
      const box = await page.locator(tag).boundingBox();
      expect(box && box.height > 100 && box.width <= size, `${tag} at ${size} px`).toBe(true);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `no sideways scroll at ${size} px`,
    ).toBe(size);
  }
}
