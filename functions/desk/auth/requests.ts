import { z } from "zod";
import { isPlainText, plainTextMessage } from "../../../src/schemas/plain-text";
import { jsonError, parseJson } from "../../context";

/**
 * The JSON body of `req` as `schema` reads it, or the 400 that says what is wrong with it. A
 * WebAuthn response is passed on as the browser sent it: the library checks every field of it.
 */
export async function readBody<T>(
  req: Request,
  schema: z.ZodType<T>,
): Promise<{ data: T } | { refusal: Response }> {
  const json = parseJson(await req.text(), "The request body must be JSON.");
  if ("refusal" in json) return json;
  const parsed = schema.safeParse(json.data);
  if (!parsed.success) {
    return {
      refusal: jsonError(400, "invalid_request", z.prettifyError(parsed.error), {
        fields: parsed.error.issues.map((issue) => issue.path.join(".")),
      }),
    };
  }
  return { data: parsed.data };
}

/** A passkey's name as a person gives it: "Work laptop", "Sam's phone". */
export const deviceName = z
  .string()
  .trim()
  .min(1, "Name this device.")
  .max(60)
  .refine((name) => isPlainText(name), plainTextMessage("A device's name"));

/** A desk user's name as they give it, on one line under the text rule of every field. */
export const personName = z
  .string()
  .trim()
  .max(80)
  .refine((name) => isPlainText(name), plainTextMessage("A name"));

/** The browser's answer to a WebAuthn ceremony (`@simplewebauthn/browser`'s JSON). */
export const credentialResponse = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(4096) }),
});

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter an e-mail address such as name@example.com.").max(254));
