import { createHash, randomUUID } from "node:crypto";
import { fieldErrors, submitLeadBodySchema } from "../../src/schemas";
import { type FunctionHandler, jsonError } from "../context";
import { deliveryTargets, planDeliveries } from "../forward/targets";

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

/**
 * `POST /api/submit-lead`: validates a lead, stores it once per `Idempotency-Key`, and answers
 * 201 `{ ok: true, id }` once it is durable. Forwarding (e-mail, webhook) happens afterwards from
 * the stored row, so a slow or broken e-mail service never costs the visitor their lead.
 */
export const submitLead: FunctionHandler = async (req, ctx) => {
  const contentType = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (contentType !== "application/json") {
    return jsonError(
      415,
      "unsupported_media_type",
      "Send the lead as JSON (Content-Type: application/json).",
    );
  }

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

  let raw: unknown;
  try {
    raw = JSON.parse(await req.text());
  } catch {
    return jsonError(400, "invalid_json", "The request body is not valid JSON.");
  }

  const parsed = submitLeadBodySchema.safeParse(raw);
  if (!parsed.success) {
    return jsonError(400, "validation", "Please check the highlighted fields.", {
      fields: fieldErrors(parsed.error),
    });
  }
  const lead = parsed.data;
  // A person never sees the honeypot field; a bot that fills it in is thanked and ignored.
  const isSpam = typeof lead.website === "string" && lead.website.trim() !== "";

  const outcome = await ctx.store.insertLead(
    {
      id: randomUUID(),
      idempotencyKey: key,
      kind: lead.kind,
      payload: lead,
      bodyHash: createHash("sha256").update(canonicalJson(lead)).digest("hex"),
      source: lead.source,
      isSpam,
      createdAt: ctx.clock(),
    },
    planDeliveries(deliveryTargets(ctx.env), isSpam),
  );

  if (outcome.status === "conflict") {
    return jsonError(
      409,
      "idempotency_conflict",
      "This Idempotency-Key was already used for a different lead. Use a new key for a new submission.",
    );
  }
  if (outcome.status === "created" && !isSpam) ctx.nudgeForwarder();
  return Response.json(
    { ok: true, id: outcome.lead.id },
    {
      status: 201,
      headers: {
        "Cache-Control": "no-store",
        ...(outcome.status === "replayed" ? { "Idempotent-Replayed": "true" } : {}),
      },
    },
  );
};
