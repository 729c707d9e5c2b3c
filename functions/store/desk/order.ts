import type { InboxCursor, InboxLead, InboxSort } from "./types";

/*
 * The inbox's orders, each with an index of its own (migrations 009 and 018), and where a page
 * after a lead starts in each: a keyset, so the hundredth page costs what the first does.
 */

/** A follow-up as the order compares it: none is after every one. */
const FOLLOW_UP = "coalesce(follow_up_at, 'infinity'::timestamptz)";

/** The ORDER BY of `sort` (ties by id, so every order is total). */
export const inboxOrderBy: Record<InboxSort, string> = {
  newest: "created_at DESC, id DESC",
  value: "value DESC, id DESC",
  "follow-up": `${FOLLOW_UP}, id`,
};

/** The condition for the leads after `after` in `sort`'s order; `param` numbers a parameter. */
export function afterCondition(
  after: InboxCursor,
  sort: InboxSort,
  param: (value: unknown) => string,
): string {
  const id = `${param(after.id)}::uuid`;
  switch (sort) {
    case "value":
      return `(value, id) < (${param(after.value ?? 0)}::numeric, ${id})`;
    case "follow-up":
      return `(${FOLLOW_UP}, id) > (${param(after.followUpAt?.toISOString() ?? "infinity")}::timestamptz, ${id})`;
    default:
      return `(created_at, id) < (${param(after.createdAt.toISOString())}::timestamptz, ${id})`;
  }
}

/** Where the page after `lead` starts. */
export const cursorOf = (lead: InboxLead): InboxCursor => ({
  createdAt: lead.createdAt,
  id: lead.id,
  value: lead.value,
  followUpAt: lead.followUpAt,
});
