import { jsonError, parseJson } from "../../context";

/**
 * A desk request's JSON body as an object: `{}` when it has none, a 400 naming the problem when
 * it is not JSON or not an object. (The router has already capped its size.)
 */
export async function readJsonObject(req: Request): Promise<Record<string, unknown> | Response> {
  const text = await req.text();
  if (text.trim() === "") return {};
  const json = parseJson(text);
  if ("refusal" in json) return json.refusal;
  const body = json.data;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return jsonError(400, "invalid_body", "The request body must be a JSON object.");
  }
  return body as Record<string, unknown>;
}
