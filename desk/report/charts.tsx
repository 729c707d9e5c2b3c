/*
 * The report's two charts as plain SVG: a few dozen shapes need no chart library in the desk's
 * script. Each is hidden from assistive technology; the table under it says the same. Shapes
 * are placed in percentages and labels are HTML, so a chart fits a phone and a wide screen
 * alike without stretched text.
 */

const HEIGHT = 140;
const DAY_MS = 86_400_000;

/**
 * Every day of `from` to `to` (UTC, `YYYY-MM-DD`, both included) with `value` of its row in
 * `rows`, 0 on a day without one: the report lists only days that have counts, but a chart of
 * days must show a quiet day as a gap, not close it up.
 */
export function everyDay<R extends { day: string }>(
  from: string,
  to: string,
  rows: R[],
  value: (row: R) => number,
): { days: string[]; values: number[] } {
  const byDay = new Map(rows.map((row) => [row.day, value(row)]));
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return { days, values: days.map((day) => byDay.get(day) ?? 0) };
}

/** The line's points: one day is drawn across its slot, as a single point would not show. */
function linePoints(values: number[], step: number, y: (value: number) => number): string {
  const [only] = values;
  if (values.length === 1 && only !== undefined) {
    return `${step * 0.15},${y(only)} ${step * 0.85},${y(only)}`;
  }
  return values.map((value, i) => `${i * step + step / 2},${y(value)}`).join(" ");
}

/** A value a day as bars (`kind: "bars"`) or a line, scaled to the largest. */
export function DayChart({
  title,
  days,
  values,
  kind,
  format,
}: {
  title: string;
  days: string[];
  values: number[];
  kind: "bars" | "line";
  format: (value: number) => string;
}) {
  const top = Math.max(...values, 0);
  const step = 100 / Math.max(days.length, 1);
  const y = (value: number) => HEIGHT - (top > 0 ? (value / top) * (HEIGHT - 8) : 0);
  return (
    <figure className="report-chart" aria-hidden="true">
      <figcaption>
        {title} <span className="muted">(max {format(top)})</span>
      </figcaption>
      {kind === "bars" ? (
        <svg width="100%" height={HEIGHT} role="presentation">
          {values.map((value, i) => (
            <rect
              key={days[i]}
              x={`${i * step + step * 0.15}%`}
              y={y(value)}
              width={`${step * 0.7}%`}
              height={HEIGHT - y(value)}
              className="report-bar"
            />
          ))}
        </svg>
      ) : (
        <svg
          width="100%"
          height={HEIGHT}
          viewBox={`0 0 100 ${HEIGHT}`}
          preserveAspectRatio="none"
          role="presentation"
        >
          <polyline
            className="report-line"
            fill="none"
            vectorEffect="non-scaling-stroke"
            points={linePoints(values, step, y)}
          />
        </svg>
      )}
      <div className="report-axis">
        <span>{days[0]}</span>
        {days.length > 1 ? <span>{days.at(-1)}</span> : null}
      </div>
    </figure>
  );
}

/** One widget's funnel as horizontal bars, each step's count beside it. */
export function FunnelBars({
  title,
  steps,
}: {
  title: string;
  steps: { label: string; value: number }[];
}) {
  const top = Math.max(...steps.map((step) => step.value), 1);
  return (
    <figure className="report-chart report-funnel" aria-hidden="true">
      <figcaption>{title}</figcaption>
      {steps.map((step) => (
        <div key={step.label} className="report-funnel-step">
          <span>{step.label}</span>
          <svg width="100%" height="14" role="presentation">
            <rect width={`${(step.value / top) * 100}%`} height="14" className="report-bar" />
          </svg>
          <span className="num">{step.value}</span>
        </div>
      ))}
    </figure>
  );
}
