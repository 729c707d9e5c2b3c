/*
 * A lead form that is sent before (or without) its code: the browser posts the first view's
 * `<form>` itself, form-encoded, to `POST /api/form-post` on our origin, never to the page it
 * sits on and never as a GET (the visitor's details would end up in an address). The query
 * names the function the form's leads go to and what the form adds to its fields (its kind,
 * source, resource); it carries nothing the visitor typed. The loader adds `key`, an id of its
 * own for the view it showed, so the same form sent twice is stored once.
 */

/** Where a form without its code posts. */
export const FORM_POST_PATH = "/api/form-post";

/** The functions a form may post to, by the name the query gives them. */
export const formPostTargets = ["submit-lead", "collect-lead"] as const;
export type FormPostTarget = (typeof formPostTargets)[number];

/** Query names the server reads itself, not taken as what the form adds to its fields. */
export const FORM_POST_TARGET = "to";
export const FORM_POST_KEY = "key";

/**
 * The `action` of a lead form's `<form>`, as a path on our origin: `to` the function at `path`
 * (`/api/submit-lead`), with `fixed`, the values the form adds to what the visitor typed.
 */
export function formPostAction(path: `/api/${FormPostTarget}`, fixed: Record<string, string>) {
  const query = new URLSearchParams({ [FORM_POST_TARGET]: path.slice("/api/".length), ...fixed });
  return `${FORM_POST_PATH}?${query}`;
}
