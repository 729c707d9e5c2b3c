import type { ExperimentsResponse } from "../../functions/desk/report/experiments-report";
import { experimentsReportCopy as copy } from "../../src/content/experiments-report";
import { query } from "../api/client";
import { useResource } from "../app/use-resource";
import { ExperimentTable } from "./experiment-table";
import "./experiments-report.css";

/** The report's body once loaded: every experiment, then what the figures mean. */
export function ExperimentsReportView({ report }: { report: ExperimentsResponse }) {
  return (
    <div className="experiments-report">
      <p>{copy.range(report.from, report.to)}</p>
      {report.experiments.length === 0 ? <p>{copy.none}</p> : null}
      {report.experiments.map((experiment) => (
        <ExperimentTable key={experiment.id} experiment={experiment} />
      ))}
      <p className="experiments-hint">{copy.metric}</p>
      <p className="experiments-hint">{copy.lossHint}</p>
    </div>
  );
}

/**
 * The experiments' part of the desk's report (`GET /desk/api/experiments`), over the report's
 * date range when it gives one (UTC days, `YYYY-MM-DD`), else each experiment's run to today.
 */
export function ExperimentsReport({ from, to }: { from?: string; to?: string }) {
  const { loaded, retry } = useResource<ExperimentsResponse>(`/experiments${query({ from, to })}`);

  return (
    <section aria-labelledby="experiments-heading" aria-busy={loaded.status === "loading"}>
      <h2 id="experiments-heading">{copy.heading}</h2>
      {loaded.status === "loading" ? <p role="status">{copy.loading}</p> : null}
      {loaded.status === "failed" ? (
        <div role="alert">
          <p>{copy.failed}</p>
          <button type="button" onClick={retry}>
            {copy.retry}
          </button>
        </div>
      ) : null}
      {loaded.status === "ready" ? <ExperimentsReportView report={loaded.data} /> : null}
    </section>
  );
}
