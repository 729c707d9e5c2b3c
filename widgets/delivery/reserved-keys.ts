/**
 * The elements that hold room in the page before their code arrives, by the key the reserve
 * looks them up with: the tag, or the tag and its `variant` (or `mode`); the calculator's
 * `slider` variant, its default, is the tag alone. The heights for each
 * are measured (`./first-view-heights.ts`). A modal form takes no room; elements with no key
 * (the chat's fixed button, the exit-intent dialog) take none either.
 */
export const reservedKeys = [
  "debt-calculator",
  "debt-calculator detailed",
  "debt-calculator compact",
  "lead-form",
  "contact-form",
  "preapproval-form",
  "resource-download",
] as const;

export type ReservedKey = (typeof reservedKeys)[number];

/** Keys that take no room at all: a modal form. */
export const roomlessKeys = ["lead-form modal"] as const;
