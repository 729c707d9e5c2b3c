import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseServerOptions } from "../options";

function keyFile(): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const file = join(mkdtempSync(join(tmpdir(), "sa-")), "key.json");
  writeFileSync(
    file,
    JSON.stringify({
      type: "service_account",
      client_email: "conversions@project.iam.gserviceaccount.com",
      private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      token_uri: "https://oauth2.googleapis.com/token",
    }),
  );
  return file;
}

describe("the ad platforms' settings", () => {
  it("leaves both off when nothing is set", () => {
    const options = parseServerOptions({});
    expect(options.deliveryTargets).toEqual(["form"]);
    expect(options.conversions.meta).toBeUndefined();
    expect(options.conversions.google).toBeUndefined();
  });

  it("given a pixel id and a token, sends each lead to Meta too", () => {
    const options = parseServerOptions({
      META_PIXEL_ID: "1234567890",
      META_CAPI_TOKEN: "EAAB",
      META_GRAPH_URL: "http://127.0.0.1:9/",
    });
    expect(options.deliveryTargets).toEqual(["form", "meta"]);
    expect(options.conversions.meta).toMatchObject({
      pixelId: "1234567890",
      version: "v24.0",
      stageEvents: { qualified: "QualifiedLead", settled: "LoanSettled", booked: "Schedule" },
    });
  });

  it("given a pixel id without its token, refuses to start and names the missing one", () => {
    expect(() => parseServerOptions({ META_PIXEL_ID: "1234567890" })).toThrow(
      "META_CAPI_TOKEN must be set together with META_PIXEL_ID",
    );
  });

  it("given Google's key file, account and lead action, sends each lead to Google too", () => {
    const options = parseServerOptions({
      GOOGLE_DATA_MANAGER_KEY_FILE: keyFile(),
      GOOGLE_DATA_MANAGER_ACCOUNT_ID: "123-456-7890",
      GOOGLE_DATA_MANAGER_LEAD_ACTION: "111",
      GOOGLE_DATA_MANAGER_VALIDATE_ONLY: "true",
    });
    expect(options.deliveryTargets).toEqual(["form", "google"]);
    expect(options.conversions.google).toMatchObject({
      operatingAccountId: "1234567890",
      conversionActions: { lead: "111" },
      validateOnly: true,
    });
    expect(options.conversions.google?.tokenUrl.href).toBe("https://oauth2.googleapis.com/token");
  });

  it("given a key file that is not one, says so at start", () => {
    expect(() =>
      parseServerOptions({
        GOOGLE_DATA_MANAGER_KEY_FILE: "/nonexistent/key.json",
        GOOGLE_DATA_MANAGER_ACCOUNT_ID: "1234567890",
        GOOGLE_DATA_MANAGER_LEAD_ACTION: "111",
      }),
    ).toThrow("GOOGLE_DATA_MANAGER_KEY_FILE could not be read");
  });

  it("given a settled value that is not an amount, refuses it", () => {
    expect(() => parseServerOptions({ CONVERSION_SETTLED_VALUE: "lots" })).toThrow(
      "CONVERSION_SETTLED_VALUE must be an amount",
    );
  });
});
