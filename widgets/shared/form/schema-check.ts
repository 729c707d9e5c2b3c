import type { z } from "zod/mini";
import { fieldErrors } from "../../../src/schemas/errors";
import type { FieldCheck } from "./lead-form-options";

/**
 * A form's checks by the schema the function receiving its lead also checks with: the parsed
 * lead, or the first message for each field.
 */
export function schemaCheck<L>(schema: z.ZodMiniType<L>): (values: unknown) => FieldCheck<L> {
  return (values) => {
    const parsed = schema.safeParse(values);
    return parsed.success
      ? { ok: true, lead: parsed.data }
      : { ok: false, messages: fieldErrors(parsed.error) };
  };
}
