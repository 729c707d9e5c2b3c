import { createHash, generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGoogle, NO_ACCESS, startFakeGoogle } from "../../tests/fakes/google-data-manager";
import { storedLead } from "../../tests/fixtures/new-lead";
import { createConversionTarget } from "../forward/conversions";
import type { EventSettings } from "../forward/conversions/event";
import type { StoredLead } from "../store";
import { type GoogleSettings, googlePlatform } from "./google";

const CLIENT_EMAIL = "conversions@broker-project.iam.gserviceaccount.com";
const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle({ clientEmail: CLIENT_EMAIL, publicKey: keys.publicKey });
});
afterAll(() => google.close());

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

const lead = (payload: Record<string, unknown> = {}): StoredLead =>
  storedLead({
    kind: "contact",
    source: "contact",
    payload: {
      kind: "contact",
      name: "Jane Citizen",
      email: "Jane@Example.com ",
      phone: "(04) 1234 5678",
      message: "My loan is $450,000",
      consent: "not_required",
      attribution: { gclid: "Cj0-gclid", gbraid: "GB-1", wbraid: "WB-1" },
      ...payload,
    },
  });

const events: EventSettings = {
  purchase: { amount: 297, currency: "AUD" },
  settledValue: { amount: 2500, currency: "AUD" },
  stageAt: async () => new Date("2030-03-20T01:00:00.000Z"),
};

function settings(overrides: Partial<GoogleSettings> = {}): GoogleSettings {
  return {
    key: {
      clientEmail: CLIENT_EMAIL,
      privateKey: keys.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    },
    tokenUrl: new URL(google.tokenUrl),
    url: new URL(google.url),
    operatingAccountId: "1234567890",
    conversionActions: { lead: "111", settled: "333" },
    validateOnly: true,
    ...overrides,
  };
}

function target(
  overrides: Partial<GoogleSettings> = {},
  name: "google" | "google:settled" = "google",
) {
  const google = settings(overrides);
  const send = googlePlatform.sender(google, { fetch: globalThis.fetch });
  return createConversionTarget({ name, events, send });
}

describe("Google Ads through the Data Manager API", () => {
  it("given a pre-approval lead, whose form calls the phone its mobile, sends its hashed mobile", async () => {
    const before = google.accepted.length;
    const preApproval = storedLead({
      kind: "pre-approval",
      source: "pre-approval",
      payload: {
        kind: "pre-approval",
        name: "Jane Citizen",
        mobile: "0412 345 678",
        email: "jane@example.com",
        loanType: "purchase",
        loanAmount: "$650,000",
        consent: "not_required",
        attribution: { gclid: "Cj0-gclid" },
      },
    });

    expect(await target().send(preApproval, "google")).toEqual({ outcome: "delivered" });

    const [request] = google.accepted.slice(before);
    expect(request?.body).toMatchObject({
      events: [
        {
          userData: {
            userIdentifiers: [
              { emailAddress: sha256("jane@example.com") },
              { phoneNumber: sha256("+61412345678") },
            ],
          },
        },
      ],
    });
  });

  it("given a lead, ingests one event with its click ids, hashed e-mail and phone in E.164, as a dry run", async () => {
    const before = google.accepted.length;

    expect(await target().send(lead(), "google")).toEqual({ outcome: "delivered" });

    expect(google.accepted.slice(before).map((request) => request.body)).toEqual([
      {
        destinations: [
          {
            operatingAccount: { accountType: "GOOGLE_ADS", accountId: "1234567890" },
            productDestinationId: "111",
          },
        ],
        events: [
          {
            transactionId: "5b1d7c1e-8a52-4a8e-9f0c-3c1f6f1d2a10",
            eventTimestamp: "2030-03-14T09:30:00.000Z",
            eventSource: "WEB",
            adIdentifiers: { gclid: "Cj0-gclid", gbraid: "GB-1", wbraid: "WB-1" },
            userData: {
              userIdentifiers: [
                { emailAddress: sha256("jane@example.com") },
                { phoneNumber: sha256("+61412345678") },
              ],
            },
            consent: { adUserData: "CONSENT_GRANTED", adPersonalization: "CONSENT_GRANTED" },
          },
        ],
        encoding: "HEX",
        validateOnly: true,
      },
    ]);
    expect(google.accepted.at(-1)?.raw).not.toContain("450,000");
  });

  it("given a settled loan, ingests it to the settled conversion action with its value", async () => {
    const before = google.accepted.length;

    await target({}, "google:settled").send(lead(), "google:settled");

    const [request] = google.accepted.slice(before);
    expect(request?.body.destinations[0]).toMatchObject({ productDestinationId: "333" });
    expect(request?.body.events[0]).toMatchObject({
      transactionId: "5b1d7c1e-8a52-4a8e-9f0c-3c1f6f1d2a10:settled",
      eventTimestamp: "2030-03-20T01:00:00.000Z",
      conversionValue: 2500,
      currency: "AUD",
    });
  });

  it("given a stage with no conversion action set, skips it", async () => {
    const outcome = await target({ conversionActions: { lead: "111" } }, "google:settled").send(
      lead(),
      "google:settled",
    );

    expect(outcome).toMatchObject({ outcome: "skip" });
  });

  it("given an account the service account cannot use, fails with Google's message instead of retrying", async () => {
    const outcome = await target({ operatingAccountId: NO_ACCESS }).send(lead(), "google");

    expect(outcome).toEqual({
      outcome: "fail",
      error: "HTTP 403: PERMISSION_DENIED: The caller does not have permission",
    });
  });

  it("given Google unavailable, tries again later", async () => {
    google.failTransiently(1);

    expect(await target().send(lead(), "google")).toMatchObject({ outcome: "retry" });
  });

  it("asks for an access token once and uses it for later events", async () => {
    const issued = google.tokensIssued;
    const once = target();

    await once.send(lead(), "google");
    await once.send(lead(), "google");

    expect(google.tokensIssued).toBe(issued + 1);
  });
});
