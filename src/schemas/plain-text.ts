import { z } from "zod/mini";

/*
 * The one text rule of every free-text field, a lead's and the desk's (notes, people's and
 * devices' names): no character that no one types and that makes a text show as something other
 * than what it is, or breaks what it is written into. Refused:
 * - C0 and C1 control characters and DEL (NUL cannot even be stored in PostgreSQL's JSON);
 *   tab and line feed (and carriage return, which browsers send before it) only where a field
 *   holds several lines;
 * - the bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates
 *   (U+2066–U+2069) and the invisible direction marks (U+200E, U+200F, U+061C), which can show
 *   "gpj.exe" as "exe.jpg" or a name as another's.
 * Without zod here, so the server checks whole bodies with the same characters.
 */

const BIDI = "\\u202A-\\u202E\\u2066-\\u2069\\u200E\\u200F\\u061C";

/** Whether a field of several lines holds a character the rule refuses. */
export const NOT_PLAIN_TEXT = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI}]`,
);

/** Whether a one-line field holds a character the rule refuses (tab and line breaks too). */
export const NOT_PLAIN_LINE = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${BIDI}]`);

/** Whether `value` keeps to the rule, on one line unless `multiLine`. */
export const isPlainText = (value: string, multiLine = false): boolean =>
  !(multiLine ? NOT_PLAIN_TEXT : NOT_PLAIN_LINE).test(value);

/** What a field breaking the rule is told, by its label ("Name", "A note"). */
export const plainTextMessage = (label: string) =>
  `${label} must not hold control characters or hidden text-direction marks`;

/** The rule as a zod check of a field labelled `label`. */
export const plainText = (label: string, { multiLine = false } = {}) =>
  z.refine<string>((value) => isPlainText(value, multiLine), plainTextMessage(label));
