import { expect, type Locator, test } from "@playwright/test";
import { dollars, figure, payment } from "../fixtures/calculator-figures";

async function fillLeadForm(form: Locator, name: string, phone: string, band: string) {
  await form.getByLabel("Your Name").fill(name);
  await form.getByLabel("Phone Number").fill(phone);
  await form.getByLabel("How much debt do you have?").selectOption(band);
}

test("a visitor on the debt site works out a saving with the calculator", async ({ page }) => {
  await page.goto("/debt-calculator?subdomain=debt");
  const calculator = page.locator("debt-calculator");
  await expect(
    calculator.getByRole("heading", { name: "Debt Refinance Calculator" }),
  ).toBeVisible();

  // Two debts: the starting credit card and a car loan, at the lowest refinance rate.
  await calculator.getByRole("button", { name: "Add Another Debt" }).click();
  const second = calculator.locator("[part~=debt-row]").nth(1);
  await second.getByLabel("What type of debt is this?").selectOption("car-loan");
  await second.getByLabel("How much do you owe?").fill("8000");
  await calculator.getByRole("slider").focus();
  await page.keyboard.press("Home");

  const current = payment(10_000, 19.99, 60) + payment(8_000, 7.99, 60);
  const refinanced = payment(18_000, 5.5, 360);
  await expect(figure(calculator, "Current Monthly")).toHaveText(dollars(current));
  await expect(figure(calculator, "Refinanced Monthly")).toHaveText(dollars(refinanced));
  await expect(figure(calculator, "Monthly Savings")).toHaveText(dollars(current - refinanced));
  await expect(figure(calculator, "Yearly Savings")).toHaveText(
    dollars((current - refinanced) * 12),
  );
});

test("a visitor leaves a lead with the inline form and lands on the debt thank-you page", async ({
  page,
}) => {
  // The visit starts on a page without widgets, from an ad.
  await page.goto("/privacy?subdomain=debt&utm_source=search-ads&gclid=g-123");
  await page.goto("/?subdomain=debt");
  const form = page.locator('lead-form[mode="inline"]');
  await fillLeadForm(form, "Alex Visitor", "0412 345 678", "$10,000 - $30,000");
  // The server's answer, read on its way to the page (the page navigates away once it has it).
  const answers: { status: number; body: unknown; key?: string }[] = [];
  await page.route("**/api/submit-lead", async (route) => {
    const response = await route.fetch();
    answers.push({
      status: response.status(),
      body: await response.json(),
      key: route.request().headers()["idempotency-key"],
    });
    await route.fulfill({ response });
  });
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/submit-lead")),
    form.getByRole("button", { name: "See My Potential Savings" }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({
    kind: "debt",
    name: "Alex Visitor",
    phone: "0412 345 678",
    debtAmount: "$10,000 - $30,000",
    attribution: {
      utm_source: "search-ads",
      gclid: "g-123",
      landingPage: "/privacy?subdomain=debt&utm_source=search-ads&gclid=g-123",
    },
  });
  await expect(page.getByRole("heading", { name: "Thank You for Your Message!" })).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you\?subdomain=debt$/);
  expect(answers).toEqual([
    {
      status: 201,
      body: { ok: true, id: expect.any(String), booking: expect.any(Object) },
      key: expect.any(String),
    },
  ]);
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute(
    "href",
    "/?subdomain=debt",
  );
  // The lead just sent is offered a call-back time here, its token kept out of the address.
  const [kept] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith("/api/lead-booking") && r.request().method() === "POST",
    ),
    page.getByRole("button", { name: "Tomorrow, morning" }).click(),
  ]);
  expect(kept.status()).toBe(200);
  await expect(page.getByText("Thanks, we will call you then.")).toBeVisible();
});

