import { describe, expect, it } from "vitest";
import { parseServerOptions } from "../options";

const mycrm = {
  MYCRM_API_URL: "https://api.example.test",
  MYCRM_TOKEN_URL: "https://auth.example.test/connect/token",
  MYCRM_CLIENT_ID: "client",
  MYCRM_CLIENT_SECRET: "secret",
  MYCRM_ADVISER_ID: "4242",
};

describe("the broker's CRMs in the settings", () => {
  it("given none of a CRM's settings, it is off and no lead is planned for it", () => {
    const options = parseServerOptions({});
    expect(options.crm).toEqual({ mycrm: undefined, nexus: undefined });
    expect(options.deliveryTargets).toEqual(["form"]);
  });

  it("given all of MyCRM's settings, each new lead is planned for it, with its status read hourly", () => {
    const options = parseServerOptions(mycrm);
    expect(options.deliveryTargets).toEqual(["form", "mycrm"]);
    expect(options.crm.mycrm).toMatchObject({
      adviserId: "4242",
      scopes: "api.leads api.search api.read",
      statusPollMs: 3_600_000,
      webhookKey: undefined,
    });
  });

  it("given some of MyCRM's settings, stops the start naming the missing ones", () => {
    const { MYCRM_CLIENT_SECRET: _secret, MYCRM_ADVISER_ID: _adviser, ...half } = mycrm;
    expect(() => parseServerOptions(half)).toThrow(
      "MyCRM needs MYCRM_API_URL, MYCRM_TOKEN_URL, MYCRM_CLIENT_ID, MYCRM_CLIENT_SECRET, " +
        "MYCRM_ADVISER_ID set together; missing: MYCRM_CLIENT_SECRET, MYCRM_ADVISER_ID",
    );
  });

  it("refuses an adviser id that is not digits and a guessable webhook key", () => {
    expect(() => parseServerOptions({ ...mycrm, MYCRM_ADVISER_ID: "jane" })).toThrow(
      /MYCRM_ADVISER_ID must be the adviser's contact id/,
    );
    expect(() => parseServerOptions({ ...mycrm, MYCRM_WEBHOOK_KEY: "short" })).toThrow(
      /MYCRM_WEBHOOK_KEY must be at least 32 characters/,
    );
  });

  it("given Mercury Nexus's key and token, plans leads for it at Connective's published limits", () => {
    const options = parseServerOptions({ NEXUS_API_KEY: "group", NEXUS_BRANCH_TOKEN: "branch" });
    expect(options.deliveryTargets).toEqual(["form", "nexus"]);
    expect(options.crm.nexus).toMatchObject({ perSecond: 60, perDay: 40_000 });
    expect(options.crm.nexus?.apiUrl.href).toBe("https://apis.connective.com.au/mercury/v1");
    expect(() => parseServerOptions({ NEXUS_API_KEY: "group" })).toThrow(
      "Mercury Nexus needs NEXUS_API_KEY, NEXUS_BRANCH_TOKEN set together; missing: NEXUS_BRANCH_TOKEN",
    );
  });
});
