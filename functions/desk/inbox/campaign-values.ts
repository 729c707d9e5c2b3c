import type { DeskHandler } from "../types";
import { readInboxQuery } from "./filter-query";

/**
 * `GET /leads/campaign-values?from=&to=`: the campaigns, campaign sources and media of the
 * range's leads, as written, most leads first, which the inbox's filters offer as the broker
 * types. Values only, nothing about a person.
 */
export const listCampaignValues: DeskHandler = async (req, ctx) => {
  const query = readInboxQuery(new URL(req.url), ctx.clock(), ctx.options.businessTimeZone);
  if (query instanceof Response) return query;
  const values = await ctx.store.campaignValues(query.filter);
  return Response.json(values, { headers: { "Cache-Control": "no-store" } });
};
