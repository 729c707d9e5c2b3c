import { expect, test } from "@playwright/test";
import { type FakePushService, startFakePushService } from "../fakes/push-service";
import { deskOrigin, enrolBroker } from "./desk/enrol";

// A broker turns notifications on for their phone in Settings; a lead arrives; the server pushes
// it, encrypted and signed, to the device's push service (the fake, which decrypts it as the
// phone would); the desk's service worker, handed that push, shows the notification.
// Chromium here has no push service of its own: the page's `pushManager.subscribe` is given the
// fake's subscription, and the push reaches the worker through DevTools
// (`ServiceWorker.deliverPushMessage`), as a real push service would hand it over. A tap on a
// notification cannot be made from here: the lead it opens is loaded by its URL instead.

let pushService: FakePushService;
test.beforeAll(async () => {
  pushService = await startFakePushService();
});
test.afterAll(() => pushService.close());

test("a broker turns notifications on, and a new lead is shown on the device without its name", async ({
  page,
  request,
}) => {
  const run = String(Date.now()).slice(-8);
  const subscription = pushService.subscribe(process.env.E2E_VAPID_PUBLIC_KEY ?? "");
  await page.context().grantPermissions(["notifications"], { origin: deskOrigin() });
  await page.addInitScript((fake) => {
    // Held across the page's loads, as a browser keeps its subscription.
    const subscription = {
      endpoint: fake.endpoint,
      toJSON: () => ({ endpoint: fake.endpoint, keys: fake.keys }),
      unsubscribe: async () => {
        sessionStorage.removeItem("fake-push");
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem("fake-push", "on");
      return subscription;
    };
    PushManager.prototype.getSubscription = async () =>
      sessionStorage.getItem("fake-push") ? subscription : null;
  }, subscription);
  await enrolBroker(page, { email: `push.${run}@example.com`, name: `Pat Push ${run}` });

  await page.goto(`${deskOrigin()}/desk/settings`);
  const section = page.getByRole("region", { name: "Notifications on this device" });
  await section.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(section.getByRole("status")).toHaveText("Notifications are on for this device.");
  await expect(section.getByLabel("Show names on the lock screen")).not.toBeChecked();

  const stored = await request.post("/api/submit-lead", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      kind: "pre-approval",
      name: `Secret Name ${run}`,
      mobile: `04${run}`,
      email: `lead.${run}@example.com`,
      loanType: "refinance",
      loanAmount: "600000",
      source: "pre-approval",
    },
  });
  expect(stored.status()).toBe(201);
  const { id } = (await stored.json()) as { id: string };
  // The device is told of every new lead, and the suite's other tests send theirs meanwhile: this
  // lead's pushes are the ones tagged with it.
  const ours = () =>
    pushService.received.filter(
      (push) => push.device === subscription.device && push.message?.tag === `lead:${id}`,
    );
  await expect.poll(() => ours().length).toBe(1);
  const message = ours()[0]?.message;
  expect(message).toEqual({
    title: "New lead: refinance, $600k",
    body: "",
    url: `/desk/leads/${id}`,
    tag: `lead:${id}`,
  });

  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
    registrations.push(...event.registrations);
  });
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.some((r) => r.scopeURL.endsWith("/desk/"))).toBe(true);
  const registration = registrations.find((r) => r.scopeURL.endsWith("/desk/"));
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: deskOrigin(),
    registrationId: registration?.registrationId ?? "",
    data: JSON.stringify(message),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const worker = await navigator.serviceWorker.ready;
        return (await worker.getNotifications()).map((shown) => [shown.title, shown.data?.url]);
      }),
    )
    .toEqual([["New lead: refinance, $600k", `/desk/leads/${id}`]]);

  // Tapped with no signal, the lead's page is the desk's offline page, not the browser's error.
  await page.context().setOffline(true);
  await page.goto(`${deskOrigin()}${message?.url}`);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await page.context().setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("link", { name: "Inbox" })).toBeVisible();

  // Turned off, the device is no longer pushed to: the suite's later leads wake no one.
  await page.goto(`${deskOrigin()}/desk/settings`);
  await section.getByRole("button", { name: "Turn off on this device" }).click();
  await expect(section.getByRole("status")).toHaveText("Notifications are off for this device.");
});
