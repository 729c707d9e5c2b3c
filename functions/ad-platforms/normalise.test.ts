import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { normaliseEmail, phoneE164, phoneForMeta, sha256Hex } from "./normalise";

describe("normalising what ad platforms match people by", () => {
  it("given an e-mail with capitals and spaces around it, keeps it trimmed and in lower case", () => {
    expect(normaliseEmail("  Jane.Citizen@Example.COM \t")).toBe("jane.citizen@example.com");
  });

  it("given something that is not an e-mail, has none", () => {
    expect(normaliseEmail("jane at example")).toBeUndefined();
    expect(normaliseEmail("   ")).toBeUndefined();
  });

  it.each([
    ["0412 345 678", "+61412345678"],
    ["0412345678", "+61412345678"],
    ["+61 412 345 678", "+61412345678"],
    ["+61 (0)412 345 678", "+61412345678"],
    ["61412345678", "+61412345678"],
    ["0061 412 345 678", "+61412345678"],
    ["412 345 678", "+61412345678"],
    ["(02) 9876 5432", "+61298765432"],
    ["02-9876-5432", "+61298765432"],
    ["03 9123 4567", "+61391234567"],
    ["+64 21 123 4567", "+64211234567"],
  ])("given the Australian or international number %s, writes it %s", (written, e164) => {
    expect(phoneE164(written)).toBe(e164);
  });

  it("given text that is not a phone number, has none", () => {
    expect(phoneE164("call me")).toBeUndefined();
    expect(phoneE164("12")).toBeUndefined();
    expect(phoneE164("+1234567890123456")).toBeUndefined();
  });

  it("writes Meta's form without the plus", () => {
    expect(phoneForMeta("0412 345 678")).toBe("61412345678");
  });

  it("hashes with SHA-256 as lower-case hex", () => {
    expect(sha256Hex("61412345678")).toBe(
      createHash("sha256").update("61412345678", "utf8").digest("hex"),
    );
    // A known digest, computed apart from Node: SHA-256 of "abc".
    expect(sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});
