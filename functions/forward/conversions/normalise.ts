import { createHash } from "node:crypto";

/*
 * The forms ad platforms match people by. Both want an e-mail trimmed and in lower case, and a
 * phone number in international form, hashed with SHA-256 as hex; they differ on the phone:
 * Google keeps E.164's `+`, Meta wants digits only.
 */

/** The country a number written without one is taken to be in: Australia. */
const DEFAULT_COUNTRY_CODE = "61";

export function normaliseEmail(email: string): string | undefined {
  const normal = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(normal) ? normal : undefined;
}

/**
 * A phone number in E.164 (`+61412345678`), or undefined when it cannot be one. Spaces,
 * brackets, dots and dashes go; `+` or `00` starts an international number; a leading `0` is the
 * Australian trunk prefix (`0412 345 678`, `(02) 9876 5432`), as is a `0` kept after `+61`.
 */
export function phoneE164(phone: string, countryCode = DEFAULT_COUNTRY_CODE): string | undefined {
  const written = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(written)) return undefined;
  let digits = written.replace(/\D/g, "");
  if (written.startsWith("+")) {
    // "+61 (0)412 …": the trunk zero has no place after the country code.
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (digits.startsWith("0")) {
    digits = countryCode + digits.slice(1);
  } else if (!digits.startsWith(countryCode) || digits.length <= 9) {
    // A national number written without its trunk zero (412 345 678).
    digits = countryCode + digits;
  }
  if (digits.startsWith(`${countryCode}0`)) digits = countryCode + digits.slice(3);
  // E.164: at most 15 digits; nothing shorter than a country code and 6 digits is a phone.
  if (digits.length < 8 || digits.length > 15 || digits.startsWith("0")) return undefined;
  return `+${digits}`;
}

/** Meta's form of a phone number: E.164 without the `+` (`61412345678`). */
export function phoneForMeta(phone: string): string | undefined {
  return phoneE164(phone)?.slice(1);
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
