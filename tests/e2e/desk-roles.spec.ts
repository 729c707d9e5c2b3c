import { expect, test } from "@playwright/test";
import { wcagViolations } from "../fixtures/wcag";
import { deskOrigin, enrolBroker } from "./desk/enrol";

// The owner and an assistant at their own browsers: the owner invites the assistant from
// Settings, the assistant works with the desk open, then the owner revokes them. The assistant's
// open desk turns to the sign-in by itself and never shows the lead that arrives afterwards.

test("the owner revokes an assistant whose desk is open: it shows the sign-in and never the next lead", async ({
  page,
  browser,
  request,
}) => {
  const run = String(Date.now()).slice(-8);
  const { page: owner } = await enrolBroker(page, {
    email: `owner.${run}@example.com`,
    name: "Olive Owner",
  });
  await owner.goto(`${deskOrigin()}/desk/settings`);
  await expect(owner.getByText("You are signed in as: Owner.")).toBeVisible();
  await owner.getByLabel("Their e-mail").fill(`assistant.${run}@example.com`);
  await owner.getByRole("button", { name: "Create invite link" }).click();
  const link = await owner.getByLabel("Invite link (one use, for 24 hours)").inputValue();

  const elsewhere = await browser.newContext();
  const { page: assistant } = await enrolBroker(await elsewhere.newPage(), {
    email: `assistant.${run}@example.com`,
    link: new URL(link).pathname + new URL(link).search,
    name: `Alex Assistant ${run}`,
  });
  await expect(assistant.getByRole("img", { name: "New leads: Live" })).toBeVisible();
  // What an assistant may not do is not offered: the audit, the export.
  await expect(assistant.getByRole("link", { name: "Audit" })).toHaveCount(0);
  await expect(assistant.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  await assistant.goto(`${deskOrigin()}/desk/settings`);
  await expect(assistant.getByText("You are signed in as: Assistant.")).toBeVisible();
  await expect(
    assistant.getByText("Only the desk's owner invites and revokes people."),
  ).toBeVisible();
  await expect(assistant.getByLabel("Their e-mail")).toHaveCount(0);
  expect(await wcagViolations(assistant)).toEqual([]);
  await assistant.goto(`${deskOrigin()}/desk/audit`);
  await expect(assistant.getByRole("alert")).toContainText("The audit log is for the desk's owner");
  await assistant.goto(`${deskOrigin()}/desk`);
  await expect(assistant.getByRole("img", { name: "New leads: Live" })).toBeVisible();

  await owner.reload();
  await owner.getByRole("button", { name: `Revoke access for Alex Assistant ${run}` }).click();
  await owner.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(owner.getByText(`Alex Assistant ${run} can no longer sign in.`)).toBeVisible();

  // The open desk learns it from its stream, with no click and no reload.
  await expect(assistant.getByRole("heading", { name: "Sign in to the desk" })).toBeVisible();

  const name = `After Revoke ${run}`;
  await owner.goto(`${deskOrigin()}/desk`);
  // The owner's desk is live before the lead arrives, as a broker waiting for one has it.
  await expect(owner.getByRole("img", { name: "New leads: Live" })).toBeVisible();
  const stored = await request.post("/api/submit-lead", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      kind: "debt",
      name,
      phone: `04${run}`,
      debtAmount: "$10,000 - $30,000",
      source: "debt-lead-inline",
    },
  });
  expect(stored.status()).toBe(201);
  // The owner's desk shows it live: it was sent to every desk still signed in.
  await expect(owner.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  await expect(assistant.getByText(name)).toHaveCount(0);
  await expect(assistant.getByRole("heading", { name: "Sign in to the desk" })).toBeVisible();
  const me = await elsewhere.request.get(`${deskOrigin()}/desk/api/me`);
  expect(me.status()).toBe(401);
  await elsewhere.close();
});
