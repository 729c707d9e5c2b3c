import { createHash } from "node:crypto";
import { phoneE164 } from "../../src/schemas/phone";

export { phoneE164 };

/*
 * The forms ad platforms match people by. Both want an e-mail trimmed and in lower case, and a
 * phone number in international form, hashed with SHA-256 as hex; they differ on the phone:
 * Google keeps E.164's `+`, Meta wants digits only.
 */

export function normaliseEmail(email: string): string | undefined {
  const normal = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(normal) ? normal : undefined;
}

/** Meta's form of a phone number: E.164 without the `+` (`61412345678`). */
export function phoneForMeta(phone: string): string | undefined {
  return phoneE164(phone)?.slice(1);
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
