import { dayIn } from "../../business-days";
import { csvLine } from "../../csv";
import { log } from "../../log";
import type { InboxCursor } from "../../store";
import { cursorOf } from "../../store";
import type { DeskHandler } from "../types";
import { readInboxQuery } from "./filter-query";
import { leadSummary } from "./summary";

/** Leads read from the store at a time while the file is written. */
const BATCH = 500;

const HEADER = [
  "id",
  "created_at",
  "kind",
  "name",
  "email",
  "phone",
  "what",
  "want",
  "value",
  "other_leads",
  "monthly_saving",
  "yearly_saving",
  "source",
  "campaign",
  "landing_page",
  "stage",
  "lost_reason",
  "follow_up_at",
  "form_status",
  "webhook_status",
];

/** The names of the filters given (never their values: a search may be a person's name). */
const filterShape = (url: URL) =>
  ["kind", "stage", "from", "to", "campaign", "source", "medium", "q", "overdue", "sort"]
    .filter((name) => url.searchParams.get(name)?.trim())
    .join(",");

/**
 * `GET /leads/export.csv?<the list's filters>`: every lead of the filter, in the list's order, as CSV
 * written while it is read, a batch at a time; a cell a spreadsheet would run as a formula is
 * made text, as `npm run leads -- export` does. Audited as an export with its count of leads.
 */
export const exportLeads: DeskHandler = async (req, ctx) => {
  const url = new URL(req.url);
  const now = ctx.clock();
  const query = readInboxQuery(url, now, ctx.options.businessTimeZone);
  if (query instanceof Response) return query;
  const { filter, sort } = query;

  const counts = await ctx.store.countInbox(filter, now);
  const count = filter.stage
    ? counts[filter.stage]
    : Object.entries(counts).reduce((sum, [key, n]) => (key === "overdue" ? sum : sum + n), 0);
  await ctx.audit("export", { count, note: filterShape(url) || "all" });

  const encoder = new TextEncoder();
  let after: InboxCursor | undefined;
  let done = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(HEADER)}`));
    },
    async pull(controller) {
      if (done) return controller.close();
      try {
        const leads = await ctx.store.listInbox(filter, { after, limit: BATCH, sort });
        const last = leads.at(-1);
        if (leads.length < BATCH || !last) done = true;
        else after = cursorOf(last);
        const lines = leads.map((lead) => {
          const summary = leadSummary(lead);
          const status = (target: string) =>
            lead.deliveries.find((delivery) => delivery.target === target)?.status;
          return csvLine([
            summary.id,
            summary.createdAt,
            summary.kind,
            summary.name,
            summary.email,
            summary.phone,
            summary.what,
            summary.want,
            summary.value,
            summary.others,
            summary.savings?.monthly,
            summary.savings?.yearly,
            summary.source,
            summary.campaign,
            summary.landingPage,
            summary.stage,
            lead.lostReason,
            summary.followUpAt,
            status("form"),
            status("webhook"),
          ]);
        });
        controller.enqueue(encoder.encode(lines.join("")));
      } catch (error) {
        log.error("desk_export_failed", { error });
        controller.error(error);
      }
    },
  });
  const day = dayIn(ctx.options.businessTimeZone, now);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
};
