import type { LeadPath } from "../../../src/api";
import { formPostAction } from "../../../src/api/form-post";
import { ourUrl } from "../element/widget-origin";

/**
 * The `action` of a lead form's `<form>` (with `method="post"`): where the browser sends the
 * form itself when it is sent before its code has taken over, or without it (a blocked script,
 * an old browser). Our origin's form function, never the host page: on another site's page the
 * full address, on ours the path; the loader puts the first view's against the element's
 * `api-base` where it has one (the first view itself is the same for every `api-base`, so the
 * component's render leaves it out: once the component runs, it sends the lead itself). What the form
 * adds to the visitor's fields (its kind, source, resource) is what it adds when it sends the
 * lead itself, read from the same `toLead`.
 */
export function formAction<L>(path: LeadPath, toLead: (lead: L) => object): string {
  const fixed = Object.entries(toLead({} as L)).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
  );
  return ourUrl(formPostAction(path, Object.fromEntries(fixed)));
}
