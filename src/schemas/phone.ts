/*
 * A phone number as the broker's tools read it, whichever way a visitor wrote it: Australian
 * numbers in any written form (`0412 345 678`, `+61 412 345 678`, `61412345678`, `(02) 9876 5432`).
 */

/** The country a number written without one is taken to be in: Australia. */
const DEFAULT_COUNTRY_CODE = "61";

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

/** Whether typed text reads as (part of) a phone number rather than a name: `+61 411 000`. */
export const looksLikePhone = (typed: string): boolean =>
  /^[\d\s+().-]+$/.test(typed.trim()) && /\d/.test(typed);

/**
 * The digits of a phone number, or of a part of one, in Australian national form (`0411000`
 * for `+61 411 000`, `0011 61 411 000` or `0411 000`), so that any written form of a number
 * finds any other.
 */
export function nationalDigits(typed: string): string {
  const written = typed.trim();
  let digits = written.replace(/\D/g, "").replace(/^0011/, "");
  const international = written.startsWith("+") || written.startsWith("00") || digits.length > 10;
  if (international && digits.startsWith("61")) digits = `0${digits.slice(2).replace(/^0/, "")}`;
  return digits;
}
