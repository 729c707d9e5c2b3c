import { debtLeadSchema } from "../../src/schemas/forms";
import { schemaCheck } from "../shared/form/schema-check";

/*
 * The debt lead form's checks, with the validation library behind them: imported when the
 * visitor first turns to the form (or submits it), not with the form.
 */

export const checkDebtLead = schemaCheck(debtLeadSchema);
