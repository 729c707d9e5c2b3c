/*
 * The report's two charts as plain SVG: a few dozen shapes need no chart library in the desk's
 * script. Each is hidden from assistive technology; the table under it says the same.
 */

const WIDTH = 640;
const HEIGHT = 160;
const BAR = "#2563eb";
const LINE = "#059669";

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
  const step = WIDTH / Math.max(days.length, 1);
  const y = (value: number) => HEIGHT - (top > 0 ? (value / top) * (HEIGHT - 16) : 0);
  return (
    <figure className="report-chart" aria-hidden="true">
      <figcaption>
        {title} <span className="muted">(max {format(top)})</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`} width="100%" role="presentation">
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#94a3b8" />
        {kind === "bars" ? (
          values.map((value, i) => (
            <rect
              key={days[i]}
              x={i * step + step * 0.15}
              y={y(value)}
              width={step * 0.7}
              height={HEIGHT - y(value)}
              fill={BAR}
            />
          ))
        ) : (
          <polyline
            fill="none"
            stroke={LINE}
            strokeWidth="2"
            points={values.map((value, i) => `${i * step + step / 2},${y(value)}`).join(" ")}
          />
        )}
        <text x="0" y={HEIGHT + 14} fontSize="11" fill="#475569">
          {days[0]}
        </text>
        <text x={WIDTH} y={HEIGHT + 14} fontSize="11" fill="#475569" textAnchor="end">
          {days.at(-1)}
        </text>
      </svg>
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
  const row = 26;
  return (
    <figure className="report-chart" aria-hidden="true">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${steps.length * row}`} width="100%" role="presentation">
        {steps.map((step, i) => (
          <g key={step.label} transform={`translate(0 ${i * row})`}>
            <text x="0" y="16" fontSize="12" fill="#334155">
              {step.label}
            </text>
            <rect x="110" y="4" width={((WIDTH - 190) * step.value) / top} height="16" fill={BAR} />
            <text x={WIDTH} y="16" fontSize="12" fill="#334155" textAnchor="end">
              {step.value}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
