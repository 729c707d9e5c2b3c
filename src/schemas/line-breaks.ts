/*
 * Line breaks of any kind: CR, LF, vertical tab, form feed, NEL and the Unicode line and
 * paragraph separators. Without zod, for the server's e-mails as much as the forms.
 */

/** Whether a text holds a line break. */
export const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;

/** Every line break (CR LF as one) with the spaces around it. */
const LINE_BREAKS = /[^\S\n\r\v\f\u0085\u2028\u2029]*(?:\r\n|[\n\r\v\f\u0085\u2028\u2029])\s*/g;

/** The text on one line: each line break, with the spaces around it, is one space. */
export function oneLineText(text: string): string {
  return text.replace(LINE_BREAKS, " ").trim();
}
