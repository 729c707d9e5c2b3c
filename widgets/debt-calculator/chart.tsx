import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { ChartPoint } from "../../src/calculator";
import { chartColors } from "./chart-colors";

/*
 * The recharts half of the calculator, loaded with import() after the figures are on screen
 * (recharts is most of the calculator's weight). The figures it draws are also in the
 * calculator's text alternative, so the drawing itself is hidden from assistive technology.
 */

export interface PaymentChartProps {
  data: readonly ChartPoint[];
  /** Top of the value axis (the variant's axis rule). */
  axisMax: number;
  height: number;
  /** Formats a monthly payment the way the variant shows money (the tooltip). */
  format: (value: number) => string;
  /** Formats an axis tick; whole dollars read best there in every variant. */
  formatTick: (value: number) => string;
  /** Bars grow in only when the visitor has not asked for reduced motion. */
  animate: boolean;
}

function PaymentTooltip({
  active,
  payload,
  format,
}: {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: unknown }>;
  format: (value: number) => string;
}) {
  const point = payload?.[0]?.payload as ChartPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="dc-tooltip">
      <p className="dc-tooltip__name">{point.name} Payment</p>
      <p className="dc-tooltip__value">{format(point.value)}</p>
    </div>
  );
}

export function PaymentChart({
  data,
  axisMax,
  height,
  format,
  formatTick,
  animate,
}: PaymentChartProps) {
  // Five evenly spaced ticks from 0 to the axis maximum, whatever recharts would round to.
  // Every tick is drawn (`interval={0}`): left to choose, recharts measures each label in a span
  // it adds to the host page's body, where the page's own styles (a 30 px root font, padded
  // spans) make the labels seem too wide for a narrow column, and it drops them for good.
  const ticks = [0, 1, 2, 3, 4].map((i) => (axisMax * i) / 4);
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
      <BarChart
        data={[...data]}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="name"
          interval={0}
          tickLine={false}
          axisLine={{ stroke: "#cbd5e1" }}
          tick={{ fill: "#334155", fontSize: 13 }}
        />
        <YAxis
          domain={[0, axisMax]}
          ticks={ticks}
          tickCount={5}
          interval={0}
          allowDataOverflow
          tickLine={false}
          axisLine={false}
          width={64}
          tick={{ fill: "#475569", fontSize: 12 }}
          tickFormatter={(value: number) => formatTick(value)}
        />
        <Tooltip
          cursor={{ fill: "rgb(15 23 42 / 0.05)" }}
          content={({ active, payload }) => (
            <PaymentTooltip active={active} payload={payload} format={format} />
          )}
          isAnimationActive={false}
        />
        <Bar dataKey="value" radius={[6, 6, 0, 0]} maxBarSize={96} isAnimationActive={animate}>
          {data.map((point) => (
            <Cell key={point.name} fill={chartColors[point.name]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
