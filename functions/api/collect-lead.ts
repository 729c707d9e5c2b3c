import { randomUUID } from "node:crypto";
import { leadMagnets } from "../../src/content/lead-magnets";
import { fieldErrors, resourceRequestBodySchema } from "../../src/schemas";
import { type FunctionHandler, jsonError } from "../context";
import { clientSignals } from "../forward/conversions/consent";
import { planDeliveries } from "../forward/targets";
import type { NewLead } from "../store";
import { bodyHash, idempotencyConflict, isHoneypotFilled, readLeadRequest } from "./lead-request";

/** The kind of the lead that announces a new contact to the broker. */
export const RESOURCE_LEAD_KIND = "resource-download";

/**
 * The one answer to every stored resource request. It never says whether the e-mail was known:
 * otherwise anyone could ask whether an address is a contact of this broker.
 */
const answer = (replayed: boolean): Response =>
  Response.json(
    { ok: true },
    {
      status: 201,
      headers: {
        "Cache-Control": "no-store",
        ...(replayed ? { "Idempotent-Replayed": "true" } : {}),
      },
    },
  );

/**
 * `POST /api/collect-lead`: a resource request, a visitor's e-mail for a free resource. Validates
 * the body, then, once per `Idempotency-Key`, upserts the contact by e-mail (trimmed,
 * case-insensitive):
 * - a new e-mail creates the contact with one download and stores a `resource-download` lead
 *   with its delivery rows in the same transaction, so the broker hears of the contact once,
 *   by the same e-mail and webhook forwarding as any lead;
 * - a known e-mail adds one to its download count and records the source and file, and is not
 *   announced again.
 * Both answer 201 `{ ok: true }`, the same for a new and a known e-mail, so the answer tells no
 * one whether an address is a contact (the widget's "Welcome back!" is its own browser's memory).
 * The same key with the same body replays the first answer; with another body it is a 409.
 * A filled-in honeypot is answered as a new contact, kept as a spam lead, and touches no contact.
 */
export const collectLead: FunctionHandler = async (req, ctx) => {
  const read = await readLeadRequest(req, "resource request");
  if (read instanceof Response) return read;
  const { key, raw } = read;

  const parsed = resourceRequestBodySchema.safeParse(raw);
  // The schema lets the id be left out (a body as the specification describes it); this function
  // records which file went to whom, so here it is required.
  const id = (raw as { leadMagnet?: unknown } | null)?.leadMagnet;
  const magnet = leadMagnets.find((candidate) => candidate.id === id);
  if (!parsed.success || !magnet) {
    const fields = parsed.success ? {} : fieldErrors(parsed.error);
    if (!magnet && !fields.leadMagnet) fields.leadMagnet = "Please choose a resource";
    return jsonError(400, "validation", "Please check the highlighted fields.", { fields });
  }
  const body = parsed.data;
  const isSpam = isHoneypotFilled(body);
  const hash = bodyHash(body);
  const lead: NewLead = {
    id: randomUUID(),
    // Resource request keys never contain ":", so this cannot meet a key of /api/submit-lead.
    idempotencyKey: `collect-lead:${key}`,
    kind: RESOURCE_LEAD_KIND,
    payload: {
      ...body,
      resource: magnet.title,
      fileName: magnet.fileName,
      ...clientSignals(req, ctx, body),
    },
    bodyHash: hash,
    source: body.source,
    isSpam,
    createdAt: ctx.clock(),
  };
  const deliveries = planDeliveries(ctx.options.deliveryTargets, isSpam, body);

  if (isSpam) {
    const outcome = await ctx.store.insertLead(lead, deliveries);
    return outcome.status === "conflict"
      ? idempotencyConflict("request")
      : answer(outcome.status === "replayed");
  }
  const outcome = await ctx.store.recordResourceRequest(
    {
      idempotencyKey: key,
      bodyHash: hash,
      email: body.email,
      name: body.name,
      leadMagnet: magnet.id,
      fileName: magnet.fileName,
      source: body.source,
      createdAt: lead.createdAt,
      lead,
    },
    deliveries,
  );
  if (outcome.status === "conflict") return idempotencyConflict("request");
  if (outcome.status === "stored" && !outcome.isExisting) ctx.nudgeForwarder();
  return answer(outcome.status === "replayed");
};
