import { useCallback, useEffect, useState } from "react";
import type { ExperimentsResponse } from "../../functions/desk/report/experiments-report";
import { experimentsReportCopy as copy } from "../../src/content/experiments-report";
import { api, query } from "../api/client";
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

type Loaded =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "loaded"; report: ExperimentsResponse };

/**
 * The experiments' part of the desk's report (`GET /desk/api/experiments`), over the report's
 * date range when it gives one (UTC days, `YYYY-MM-DD`), else each experiment's run to today.
 */
export function ExperimentsReport({ from, to }: { from?: string; to?: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const load = useCallback(
    async (signal?: AbortSignal) => {
      setLoaded({ state: "loading" });
      try {
        const report = await api<ExperimentsResponse>(`/experiments${query({ from, to })}`, {
          signal,
        });
        setLoaded({ state: "loaded", report });
      } catch {
        if (!signal?.aborted) setLoaded({ state: "failed" });
      }
    },
    [from, to],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <section aria-labelledby="experiments-heading" aria-busy={loaded.state === "loading"}>
      <h2 id="experiments-heading">{copy.heading}</h2>
      {loaded.state === "loading" ? <p role="status">{copy.loading}</p> : null}
      {loaded.state === "failed" ? (
        <div role="alert">
          <p>{copy.failed}</p>
          <button type="button" onClick={() => void load()}>
            {copy.retry}
          </button>
        </div>
      ) : null}
      {loaded.state === "loaded" ? <ExperimentsReportView report={loaded.report} /> : null}
    </section>
  );
}
