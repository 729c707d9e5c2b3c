import { createHash } from "node:crypto";
import { NOT_PLAIN_TEXT } from "../../src/schemas/plain-text";
import { jsonError, parseJson, refuseUnlessJson } from "../context";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,200}$/;

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** What tells a replay (same body) from a conflicting reuse of its key (another body). */
export function bodyHash(body: unknown): string {
  return createHash("sha256").update(canonicalJson(body)).digest("hex");
}

/**
 * Characters no one types into a form, anywhere in a body: the text rule of every free-text
 * field (`src/schemas/plain-text.ts`) as it stands for a field of several lines. A one-line
 * field's schema refuses its line breaks too.
 */
export const UNTYPEABLE = NOT_PLAIN_TEXT;

/** The fields (top-level name, `body` for the whole) holding an untypeable character. */
function untypeableFields(raw: unknown): string[] {
  const found = new Set<string>();
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const stack: Array<{ value: unknown; field: string }> = [{ value: raw, field: "body" }];
  while (stack.length > 0) {
    const { value, field } = stack.pop() as { value: unknown; field: string };
    if (typeof value === "string") {
      if (UNTYPEABLE.test(value)) found.add(field);
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childField = field === "body" && !Array.isArray(value) ? key : field;
        if (UNTYPEABLE.test(key)) found.add(childField);
        stack.push({ value: child, field: childField });
      }
    }
  }
  return [...found];
}

/**
 * The parts every lead function checks first: a JSON body free of untypeable characters and an
 * `Idempotency-Key`. Answers
 * the error `Response` when one is wrong, else the key and the parsed (not yet validated) body.
 */
export async function readLeadRequest(
  req: Request,
  what: string,
): Promise<Response | { key: string; raw: unknown }> {
  const notJson = refuseUnlessJson(req, what);
  if (notJson) return notJson;

  const key = req.headers.get("idempotency-key")?.trim();
  if (!key) {
    return jsonError(
      400,
      "idempotency_key_missing",
      "An Idempotency-Key header is required: a new random id (e.g. a UUID) per submission, " +
        "sent again unchanged when retrying it.",
    );
  }
  if (!IDEMPOTENCY_KEY.test(key)) {
    return jsonError(
      400,
      "idempotency_key_invalid",
      "The Idempotency-Key header must be 8 to 200 letters, digits, '-' or '_' (e.g. a UUID).",
    );
  }

  const json = parseJson(await req.text());
  if ("refusal" in json) return json.refusal;
  const raw = json.data;
  const untypeable = untypeableFields(raw);
  if (untypeable.length > 0) {
    return jsonError(400, "validation", "Please check the highlighted fields.", {
      fields: Object.fromEntries(
        untypeable.map((field) => [field, "Please remove the invisible control characters"]),
      ),
    });
  }
  return { key, raw };
}

/** A person never sees the honeypot field `website`; a bot that fills it in is thanked and ignored. */
export function isHoneypotFilled(body: { website?: string }): boolean {
  return typeof body.website === "string" && body.website.trim() !== "";
}

/** The answer when an `Idempotency-Key` comes back with another body than the first time. */
export function idempotencyConflict(what: string): Response {
  return jsonError(
    409,
    "idempotency_conflict",
    `This Idempotency-Key was already used for a different ${what}. Use a new key for a new submission.`,
  );
}
