import { jsonError, mediaTypeOf } from "../../context";
import type { DeskActor } from "../../store";
import type { DeskContext, DeskHandler } from "../types";

/** A desk request's JSON object body, or the 415 or 400 that says why it is not one. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown> | Response> {
  if (mediaTypeOf(req) !== "application/json") {
    return jsonError(415, "unsupported_media_type", "Send the body as application/json.");
  }
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return jsonError(400, "bad_json", "The body is not valid JSON.");
  }
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : jsonError(400, "bad_json", "The body must be a JSON object.");
}

/** A 400 naming the field at fault, as the API's forms get. */
export const invalid = (field: string, message: string) =>
  jsonError(400, "validation", message, { fields: { [field]: message } });

/** The signed-in user working the lead, now. */
function actorOf(ctx: DeskContext): DeskActor | Response {
  if (!ctx.user) return jsonError(401, "unauthenticated", "Sign in to the desk first.");
  return { id: ctx.user.id, name: ctx.user.name, at: ctx.clock() };
}

/**
 * A handler of a change the signed-in user makes to a lead: it gets the request's JSON object and
 * who is acting; a request without them is answered by `readJsonObject` or `actorOf`.
 */
export function withBodyAndActor(
  handle: (body: Record<string, unknown>, actor: DeskActor, ctx: DeskContext) => Promise<Response>,
): DeskHandler {
  return async (req, ctx) => {
    const body = await readJsonObject(req);
    if (body instanceof Response) return body;
    const actor = actorOf(ctx);
    if (actor instanceof Response) return actor;
    return handle(body, actor, ctx);
  };
}
