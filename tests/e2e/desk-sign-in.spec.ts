import { expect, test } from "@playwright/test";
import { wcagViolations } from "../fixtures/wcag";
import { deskOrigin, enrolBroker, inviteLink } from "./desk/enrol";

// The broker's first account, as a broker makes it: an invite from the command line, a passkey
// registered from the link (a virtual authenticator stands in for the device), then signing out
// and in again. What the desk's API answers is checked beside what the page shows.

test("a broker enrols from an invite, signs out, and signs in again with the passkey", async ({
  page,
  playwright,
}) => {
  const email = `broker-${Date.now()}@example.com`;
  await enrolBroker(page, { email, deviceName: "Work laptop", name: "Sam" });

  const me = await page.request.get(`${deskOrigin()}/desk/api/me`);
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ user: { email, name: "Sam" } });
  const [cookie] = await page.context().cookies(deskOrigin());
  expect(cookie).toMatchObject({ name: "desk-session", httpOnly: true, sameSite: "Lax" });

  await page.goto(`${deskOrigin()}/desk/settings`);
  await expect(page.getByRole("heading", { name: "Your passkeys" })).toBeVisible();
  await expect(page.getByText("Work laptop")).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the desk" })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  // The cookie the browser held before signing out signs no one in.
  const bare = await playwright.request.newContext();
  const old = await bare.get(`${deskOrigin()}/desk/api/me`, {
    headers: { Cookie: `${cookie?.name}=${cookie?.value}` },
  });
  expect(old.status()).toBe(401);
  await bare.dispose();

  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the desk" })).toBeHidden();
  const again = await page.request.get(`${deskOrigin()}/desk/api/me`);
  expect(await again.json()).toMatchObject({ user: { email } });

  // Both sign-ins are in the audit log the desk shows, by name.
  const audit = await page.request.get(`${deskOrigin()}/desk/api/audit`);
  const { entries } = (await audit.json()) as { entries: { actor: string; action: string }[] };
  const mine = entries.filter((entry) => entry.actor === "Sam").map((entry) => entry.action);
  expect(mine.slice(0, 2)).toEqual(["sign-in", "enrol"]);
});

test("in settings a passkey is renamed and an assistant invited; the used link says so", async ({
  page,
}) => {
  const email = `assistant-${Date.now()}@example.com`;
  const link = await inviteLink(email);
  await enrolBroker(page, { email, link, deviceName: "Phone" });

  await page.goto(`${deskOrigin()}/desk/settings`);
  await page.getByRole("button", { name: "New name for the passkey “Phone”" }).click();
  await page.getByLabel("New name for the passkey “Phone”").fill("Work phone");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Work phone", { exact: true })).toBeVisible();

  await page.getByLabel("Their e-mail").fill(`helper-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Create invite link" }).click();
  await expect(page.getByLabel("Invite link (one use, for 24 hours)")).toHaveValue(
    new RegExp(`^${deskOrigin()}/desk/enrol\\?token=[\\w-]{43}$`),
  );
  await page.context().clearCookies();
  await page.goto(`${deskOrigin()}${link}`);
  await expect(page.getByRole("alert")).toHaveText(
    "This link has already been used. Ask for a new one.",
  );
  expect(await wcagViolations(page)).toEqual([]);
});
