import { expect, type Page, test } from "@playwright/test";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";
import { wcagViolations } from "../fixtures/wcag";
import { enrolBroker } from "./desk/enrol";

/*
 * A visitor leaves their number in the chat, on our page and on another site's: the card comes
 * prefilled, one tap stores the lead, and the broker finds it in the desk with the conversation.
 * Playwright's server runs with no AI key: the server's own detection proposes the card.
 */

let hostSite: ForeignHost;
const pages = new Map<string, string>();

test.beforeAll(async () => {
  hostSite = await startForeignHost((path) => pages.get(path));
});

test.afterAll(() => hostSite.close());

/** Opens the chat, says `message`, sends the card as prefilled; resolves with the lead's body. */
async function leaveNumber(page: Page, ours: string, message: string, name: string, phone: string) {
  await page.getByRole("button", { name: "Chat with us" }).click();
  const chat = page.getByRole("dialog", { name: /from/ });
  const box = chat.getByRole("textbox", { name: "Your message" });
  await box.fill(message);
  await box.press("Enter");

  const card = chat.getByRole("region", { name: "Get a call back" });
  await expect(card).toBeVisible();
  await expect(chat).toContainText(`Thanks ${name}!`);
  await expect(card.getByLabel("Your name")).toHaveValue(name);
  await expect(card.getByLabel("Phone")).toHaveValue(phone);
  // Our privacy policy, also on another site's page.
  const privacy = card.getByRole("link", { name: "privacy policy" });
  expect(await privacy.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(`${ours}/privacy`);
  expect(await wcagViolations(page, "broker-chat")).toEqual([]);

  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.url() === `${ours}/api/submit-lead`),
    page.waitForResponse((r) => r.url() === `${ours}/api/submit-lead`),
    card.getByRole("button", { name: "Call me back" }).click(),
  ]);
  expect(response.status()).toBe(201);
  await expect(
    chat.getByRole("status").filter({ hasText: "will call you back soon" }),
  ).toBeVisible();
  return request.postDataJSON() as Record<string, unknown>;
}

test("a number typed in the chat, on our page and on another site's, is a chat lead in the desk with the conversation", async ({
  page,
  baseURL,
}) => {
  // Signing in to the desk, two pages and the chat's code on a busy machine.
  test.setTimeout(240_000);
  const ours = new URL(baseURL ?? "").origin;
  const unique = String(Date.now()).slice(-8);
  const ourPhone = `04${unique.slice(0, 2)} ${unique.slice(2, 5)} ${unique.slice(5)}`;
  const theirPhone = `04${unique.slice(1, 3)} ${unique.slice(3, 6)} ${unique.slice(5, 8)}`;
  const { page: desk } = await enrolBroker(page, { email: `broker.chat.${unique}@example.com` });

  const visitor = await desk.context().newPage();
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto(`${ours}/`);
  const sent = await leaveNumber(
    visitor,
    ours,
    `Please call me back on ${ourPhone}, my name is Sam`,
    "Sam",
    ourPhone,
  );
  expect(sent).toMatchObject({
    kind: "chat",
    name: "Sam",
    phone: ourPhone,
    conversation: [`Please call me back on ${ourPhone}, my name is Sam`],
  });

  pages.set(
    "/landing",
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landing</title></head>
<body><main><h1>A partner's page</h1></main><broker-chat></broker-chat>
<script type="module" src="${ours}/widgets/broker-chat.js"></script></body></html>`,
  );
  const stranger = await desk.context().newPage();
  await stranger.goto(`${hostSite.origin}/landing`);
  const fromAfar = await leaveNumber(
    stranger,
    ours,
    `this is Priya, ring me on ${theirPhone} after 5`,
    "Priya",
    theirPhone,
  );
  expect(fromAfar).toMatchObject({ kind: "chat", preferredTime: "after 5" });

  await desk.bringToFront();
  await desk.goto("/desk");
  const item = desk.getByRole("listitem").filter({ hasText: ourPhone });
  await expect(item).toContainText("Chat");
  await expect(desk.getByRole("listitem").filter({ hasText: theirPhone })).toContainText("Priya");
  await item.getByRole("link").first().click();
  await expect(desk.getByRole("heading", { name: "Their messages in the chat" })).toBeVisible();
  await expect(desk.getByRole("list", { name: "Their messages in the chat" })).toContainText(
    `Please call me back on ${ourPhone}, my name is Sam`,
  );
  await expect(desk.getByText("Sorry mate")).toHaveCount(0);
});
