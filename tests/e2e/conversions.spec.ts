import { createHmac } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { exactTime } from "../../desk/format/format";
import { defaultConfig } from "../../src/config";
import { type FakeMetaGraph, startFakeMetaGraph } from "../fakes/meta-graph";
import { calBookingPage, calEmbedScript } from "../fakes/scheduler-embeds";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";
import { enrolBroker } from "./desk/enrol";
import { type OwnServer, startOwnServer } from "./own-server";

/*
 * A marketer's page on another origin that asks for consent first, with the Meta pixel; our
 * server reports each lead to a fake of Meta's Conversions API. The browser's pixel event and
 * the server's event carry the same id, so Meta keeps one; a lead without consent gets neither.
 * The broker's scheduler is Cal.com (a fake of its embed, its booking page framed from a third
 * origin): a time booked in it after the lead is Meta's `Schedule`, once, whatever Cal.com's
 * webhook says of it after, and the broker's open inbox shows the time booked in the lead's row
 * without a reload.
 */

const PIXEL = "1234567890";
const TOKEN = "e2e-capi-token";
let graph: FakeMetaGraph;
let server: OwnServer;
let origin = "";
let host: ForeignHost;
let cal: ForeignHost;
const CAL_SECRET = "e2e-cal-webhook-secret-0123456789";
const CAL_BOOKING = {
  uid: "cal-e2e-uid",
  title: "30 min call",
  startTime: "2030-03-15T00:00:00.000Z",
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  graph = await startFakeMetaGraph({ pixelId: PIXEL, accessToken: TOKEN });
  // Cal.com's embed script and its booking page, framed from its own origin as Cal.com's is.
  cal = await startForeignHost(
    (path) =>
      path === "/embed/embed.js"
        ? calEmbedScript(CAL_BOOKING, cal.origin)
        : path === "/broker/30min/embed"
          ? calBookingPage()
          : undefined,
    {
      headers: (path): Record<string, string> =>
        path.endsWith(".js") ? { "Content-Type": "text/javascript" } : {},
    },
  );
  server = await startOwnServer("conversions", {
    LEAD_RATE_LIMIT: "0",
    CAL_LINK: "broker/30min",
    CAL_ORIGIN: cal.origin,
    CAL_EMBED_SCRIPT: `${cal.origin}/embed/embed.js`,
    CAL_WEBHOOK_SECRET: CAL_SECRET,
    META_PIXEL_ID: PIXEL,
    META_CAPI_TOKEN: TOKEN,
    META_GRAPH_URL: graph.url,
    BUSINESS_TIMEZONE: "Australia/Sydney",
  });
  origin = server.origin;
  host = await startForeignHost(
    () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landing</title>
<script>
  window.pixelCalls = [];
  window.fbq = function () { pixelCalls.push([].slice.call(arguments)); };
</script></head>
<body><main><lead-form redirect="none"></lead-form></main>
<script src="${origin}/widgets/standalone/lead-form.js" data-consent="required"></script></body></html>`,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await graph?.close();
  await host?.close();
  await cal?.close();
});

async function sendLead(page: Page, name: string): Promise<string> {
  const form = page.locator("lead-form");
  await form.getByLabel("Your Name").fill(name);
  await form.getByLabel("Phone Number").fill("0412 345 678");
  await form.getByLabel("How much debt do you have?").selectOption("$10,000 - $30,000");
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith("/api/submit-lead")),
    form.locator("button[type=submit]").click(),
  ]);
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

const pixelLeads = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { pixelCalls: unknown[][] }).pixelCalls.filter((c) => c[1] === "Lead"),
  );

const serverEvents = (id: string) =>
  graph.accepted.flatMap((request) => request.body.data).filter((e) => e.event_id === id);

test("a lead with consent: one pixel Lead and one server Lead, with the same id", async ({
  page,
}) => {
  await page.goto(`${host.origin}/landing?fbclid=IwAR-e2e`);
  await page.evaluate(() =>
    (window as unknown as { ebwConsent: { grant(): void } }).ebwConsent.grant(),
  );

  const id = await sendLead(page, "Granted Visitor");

  await expect.poll(() => serverEvents(id).length).toBe(1);
  await expect
    .poll(() => pixelLeads(page))
    .toEqual([["track", "Lead", expect.anything(), { eventID: id }]]);
  const [event] = serverEvents(id);
  expect(event).toMatchObject({
    event_name: "Lead",
    action_source: "website",
    event_source_url: `${host.origin}/landing?fbclid=IwAR-e2e`,
    user_data: {
      client_ip_address: "127.0.0.1",
      fbc: expect.stringMatching(/^fb\.1\.\d+\.IwAR-e2e$/),
    },
  });
  expect(event?.user_data.client_user_agent).toBeTruthy();
});

test("a lead whose visitor denied consent: no pixel event and no server event", async ({
  page,
}) => {
  await page.goto(`${host.origin}/landing`);
  await page.evaluate(() =>
    (window as unknown as { ebwConsent: { deny(): void } }).ebwConsent.deny(),
  );
  const denied = await sendLead(page, "Denied Visitor");

  // A lead with consent sent after it: once its event is in, the forwarder has been round.
  await page.evaluate(() =>
    (window as unknown as { ebwConsent: { grant(): void } }).ebwConsent.grant(),
  );
  await page.locator("lead-form").evaluate((form) => form.remove());
  await page.evaluate(() => {
    document.querySelector("main")?.append(document.createElement("lead-form"));
    document.querySelector("lead-form")?.setAttribute("redirect", "none");
  });
  const granted = await sendLead(page, "Granted Later");
  await expect.poll(() => serverEvents(granted).length).toBe(1);

  expect(serverEvents(denied)).toEqual([]);
  const ids = (await pixelLeads(page)).map((call) => (call[3] as { eventID: string }).eventID);
  expect(ids).toEqual([granted]);
});

test("a time booked in the inline scheduler shows in the broker's inbox, is Meta's Schedule once, and Cal.com's webhook for it adds nothing", async ({
  page,
  browser,
  request,
}) => {
  // A broker enrols and a visitor books, one after the other: longer than one page's test.
  test.setTimeout(60_000);
  // The broker's desk, on localhost (where passkeys work), in a browser of its own.
  const deskContext = await browser.newContext();
  const { page: desk } = await enrolBroker(await deskContext.newPage(), {
    email: "booked@example.com",
    origin: `http://localhost:${server.port}`,
    dataDir: server.dataDir,
  });

  await page.goto(`${host.origin}/landing`);
  await page.evaluate(() =>
    (window as unknown as { ebwConsent: { grant(): void } }).ebwConsent.grant(),
  );
  const id = await sendLead(page, "Booking Visitor");
  await desk.goto(`http://localhost:${server.port}/desk?q=Booking%20Visitor`);
  const row = desk
    .getByRole("list", { name: "Inbox" })
    .getByRole("listitem")
    .filter({ hasText: "Booking Visitor" });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText("Booked for");

  // Cal.com's booking page, framed from Cal.com's origin.
  await expect(page.locator("lead-form [part=booking] iframe")).toHaveAttribute(
    "src",
    `${cal.origin}/broker/30min/embed?embed=ebw-booking`,
  );
  const calendar = page.frameLocator("lead-form [part=booking] iframe");
  const [booked] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        answer.url().endsWith("/api/lead-booking") && answer.request().method() === "POST",
    ),
    calendar.getByRole("button", { name: "Book" }).click(),
  ]);
  expect(booked.status()).toBe(200);
  await expect(page.locator("lead-form")).toContainText("Booked.");
  // The broker's inbox, open all along, shows the time in the lead's row; its page shows it too.
  const when = exactTime(CAL_BOOKING.startTime, {
    locale: defaultConfig.locale,
    timeZone: "Australia/Sydney",
  });
  await expect(row).toContainText(`Booked for ${when}`);
  await row.getByRole("link", { name: "Booking Visitor" }).click();
  await expect(desk.getByRole("heading", { name: "Booking Visitor", level: 1 })).toBeVisible();
  await expect(desk.getByText(`${when} · 30 min call · Cal.com`)).toBeVisible();
  await deskContext.close();
  await expect.poll(() => serverEvents(`${id}:booked`).length).toBe(1);

  // Cal.com tells of the same booking through its signed webhook.
  const body = JSON.stringify({
    triggerEvent: "BOOKING_CREATED",
    payload: {
      ...CAL_BOOKING,
      attendees: [{ name: "Booking Visitor", phoneNumber: "0412 345 678" }],
    },
  });
  const hook = await request.post(`${origin}/api/cal-webhook`, {
    headers: {
      "Content-Type": "application/json",
      "X-Cal-Signature-256": createHmac("sha256", CAL_SECRET).update(body).digest("hex"),
    },
    data: body,
  });
  expect(await hook.json()).toEqual({ ok: true, recorded: false });
  // A later lead's event in: the forwarder has been round since the webhook.
  await page.reload();
  await page.evaluate(() =>
    (window as unknown as { ebwConsent: { grant(): void } }).ebwConsent.grant(),
  );
  const later = await sendLead(page, "Later Visitor");
  await expect.poll(() => serverEvents(later).length).toBe(1);
  expect(serverEvents(`${id}:booked`)).toEqual([
    expect.objectContaining({ event_name: "Schedule", event_id: `${id}:booked` }),
  ]);
});
