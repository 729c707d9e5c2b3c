import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";
import { wcagViolations } from "../fixtures/wcag";
import { deskOrigin, enrolBroker } from "./desk/enrol";

/*
 * The broker's day in the desk: a visitor on another site sends a lead, the broker sees it arrive
 * without reloading, opens it, moves it to contacted, notes the call, exports the list, finds
 * and erases the person on request, and signs out.
 */

let hostSite: ForeignHost;
const pages = new Map<string, string>();

test.beforeAll(async () => {
  hostSite = await startForeignHost((path) => pages.get(path));
});

test.afterAll(() => hostSite.close());

/** A visitor on another site sends a debt lead through our lead form; resolves once stored. */
async function sendLeadFromAnotherSite(visitor: Page, ours: string, name: string, phone: string) {
  pages.set(
    "/landing",
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landing</title></head>
<body><main><lead-form></lead-form></main>
<script type="module" src="${ours}/widgets/lead-form.js"></script></body></html>`,
  );
  await visitor.goto(`${hostSite.origin}/landing`);
  const form = visitor.locator("lead-form");
  await form.getByLabel("Your Name").fill(name);
  await form.getByLabel("Phone Number").fill(phone);
  await form.getByLabel("How much debt do you have?").selectOption("$10,000 - $30,000");
  const [stored] = await Promise.all([
    visitor.waitForResponse((response) => response.url() === `${ours}/api/submit-lead`),
    form.getByRole("button", { name: "See My Potential Savings" }).click(),
  ]);
  expect(stored.status()).toBe(201);
}

test("a lead sent on another site appears live; the broker works it, exports, erases the person and signs out", async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  // A broker's whole round, from enrolment to signing out: longer than one page's test.
  test.setTimeout(90_000);
  const ours = new URL(baseURL ?? "").origin;
  const unique = String(Date.now()).slice(-8);
  const name = `Jordan Desk ${unique}`;
  const phone = `04${unique}`;
  const { page: desk } = await enrolBroker(page, { email: `broker.${unique}@example.com` });
  await desk.setViewportSize({ width: 1280, height: 900 });
  // Other tests' leads reach the same desk meanwhile: the inbox is kept to this test's own lead
  // (a search for its number), which arrives live all the same.
  await desk.goto(`/desk?q=${phone}`);
  await expect(desk.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await expect(desk.getByRole("img", { name: "New leads: Live" })).toBeVisible();
  await expect(desk.getByText("No leads match these filters.")).toBeVisible();

  const visitor = await desk.context().newPage();
  await sendLeadFromAnotherSite(visitor, ours, name, phone);
  await visitor.close();

  // Arrives without a reload, marked new, counted in the tab's title, announced.
  const inbox = desk.getByRole("list", { name: "Inbox" });
  const item = inbox.getByRole("listitem").filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item.getByText("new", { exact: true })).toBeVisible();
  // Dialled in international form, however the visitor wrote it.
  const dial = `tel:+61${phone.slice(1)}`;
  await expect(item.getByRole("link", { name: phone })).toHaveAttribute("href", dial);
  await expect(desk).toHaveTitle(/^\([1-9]\d*\) Desk$/);
  // Announced (the announcement names the newest lead, which may be another visitor's by now).
  await expect(desk.getByRole("status").filter({ hasText: /^New lead: / })).toBeAttached();
  expect(await wcagViolations(desk)).toEqual([]);
  await desk.screenshot({ path: testInfo.outputPath("inbox-1280.png"), fullPage: true });
  await desk.setViewportSize({ width: 390, height: 844 });
  // On a phone the stage chips scroll in their row; the page itself does not scroll sideways.
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  // A row is a dense line or two: ten leads or more to a phone's screen, not two.
  const heights = await inbox
    .getByRole("listitem")
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.max(...heights), "the tallest row at 390 px").toBeLessThanOrEqual(844 / 10);
  await desk.screenshot({ path: testInfo.outputPath("inbox-390.png"), fullPage: true });
  await desk.setViewportSize({ width: 1280, height: 900 });

  // The lead's page: moved to contacted, a note added.
  await item.getByRole("link", { name }).click();
  await expect(desk.getByRole("heading", { name, level: 1 })).toBeFocused();
  // The title's count going at a touch is the inbox-live element test's, whose stream only that
  // test feeds: the other tests' leads reach this desk at any moment, and the title counts them.
  await expect(desk.getByRole("link", { name: `Call ${phone}` })).toHaveAttribute("href", dial);
  // Where the visit came from is said once, under its own heading.
  await expect(desk.getByText("/landing", { exact: true })).toHaveCount(1);
  await expect(desk.getByRole("region", { name: "Where from" })).toContainText("/landing");
  await desk.getByLabel("Move to").selectOption("contacted");
  await desk.getByRole("button", { name: "Save stage" }).click();
  await expect(desk.getByText("Moved to Contacted.")).toBeVisible();
  await expect(desk.locator(".lead-title").getByText("Contacted")).toBeVisible();
  await desk.getByLabel("New note").fill("Called, booked a meeting for Friday.");
  await desk.getByRole("button", { name: "Add note" }).click();
  await expect(
    desk.getByRole("listitem").filter({ hasText: "Called, booked a meeting for Friday." }),
  ).toBeVisible();
  expect(await wcagViolations(desk)).toEqual([]);
  await desk.screenshot({ path: testInfo.outputPath("lead-1280.png"), fullPage: true });
  await desk.setViewportSize({ width: 390, height: 844 });
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await desk.screenshot({ path: testInfo.outputPath("lead-390.png"), fullPage: true });
  await desk.setViewportSize({ width: 1280, height: 900 });

  // The stage survives a reload, and the inbox filtered to contacted finds it by phone.
  await desk.goto(`/desk?stage=contacted&q=${phone}`);
  await expect(inbox.getByRole("listitem").filter({ hasText: name })).toContainText("Contacted");
  await expect(desk.getByRole("link", { name: /Contacted/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const [download] = await Promise.all([
    desk.waitForEvent("download"),
    desk.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  expect(csv).toContain(name);

  // The person asks to be forgotten.
  await desk
    .getByRole("navigation", { name: "Desk" })
    .getByRole("link", { name: "People" })
    .click();
  await desk.getByLabel("Find by").selectOption("phone");
  await desk.getByLabel("Phone", { exact: true }).fill(phone);
  await desk.getByRole("button", { name: "Find" }).click();
  await expect(desk.getByRole("heading", { name: "Leads (1)" })).toBeVisible();
  await desk.getByRole("button", { name: "Erase this person" }).click();
  const confirm = desk.getByRole("dialog", { name: "Erase everything about this person?" });
  await expect(confirm).toContainText("This deletes 1 lead");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Erase", exact: true }).click();
  await expect(desk.getByText(/^Erased: 1 lead/)).toBeVisible();
  await desk.goto(`/desk?q=${phone}`);
  await expect(desk.getByText("No leads match these filters.")).toBeVisible();

  // Signed out: the desk asks to sign in, and the API no longer answers for this browser, nor
  // for anyone still holding the cookie it had.
  const [cookie] = await desk.context().cookies(deskOrigin());
  await desk.getByRole("button", { name: "Sign out" }).click();
  await expect(desk.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  expect((await desk.request.get("/desk/api/me")).status()).toBe(401);
  const bare = await playwright.request.newContext();
  const old = await bare.get(`${deskOrigin()}/desk/api/me`, {
    headers: { Cookie: `${cookie?.name}=${cookie?.value}` },
  });
  expect(old.status()).toBe(401);
  await bare.dispose();
});
