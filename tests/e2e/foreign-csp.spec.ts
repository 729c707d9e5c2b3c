import { expect, type Page, test } from "@playwright/test";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";

/*
 * Every element pasted into a page of another origin served with the strict
 * Content-Security-Policy docs/embedding.md gives marketers: no inline style or script, nothing from
 * anywhere but our origin (and the host's nonce on its own tags). Once with the loader, once with
 * each element's standalone classic script, as a site builder that takes no modules pastes them.
 * Loading each element, opening the chat, the modal form and the exit offer, moving the
 * calculator's slider and sending a form that shows a toast must cause no violation
 * (`securitypolicyviolation` events or Chromium's "Refused to …" console messages).
 */

const NONCE = "h0st-n0nce";

let host: ForeignHost;
let ours = "";

function policy(origin: string): string {
  return [
    "default-src 'none'",
    `script-src ${origin} 'nonce-${NONCE}'`,
    `style-src ${origin} 'nonce-${NONCE}'`,
    `connect-src ${origin}`,
    `img-src ${origin} data:`,
    `font-src ${origin}`,
  ].join("; ");
}

const tags = [
  "debt-calculator",
  "lead-form",
  "preapproval-form",
  "contact-form",
  "resource-download",
  "exit-intent",
  "broker-chat",
];

/** How the page loads the widgets, by the path the host page is served at. */
const scripts: Record<string, () => string> = {
  "/loader": () =>
    `<script type="module" src="${ours}/widgets/loader.js" nonce="${NONCE}"></script>`,
  "/standalone": () =>
    tags.map((tag) => `<script src="${ours}/widgets/standalone/${tag}.js"></script>`).join("\n"),
};

const landing = (script: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Clear your debts</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${NONCE}">main { max-width: 960px; margin: 0 auto; }</style>
${script}</head>
<body><main><h1>One repayment instead of five</h1>
<debt-calculator></debt-calculator>
<lead-form></lead-form>
<button type="button" data-open-lead-form>See How Much You Could Save</button>
<lead-form mode="modal"></lead-form>
<preapproval-form></preapproval-form>
<contact-form></contact-form>
<resource-download lead-magnet="first-home-buyers-guide" redirect="none"></resource-download>
</main><exit-intent></exit-intent><broker-chat></broker-chat></body></html>`;

test.beforeAll(async ({ baseURL }) => {
  ours = new URL(baseURL ?? "").origin;
  host = await startForeignHost(
    (path) => {
      const script = scripts[path];
      return script && landing(script());
    },
    { headers: () => ({ "Content-Security-Policy": policy(ours) }) },
  );
});

test.afterAll(() => host.close());

function watchViolations(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/securitypolicyviolation|Content[- ]Security[- ]Policy|Refused to/i.test(text)) {
      problems.push(text);
    }
  });
  return problems;
}

for (const [path, build] of [
  ["/loader", "the loader"],
  ["/standalone", "standalone scripts"],
] as const) {
  test(`every element works on a host page with a strict Content-Security-Policy, with ${build}`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener(
        "securitypolicyviolation",
        (event) =>
          console.error(
            `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}` +
              ` (${event.sourceFile}:${event.lineNumber}) sample=${JSON.stringify(event.sample)}`,
          ),
        true,
      );
    });
    const problems = watchViolations(page);
    const response = await page.goto(`${host.origin}${path}`);
    expect(response?.headers()["content-security-policy"]).toBe(policy(ours));

    for (const tag of ["debt-calculator", "lead-form", "preapproval-form", "contact-form"]) {
      const element = page.locator(tag).first();
      await element.scrollIntoViewIfNeeded();
      await expect(element.getByRole("button").first()).toBeVisible();
    }
    const download = page.locator("resource-download");
    await download.scrollIntoViewIfNeeded();
    await expect(download.getByRole("button", { name: "Download Now" })).toBeVisible();

    const calculator = page.locator("debt-calculator");
    await calculator.scrollIntoViewIfNeeded();
    const slider = calculator.getByRole("slider").first();
    const before = await slider.getAttribute("aria-valuenow");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider).not.toHaveAttribute("aria-valuenow", before ?? "");

    await page.getByRole("button", { name: "Chat with us" }).click();
    const chat = page.getByRole("dialog", { name: /from/ });
    await expect(chat).toBeVisible();
    await chat.getByRole("button", { name: /close/i }).first().click();
    await expect(chat).toBeHidden();

    await page.getByRole("button", { name: "See How Much You Could Save" }).click();
    const modal = page.getByRole("dialog").filter({ has: page.getByRole("textbox") });
    await expect(modal.first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal.first()).toBeHidden();

    await page.evaluate(async () => {
      await customElements.whenDefined("exit-intent");
      document.querySelector("exit-intent")?.show();
    });
    const offer = page.getByRole("dialog", { name: "Not Ready to Book a Call?" });
    await expect(offer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(offer).toBeHidden();

    // A send that fails shows the toaster.
    await page.route(`${ours}/api/submit-lead`, (route) =>
      route.fulfill({ status: 503, json: { ok: false, error: "unavailable", message: "Down." } }),
    );
    const form = page.locator("lead-form").first();
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Your Name").fill("Jane Citizen");
    await form.getByLabel("Phone Number").fill("0400 111 222");
    await form.getByLabel("How much debt do you have?").selectOption({ index: 1 });
    await form.getByRole("button", { name: "See My Potential Savings" }).click();
    await expect(page.getByText("There was a problem sending your message.")).toBeVisible();

    expect(problems).toEqual([]);
  });
}