test("on the debt host a lead lands on the debt thank-you page with a way home", async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL ?? "").port;
  await page.goto(`http://debt.localhost:${port}/`);
  const form = page.locator('lead-form[mode="inline"]');
  await fillLeadForm(form, "Dana Host", "0411222333", "$0 - $10,000");
  await form.getByRole("button", { name: "See My Potential Savings" }).click();
  await expect(page).toHaveURL(`http://debt.localhost:${port}/thank-you`);
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("on the main site the thank-you page leads back to debt consolidation", async ({ page }) => {
  await page.goto("/debtconsol");
  await page
    .getByRole("button", { name: "See How Much You Could Save - 100% Free" })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await fillLeadForm(dialog, "Jo Modal", "0298765432", "$50,000+");
  await dialog.getByRole("button", { name: "See My Potential Savings" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole("link", { name: "Return to Debt Consolidation" })).toHaveAttribute(
    "href",
    "/debtconsol",
  );
});

test("the calculator's call to action opens the lead form, whose lead carries the visitor's debts and figures", async ({
  page,
}) => {
  await page.goto("/debtcalc2?subdomain=debt");
  const calculator = page.locator("debt-calculator");
  await calculator.getByLabel("How much do you owe?").fill("12000");
  await calculator.getByRole("button", { name: "Start Saving Today!" }).click();
  const dialog = calculator.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await fillLeadForm(dialog, "Sam Calc", "0400111222", "$10,000 - $30,000");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/submit-lead")),
    dialog.getByRole("button", { name: "See My Potential Savings" }).click(),
  ]);
  // What the server stores is the body it accepted, as sent (the submit-lead unit test reads it
  // back from the store).
  expect(response.status()).toBe(201);
  const now = payment(12_000, 19.99, 60);
  const after = payment(12_000, 5.99, 360);
  const toCents = (n: number) => Math.round(n * 100) / 100;
  expect(response.request().postDataJSON().calculator).toEqual({
    debts: [{ type: "credit-card", balance: 12_000, rate: 19.99 }],
    refinanceRate: 5.99,
    termYears: 30,
    monthlyNow: toCents(now),
    monthlyAfter: toCents(after),
    monthlySaving: toCents(now - after),
    yearlySaving: toCents((now - after) * 12),
  });
  await expect(page).toHaveURL(/\/thank-you/);
});

test("when the server cannot be reached the visitor sees the error, keeps what they typed, and the lead is sent on the next visit", async ({
  page,
}) => {
  const refusedKeys: string[] = [];
  await page.route("**/api/submit-lead", (route) => {
    refusedKeys.push(route.request().headers()["idempotency-key"] ?? "");
    return route.abort("connectionrefused");
  });
  await page.goto("/debtconsol?subdomain=debt");
  const form = page.locator('lead-form[mode="inline"]');
  await fillLeadForm(form, "Offline Visitor", "0412000999", "$30,000 - $50,000");
  await form.getByRole("button", { name: "See My Potential Savings" }).click();
  await expect(
    page.getByText("There was a problem sending your message. Please try again."),
  ).toBeVisible();
  await expect(form.getByLabel("Your Name")).toHaveValue("Offline Visitor");
  await expect(page).toHaveURL(/\/debtconsol/);

  // The visitor leaves; later the server is reachable again and they come back.
  await page.unroute("**/api/submit-lead");
  const [resent] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/submit-lead")),
    page.goto("/?subdomain=debt"),
  ]);
  expect(resent.status()).toBe(201);
  expect(resent.request().headers()["idempotency-key"]).toBe(refusedKeys[0]);
  expect(resent.request().postDataJSON()).toMatchObject({
    name: "Offline Visitor",
    phone: "0412000999",
    debtAmount: "$30,000 - $50,000",
  });
  await expect(page).toHaveURL(/\/\?subdomain=debt$/);
});

test("a bad phone number is refused with the specified message before anything is sent", async ({
  page,
}) => {
  let sent = 0;
  await page.route("**/api/submit-lead", (route) => {
    sent += 1;
    return route.continue();
  });
  await page.goto("/?subdomain=debt");
  const form = page.locator('lead-form[mode="inline"]');
  await fillLeadForm(form, "A", "123", "$50,000+");
  await form.getByRole("button", { name: "See My Potential Savings" }).click();
  await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
  expect(sent).toBe(0);
});

test("a visitor who goes offline is told, keeps what they typed, and the lead is sent from their next page without touching a form", async ({
  page,
  context,
}) => {
  await page.goto("/?subdomain=debt");
  await page.waitForFunction(() => customElements.get("lead-form") !== undefined);
  // Nothing more can be fetched: not the lead form's checks, nor its toaster.
  await context.setOffline(true);
  const form = page.locator('lead-form[mode="inline"]');
  await fillLeadForm(form, "Tunnel Visitor", "0412 777 888", "$10,000 - $30,000");
  await form.getByRole("button", { name: "See My Potential Savings" }).click();
  await expect(form.getByRole("alert")).toContainText(
    "There was a problem sending your message. Please try again.",
  );
  await expect(form.getByLabel("Your Name")).toHaveValue("Tunnel Visitor");

  // The visitor gives up and closes the tab while still offline. Later, online, they open the
  // broker's home page on their phone, whose one form (for enquiries) is far below the fold,
  // and only read.
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  await next.setViewportSize({ width: 390, height: 844 });
  const [resent] = await Promise.all([
    next.waitForResponse((r) => r.url().endsWith("/api/submit-lead")),
    next.goto("/"),
  ]);
  expect(resent.status()).toBe(201);
  expect(resent.request().postDataJSON()).toMatchObject({
    name: "Tunnel Visitor",
    phone: "0412 777 888",
    debtAmount: "$10,000 - $30,000",
  });
  // Nothing is left waiting to be sent again.
  await expect.poll(() => next.evaluate(() => localStorage.getItem("ebw-lead-outbox"))).toBeNull();
});
