import { deskSpeed } from "../../src/content/desk";
import type { SpeedWeek } from "../api/types";
import { TableHead } from "../app/TableHead";
import { useResource } from "../app/use-resource";
import { day, duration, weekStart } from "../format/format";

const WEEKS = 8;
const columns = [
  { heading: deskSpeed.week },
  { heading: deskSpeed.median },
  { heading: deskSpeed.leads },
];

/** "23 Nov 2026" for the week starting then (`2026-W48`); the week's name if it is not one. */
const weekDay = (week: string) => {
  const monday = weekStart(week);
  return monday ? day(monday) : week;
};

/** The weekly median speed to lead: drawn bars, and the same figures as a table. */
export function SpeedView() {
  const { loaded } = useResource<{ weeks: SpeedWeek[] }>("/speed");
  if (loaded.status === "loading") return null;
  const weeks = loaded.status === "ready" ? loaded.data.weeks.slice(-WEEKS) : [];
  const measured = weeks.filter((w) => w.medianMs !== null);
  const max = Math.max(1, ...measured.map((w) => w.medianMs ?? 0));
  const barWidth = 100 / Math.max(weeks.length, 1);
  return (
    <section className="panel speed" aria-labelledby="speed-heading">
      <h2 id="speed-heading">{deskSpeed.heading}</h2>
      <p className="muted small">{deskSpeed.intro}</p>
      {measured.length === 0 ? (
        <p>{deskSpeed.none}</p>
      ) : (
        <>
          <svg
            className="speed-bars"
            viewBox="0 0 100 40"
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            {weeks.map((w, i) => {
              const height = ((w.medianMs ?? 0) / max) * 38;
              return (
                <rect
                  key={w.week}
                  x={i * barWidth + barWidth * 0.15}
                  y={40 - height}
                  width={barWidth * 0.7}
                  height={height}
                />
              );
            })}
          </svg>
          <table className="table compact">
            <TableHead columns={columns} />
            <tbody>
              {[...weeks].reverse().map((w) => (
                <tr key={w.week}>
                  <td>{weekDay(w.week)}</td>
                  <td>{w.medianMs === null ? "—" : duration(w.medianMs)}</td>
                  <td>{w.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
