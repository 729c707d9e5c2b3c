import type { ChartPoint } from "../../src/calculator";
import { chartColors } from "./chart-colors";

/*
 * The chart's first view: the same two bars, axis and grid the recharts chart draws, as plain
 * SVG from the same figures, so it is in the pre-rendered page and the chart can take over in
 * place when it loads. The geometry copies the chart's (see chart.tsx): a 64 px value axis, 8 px
 * margins top and right, a 30 px category axis, bars 80% of their band and at most 96 px wide
 * with rounded tops. Widths depend on the box, so the value axis and the plot are two SVGs side by
 * side and everything across the plot is placed in percentages of its width.
 */

const AXIS_WIDTH = 64;
const TOP = 8;
const RIGHT = 8;
const X_AXIS_HEIGHT = 30;
const MAX_BAR = 96;
const RADIUS = 6;

interface StaticChartProps {
  data: readonly ChartPoint[];
  axisMax: number;
  height: number;
  formatTick: (value: number) => string;
}

export function StaticChart({ data, axisMax, height, formatTick }: StaticChartProps) {
  const bottom = height - X_AXIS_HEIGHT;
  const plotHeight = bottom - TOP;
  const yOf = (value: number) => TOP + plotHeight * (1 - Math.min(value / axisMax, 1));
  const ticks = [0, 1, 2, 3, 4].map((i) => (axisMax * i) / 4);
  const band = 100 / Math.max(data.length, 1);
  const barWidth = `min(${MAX_BAR}px, ${band * 0.8}%)`;
  return (
    <div className="dc-static-chart" style={{ height }}>
      <svg aria-hidden="true" width={AXIS_WIDTH} height={height}>
        {ticks.map((tick) => (
          <text
            key={tick}
            x={AXIS_WIDTH - 8}
            y={yOf(tick)}
            dy="0.355em"
            textAnchor="end"
            fill="#475569"
            fontSize={12}
          >
            {formatTick(tick)}
          </text>
        ))}
      </svg>
      <svg
        aria-hidden="true"
        className="dc-static-chart__plot"
        height={height}
        style={{ marginRight: RIGHT }}
        overflow="visible"
      >
        {ticks.map((tick) => (
          <line key={tick} x1="0" x2="100%" y1={yOf(tick)} y2={yOf(tick)} stroke="#e2e8f0" />
        ))}
        {/* Clipped at the axis, so only the bars' top corners show rounded. */}
        <svg aria-hidden="true" width="100%" height={bottom}>
          {data.map((point, i) => (
            <rect
              key={point.name}
              y={yOf(point.value)}
              height={Math.max(bottom - yOf(point.value), 0) + (point.value > 0 ? RADIUS : 0)}
              rx={RADIUS}
              fill={chartColors[point.name]}
              style={{ x: `calc(${band * (i + 0.5)}% - ${barWidth} / 2)`, width: barWidth }}
            />
          ))}
        </svg>
        <line x1="0" x2="100%" y1={bottom} y2={bottom} stroke="#cbd5e1" />
        {data.map((point, i) => (
          <text
            key={point.name}
            x={`${band * (i + 0.5)}%`}
            y={bottom + 8}
            dy="0.71em"
            textAnchor="middle"
            fill="#334155"
            fontSize={13}
          >
            {point.name}
          </text>
        ))}
      </svg>
    </div>
  );
}
