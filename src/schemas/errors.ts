/** The part of a zod error this needs; zod's own `ZodError` fits. */
export interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** Key under which a problem with the body as a whole (not one field) is reported. */
export const FORM_ERROR_KEY = "form";

/**
 * One message per field, keyed by dotted path ("name", "messages.0.content"), the first zod
 * reports: that is the one a form shows under the field and a function returns in `fields`.
 */
export function fieldErrors(error: IssueList): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join(".");
    if (!Object.hasOwn(fields, key)) fields[key] = issue.message;
  }
  return fields;
}
