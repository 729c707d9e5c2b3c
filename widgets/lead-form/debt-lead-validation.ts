import { fieldErrors } from "../../src/schemas/errors";
import { type DebtLead, debtLeadSchema } from "../../src/schemas/forms";

/*
 * The debt lead form's checks, with the validation library behind them: imported when the
 * visitor first turns to the form (or submits it), not with the form.
 */

/** The lead to send, or a message for each field that is not right yet. */
export type DebtLeadCheck =
  | { ok: true; lead: DebtLead }
  | { ok: false; messages: Record<string, string> };

export function checkDebtLead(values: unknown): DebtLeadCheck {
  const parsed = debtLeadSchema.safeParse(values);
  return parsed.success
    ? { ok: true, lead: parsed.data }
    : { ok: false, messages: fieldErrors(parsed.error) };
}
