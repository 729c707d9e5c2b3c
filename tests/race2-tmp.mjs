import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "/work/main/tests/chromium.mjs";

const base = "http://127.0.0.1:8190";
const browser = await chromium.launch(chromiumLaunchOptions);
let fails = 0;
for (let i = 0; i < Number(process.env.N ?? 20); i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const logs = [];
  page.on("console", (m) => logs.push(m.text()));
  await page.addInitScript(() => {
    const t0 = performance.now();
    const log = (...a) => console.log(Math.round(performance.now() - t0), ...a);
    const define = customElements.define.bind(customElements);
    customElements.define = (name, cls) => {
      log("define", name);
      define(name, cls);
      log("defined", name);
    };
    for (const type of ["input", "change", "click", "submit", "focusin"]) {
      document.addEventListener(
        type,
        (e) => {
          const t = e.composedPath()[0];
          log(
            type,
            t.name || t.localName,
            e.isTrusted,
            "value" in t ? JSON.stringify(t.value) : "",
          );
        },
        true,
      );
    }
  });
  const delays = {
    module: Number(process.env.M ?? Math.random() * 1500),
    chunk: Number(process.env.C ?? Math.random() * 1500),
  };
  await page.route("**/widgets/**", async (route) => {
    const url = route.request().url();
    const d = url.includes("/chunks/")
      ? delays.chunk
      : url.endsWith("lead-form.js")
        ? delays.module
        : 0;
    await new Promise((r) => setTimeout(r, d));
    await route.continue();
  });
  await page.route("**/api/submit-lead", (r) => r.abort("connectionrefused"));
  await page.goto(`${base}/debtconsol?subdomain=debt`, { waitUntil: "commit" });
  const form = page.locator('lead-form[mode="inline"]');
  await form.getByLabel("Your Name").fill("Race Visitor");
  await form.getByLabel("Phone Number").fill("0412000999");
  await form.getByLabel("How much debt do you have?").selectOption("$30,000 - $50,000");
  await form.getByRole("button", { name: "See My Potential Savings" }).click();
  try {
    await page
      .getByText("There was a problem sending your message. Please try again.")
      .waitFor({ timeout: 6000 });
  } catch {
    fails++;
    console.log("FAIL", JSON.stringify(delays));
    console.log(logs.join("\n"));
  }
  await context.close();
}
console.log("fails", fails);
await browser.close();
