import { expect, test } from "@playwright/test";
import {
  type FakeFormService,
  FORM_SERVICE_KEY,
  startFakeFormService,
} from "../fakes/form-service";
import { freePort } from "../fixtures/free-port";
import { enrolBroker } from "./desk/enrol";
import { type OwnServer, startOwnServer } from "./own-server";

/*
 * The e-mail service is down when a lead arrives, so its delivery fails; once the service is back
 * the broker presses "Send again" twice in a hurry on the lead's page, and the lead is e-mailed
 * once. A server of its own (the suite's has no form service), giving up after one attempt.
 */

/** Its own server's origin, on a port free when it starts (other files start servers too). */
let origin = "";
let formService: FakeFormService;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  formService = await startFakeFormService({ up: false });
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startOwnServer(
    "resend",
    {
      FORM_SERVICE_URL: formService.url,
      FORM_SERVICE_ACCESS_KEY: FORM_SERVICE_KEY,
      FORWARD_MAX_ATTEMPTS: "1",
      LEAD_RATE_LIMIT: "0",
      DESK_SIGN_IN_RATE_LIMIT: "0",
    },
    port,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await formService?.close();
});

test("a lead the e-mail service refused is sent again once, however quickly Send again is pressed twice", async ({
  page,
}) => {
  const { page: desk } = await enrolBroker(page, {
    email: "resend@example.com",
    origin,
    dataDir: server.dataDir,
  });
  const submitted = await desk.request.post(`${origin}/api/submit-lead`, {
    headers: { Origin: origin, "Idempotency-Key": crypto.randomUUID() },
    data: {
      kind: "debt",
      name: "Riley Resend",
      phone: "0400 555 123",
      debtAmount: "$10,000 - $30,000",
      source: "debt-lead-inline",
    },
  });
  expect(submitted.status()).toBe(201);
  const { id } = (await submitted.json()) as { id: string };

  // The one attempt is refused: the delivery ends failed, and the desk says so.
  await expect.poll(() => formService.refused).toBe(1);
  await desk.goto(`${origin}/desk/leads/${id}`);
  const email = desk
    .getByRole("listitem")
    .filter({ has: desk.getByRole("heading", { name: "E-mail" }) });
  await expect(email.getByText("failed", { exact: true })).toBeVisible();

  formService.up();
  await email.getByRole("button", { name: "Send again: E-mail" }).dblclick();
  await expect(email.getByRole("status")).toHaveText("Queued to send again.");
  await expect.poll(() => formService.delivered).toEqual([id]);

  await desk.reload();
  await expect(email.getByText("delivered", { exact: true })).toBeVisible();
  expect(formService.delivered).toEqual([id]);
});
