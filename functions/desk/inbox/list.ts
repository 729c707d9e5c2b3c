import { cursorOf } from "../../store";
import type { DeskHandler } from "../types";
import { encodeCursor, readInboxQuery } from "./filter-query";
import { leadSummary } from "./summary";

/**
 * `GET /leads`: a page of the inbox, newest first (or by `sort`), with the cursor of the next page
 * (null at the end), how many leads of the filter are at each stage (whatever stage is asked) and
 * overdue, and the value of each stage's leads added up.
 */
export const listLeads: DeskHandler = async (req, ctx) => {
  const now = ctx.clock();
  const query = readInboxQuery(new URL(req.url), now, ctx.options.businessTimeZone);
  if (query instanceof Response) return query;
  const { filter, after, limit, sort } = query;
  // One more than the page says whether another follows.
  const leads = await ctx.store.listInbox(filter, { after, limit: limit + 1, sort });
  const { counts, values } = await ctx.store.tallyInbox(filter, now);
  const page = leads.slice(0, limit);
  const last = page.at(-1);
  return Response.json(
    {
      leads: page.map(leadSummary),
      next: leads.length > limit && last ? encodeCursor(cursorOf(last)) : null,
      counts,
      values,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
};
