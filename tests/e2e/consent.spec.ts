import { expect, type Locator, test } from "@playwright/test";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";

/*
 * A marketer's page on another origin that asks for consent first: the standalone lead-form
 * script carries `data-consent="required"` and the page uses Google Consent Mode. Every storage
 * and cookie write and every tag call is recorded from before the page's own scripts run.
 */

let host: ForeignHost;
let pageHtml = "";

test.beforeAll(async () => {
  host = await startForeignHost(() => pageHtml);
});

test.afterAll(() => host.close());

type Recorded = { writes: string[]; tags: unknown[][]; leads: unknown[] };

async function sendLead(page: import("@playwright/test").Page, form: Locator, name: string) {
  await form.getByLabel("Your Name").fill(name);
  await form.getByLabel("Phone Number").fill("0400 123 456");
  await form.getByLabel("How much debt do you have?").selectOption("$10,000 - $30,000");
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith("/api/submit-lead")),
    form.locator("button[type=submit]").click(),
  ]);
  return response;
}

const recorded = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const w = window as unknown as { recorded: Recorded; dataLayer: unknown[] };
    return {
      writes: [...w.recorded.writes],
      tags: [...w.recorded.tags],
      leads: w.recorded.leads.length,
      dataLayer: JSON.parse(
        JSON.stringify(w.dataLayer.filter((e) => !("length" in (e as object)))),
      ),
    };
  });

test("before consent nothing is stored or pushed and a lead still goes out; after it, both resume", async ({
  page,
  baseURL,
}) => {
  const ours = new URL(baseURL ?? "").origin;
  pageHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landing</title>
<script>
  window.dataLayer = [];
  function gtag() { dataLayer.push(arguments); }
  gtag("consent", "default", { analytics_storage: "denied", ad_storage: "denied" });
  window.fbq = function () { recorded.tags.push(["fbq"].concat([].slice.call(arguments))); };
</script></head>
<body><main><lead-form id="first" redirect="none"></lead-form><lead-form id="second" redirect="none"></lead-form></main>
<script src="${ours}/widgets/standalone/lead-form.js" data-consent="required"></script></body></html>`;
  await page.addInitScript(() => {
    const state: Recorded = { writes: [], tags: [], leads: [] };
    document.addEventListener("lead-submit", (event) =>
      state.leads.push((event as CustomEvent).detail),
    );
    (window as unknown as { recorded: Recorded }).recorded = state;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      state.writes.push(key);
      setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    Object.defineProperty(Document.prototype, "cookie", {
      configurable: true,
      get() {
        return cookie?.get?.call(this);
      },
      set(value: string) {
        state.writes.push(`cookie=${value}`);
        cookie?.set?.call(this, value);
      },
    });
  });
  await page.goto(`${host.origin}/landing?utm_source=consent-e2e&gclid=E2E`);
  const form = page.locator("lead-form#first");
  const status = () =>
    page.evaluate(
      () => (window as unknown as { ebwConsent: { status: string } }).ebwConsent.status,
    );
  expect(await status()).toBe("pending");

  const first = await sendLead(page, form, "Before Consent");
  expect(first.status()).toBe(201);
  expect(first.request().postDataJSON().attribution).toMatchObject({
    utm_source: "consent-e2e",
    gclid: "E2E",
    landingPage: "/landing?utm_source=consent-e2e&gclid=E2E",
  });
  await expect.poll(async () => (await recorded(page)).leads).toBe(1);
  const before = await recorded(page);
  expect(before.writes).toEqual([]);
  expect(before.tags).toEqual([]);
  expect(before.dataLayer).toEqual([]);

  // The page's consent banner answers through Google Consent Mode; the visitor sends another lead.
  await page.evaluate(() => {
    const gtag = (window as unknown as { gtag: (...args: unknown[]) => void }).gtag;
    gtag("consent", "update", { analytics_storage: "granted", ad_storage: "granted" });
  });
  expect(await status()).toBe("granted");
  const second = await sendLead(page, page.locator("lead-form#second"), "After");
  expect(second.status()).toBe(201);
  const secondId = (await second.json()).id;
  await expect
    .poll(async () => (await recorded(page)).tags)
    .toContainEqual(["fbq", "track", "Lead", expect.anything(), { eventID: secondId }]);
  const after = await recorded(page);
  // The visit's attribution, held in the page until now, is stored; so is the outbox's attempt.
  expect(after.writes).toEqual(expect.arrayContaining(["ebw-attribution", "ebw-lead-outbox"]));
  expect(after.writes.filter((write) => write.startsWith("cookie="))).toEqual([]);
  const events = after.dataLayer.map((entry: { event?: string }) => entry.event);
  expect(events).toContain("debt_consolidation");
  // Only the lead sent after consent is reported: nothing from before is replayed.
  expect(events.filter((event: string) => event === "lead-submit")).toHaveLength(1);
  expect(after.tags.filter((call) => call[2] === "Lead")).toHaveLength(1);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem("ebw-attribution") ?? "{}").visit),
  ).toMatchObject({ utm_source: "consent-e2e", gclid: "E2E" });
});
