import { type ComponentType, useEffect, useState } from "react";
import { type CalculatorResult, compactAxisMax, detailedAxisMax } from "../../src/calculator";
import { type CalculatorVariantContent, calculatorCopy } from "../../src/content/calculator";
import type { PaymentChartProps } from "./chart";

const CHART_HEIGHT = 240;

interface ChartFigureProps {
  result: CalculatorResult;
  axis: CalculatorVariantContent["axis"];
  /** Without a refinance rate there is no refinanced bar to draw. */
  rateEntered: boolean;
  format: (n: number) => string;
  formatWhole: (n: number) => string;
}

/** The two-bar chart in a box of fixed height, a placeholder until it loads, and its caption. */
export function ChartFigure({ result, axis, rateEntered, format, formatWhole }: ChartFigureProps) {
  const late = useLateChart();
  const axisMax =
    axis === "headroom"
      ? detailedAxisMax(result.currentMonthly)
      : compactAxisMax(result.currentMonthly, result.refinancedMonthly);
  const { chart, rateMissing } = calculatorCopy;
  const current = format(result.currentMonthly);
  return (
    <figure className="dc-chart" part="chart" data-state={late ? "ready" : "loading"}>
      <div className="dc-chart__plot" aria-hidden="true" style={{ height: CHART_HEIGHT }}>
        {late ? (
          <late.Chart
            data={rateEntered ? result.chartData : result.chartData.slice(0, 1)}
            axisMax={axisMax}
            height={CHART_HEIGHT}
            format={format}
            formatTick={formatWhole}
            animate={late.animate}
          />
        ) : (
          <div className="dc-chart__placeholder">
            <span className="dc-chart__bar" style={{ height: "70%" }} />
            <span className="dc-chart__bar" style={{ height: "25%" }} />
          </div>
        )}
      </div>
      <figcaption className="dc-chart__legend">
        <span className="dc-swatch" data-tone="current" aria-hidden="true">
          {chart.current}
        </span>
        <span className="dc-swatch" data-tone="refinanced" aria-hidden="true">
          {chart.refinanced}
        </span>
        <span className="ebw-visually-hidden">
          {rateEntered
            ? chart.caption(current, format(result.refinancedMonthly))
            : rateMissing.chartCaption(current)}
        </span>
      </figcaption>
    </figure>
  );
}

interface LateChart {
  Chart: ComponentType<PaymentChartProps>;
  /** Bars grow in only when the visitor has not asked for reduced motion. */
  animate: boolean;
}

/** Loads the chart module once the figures are on screen. */
function useLateChart(): LateChart | null {
  const [late, setLate] = useState<LateChart | null>(null);
  useEffect(() => {
    let live = true;
    import("./chart")
      .then((module) => {
        const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
        if (live) setLate({ Chart: module.PaymentChart, animate: !reduced });
      })
      // Without the chart the figures and the legend still say everything.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return late;
}
