import { experiments as declared } from "../../../src/content/experiments";
import { experimentStatus } from "../../../src/experiments/assign";
import {
  type ArmResult,
  compareArms,
  MIN_LEADS_PER_ARM,
  MIN_VIEWS_PER_ARM,
} from "../../../src/experiments/statistics";
import type { Experiment } from "../../../src/experiments/types";
import { dayIn } from "../../business-days";
import { jsonError } from "../../context";
import type { DeskContext, DeskHandler } from "../types";

/** Views and leads of one arm over a date range, as the funnel counters keep them. */
export interface ArmCount {
  experiment: string;
  arm: string;
  views: number;
  leads: number;
}

/** Views and leads per experiment and arm, `from` to `to` inclusive (UTC days, `YYYY-MM-DD`). */
export type ExperimentCounts = (
  ctx: DeskContext,
  from: string,
  to: string,
) => Promise<readonly ArmCount[]>;

/** One experiment in the report: its declaration, its state, and each arm's comparison. */
export interface ExperimentReport {
  id: string;
  question: string;
  pages: readonly string[];
  start: string;
  end: string;
  metric: string;
  status: "scheduled" | "running" | "ended";
  /** Once ended: the arm everyone gets, and whether it was chosen or the end date passed. */
  ended: { arm: string; reason: "chosen" | "end-date" } | null;
  /** False until every arm has `minViews` views and `minLeads` leads: nothing is to be read yet. */
  enoughData: boolean;
  minViews: number;
  minLeads: number;
  arms: ArmResult[];
}

export interface ExperimentsResponse {
  from: string;
  to: string;
  experiments: ExperimentReport[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real UTC day (`2026-02-30` and `2026-13-01` are not). */
function isDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return DAY.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/**
 * `GET /desk/api/experiments?from=&to=`: every declared experiment with each arm's views, leads,
 * rate, chance to beat the control and expected loss over the range (the broker's days,
 * inclusive).
 * Without `from`, from the earliest experiment's start; without `to`, today.
 */
export function experimentsReport(
  counts: ExperimentCounts,
  experiments: readonly Experiment[] = declared,
): DeskHandler {
  return async (req, ctx) => {
    const query = new URL(req.url).searchParams;
    const now = ctx.clock();
    const earliest = experiments.map((experiment) => experiment.start).sort()[0];
    const today = dayIn(ctx.options.businessTimeZone, now);
    const from = query.get("from") || earliest || today;
    const to = query.get("to") || today;
    for (const [name, value] of [
      ["from", from],
      ["to", to],
    ] as const) {
      if (!isDay(value)) {
        return jsonError(400, "invalid_date", `${name} must be a date as YYYY-MM-DD.`, {
          field: name,
        });
      }
    }
    if (from > to) return jsonError(400, "invalid_range", "from must not be after to.");
    const rows = await counts(ctx, from, to);
    const ended = ctx.options.experimentsEnded;
    const body: ExperimentsResponse = {
      from,
      to,
      experiments: experiments.map((experiment) => {
        const state = experimentStatus(experiment, now, ended.get(experiment.id));
        const result = compareArms(
          experiment.arms.map(({ id }) => {
            const row = rows.find(
              (count) => count.experiment === experiment.id && count.arm === id,
            );
            return { arm: id, views: row?.views ?? 0, leads: row?.leads ?? 0 };
          }),
        );
        return {
          id: experiment.id,
          question: experiment.question,
          pages: "pages" in experiment.where ? experiment.where.pages : [],
          start: experiment.start,
          end: experiment.end,
          metric: experiment.metric,
          status: state.status,
          ended: state.status === "ended" ? { arm: state.arm, reason: state.reason } : null,
          enoughData: result.enoughData,
          minViews: MIN_VIEWS_PER_ARM,
          minLeads: MIN_LEADS_PER_ARM,
          arms: result.arms,
        };
      }),
    };
    return Response.json(body, { headers: { "Cache-Control": "no-store" } });
  };
}
