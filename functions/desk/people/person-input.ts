import { emailField, nameField, phoneNumberField } from "../../../src/schemas/fields";
import { jsonError } from "../../context";
import type { Correction, Person } from "../../store";

type Check = {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
};

/** Whichever of `email` or `phone` was given: "" and absent are the same. */
const given = (value: unknown) => value !== undefined && value !== null && value !== "";

function invalid(fields: Record<string, string>): Response {
  return jsonError(400, "validation", "Please check the highlighted fields.", { fields });
}

/** The value checked by the same rule as the forms, trimmed, or the form's message for it. */
function checked(value: unknown, field: Check): string | { message: string } {
  const result = field.safeParse(value);
  return result.success && typeof value === "string"
    ? value.trim()
    : { message: result.error?.issues[0]?.message ?? "Not valid" };
}

/**
 * Whose records a desk request means: exactly one of an e-mail address or a phone number,
 * checked as the forms check them; otherwise a 400 saying what is wrong.
 */
export function personOf(input: { email?: unknown; phone?: unknown }): Person | Response {
  if (given(input.email) === given(input.phone)) {
    return jsonError(
      400,
      "person_required",
      "Give either an e-mail address or a phone number (one of them).",
    );
  }
  if (given(input.email)) {
    const email = checked(input.email, emailField);
    return typeof email === "string" ? { email } : invalid({ email: email.message });
  }
  const phone = checked(input.phone, phoneNumberField);
  return typeof phone === "string" ? { phone } : invalid({ phone: phone.message });
}

/** The new details of a correction (`set`), each checked as the forms check it. */
export function correctionOf(set: unknown): Correction | Response {
  if (set === null || typeof set !== "object" || Array.isArray(set)) {
    return jsonError(400, "correction_required", "Say what to set: e-mail, phone or name.");
  }
  const wanted: Array<[keyof Correction, Check]> = [
    ["email", emailField],
    ["phone", phoneNumberField],
    ["name", nameField],
  ];
  const correction: Correction = {};
  const fields: Record<string, string> = {};
  for (const [key, field] of wanted) {
    const raw = (set as Record<string, unknown>)[key];
    if (raw === undefined) continue;
    const value = checked(raw, field);
    if (typeof value === "string") correction[key] = value;
    else fields[`set.${key}`] = value.message;
  }
  if (Object.keys(fields).length > 0) return invalid(fields);
  if (Object.keys(correction).length === 0) {
    return jsonError(400, "correction_required", "Say what to set: e-mail, phone or name.");
  }
  return correction;
}
