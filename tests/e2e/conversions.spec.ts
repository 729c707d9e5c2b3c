import { expect, type Page, test } from "@playwright/test";
import { type FakeMetaGraph, startFakeMetaGraph } from "../fakes/meta-graph";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";
import { type OwnServer, startOwnServer } from "./own-server";

/*
 * A marketer's page on another origin that asks for consent first, with the Meta pixel; our
 * server reports each lead to a fake of Meta's Conversions API. The browser's pixel event and
 * the server's event carry the same id, so Meta keeps one; a lead without consent gets neither.
 */

const PIXEL = "1234567890";
const TOKEN = "e2e-capi-token";
let graph: FakeMetaGraph;
let server: OwnServer;
let origin = "";
let host: ForeignHost;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  graph = await startFakeMetaGraph({ pixelId: PIXEL, accessToken: TOKEN });
  server = await startOwnServer("conversions", {
    LEAD_RATE_LIMIT: "0",
    META_PIXEL_ID: PIXEL,
    META_CAPI_TOKEN: TOKEN,
    META_GRAPH_URL: graph.url,
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
