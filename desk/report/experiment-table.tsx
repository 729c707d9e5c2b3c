import type { ExperimentReport } from "../../functions/desk/report/experiments-report";
import { experimentsReportCopy as copy } from "../../src/content/experiments-report";
import { TableHead } from "../app/TableHead";

const percent = (value: number | null, digits: number) =>
  value === null ? "—" : `${(value * 100).toFixed(digits)} %`;
const count = new Intl.NumberFormat("en-AU");
const columnKeys = ["arm", "views", "leads", "rate", "beats", "loss"] as const;
const columns = columnKeys.map((key) => ({ heading: copy.columns[key] }));

function statusLine(experiment: ExperimentReport): string {
  if (experiment.status === "scheduled") return copy.status.scheduled(experiment.start);
  if (experiment.status === "running") {
    return copy.status.running(experiment.start, experiment.end);
  }
  const arm = experiment.ended?.arm ?? "";
  return experiment.ended?.reason === "chosen"
    ? copy.status.chosen(arm)
    : copy.status.endDate(arm, experiment.end);
}

/**
 * One experiment: its question and state, then a row per arm. The chance to beat the control and
 * the expected loss stay hidden behind "Not enough data yet" until every arm has the minimum
 * views and leads, so nothing reads as a winner early.
 */
export function ExperimentTable({ experiment }: { experiment: ExperimentReport }) {
  const headingId = `experiment-${experiment.id}`;
  const readable = experiment.enoughData;
  return (
    <section className="experiment" aria-labelledby={headingId} data-state={experiment.status}>
      <h3 id={headingId}>{experiment.question}</h3>
      <p className="experiment-meta">
        <code>{experiment.id}</code> · {experiment.pages.join(", ")}
      </p>
      <p className="experiment-status">{statusLine(experiment)}</p>
      {readable ? null : (
        <div className="experiment-notice" role="note">
          <strong>{copy.notEnough}</strong>
          <p>{copy.notEnoughDetail(experiment.minViews, experiment.minLeads)}</p>
        </div>
      )}
      <table>
        <TableHead columns={columns} />
        <tbody>
          {experiment.arms.map((arm) => (
            <tr key={arm.arm}>
              <th scope="row">
                {arm.arm}
                {arm.control ? <span className="experiment-control"> ({copy.control})</span> : null}
              </th>
              <td data-label={copy.columns.views}>{count.format(arm.views)}</td>
              <td data-label={copy.columns.leads}>{count.format(arm.leads)}</td>
              <td data-label={copy.columns.rate}>{percent(arm.rate, 2)}</td>
              <td data-label={copy.columns.beats}>
                {readable ? percent(arm.beatsControl, 1) : "—"}
              </td>
              <td data-label={copy.columns.loss}>
                {readable ? percent(arm.expectedLoss, 3) : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
