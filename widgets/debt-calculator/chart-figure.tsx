import { type ComponentType, type RefObject, useEffect, useRef, useState } from "react";
import { type CalculatorResult, headroomAxisMax, roundAxisMax } from "../../src/calculator";
import { type CalculatorVariantDefinition, calculatorCopy } from "../../src/content/calculator";
import type { PaymentChartProps } from "./chart";
import type { Outcome } from "./outcome";
import { StaticChart } from "./static-chart";

const CHART_HEIGHT = 240;

interface ChartFigureProps {
  outcome: Outcome;
  axis: CalculatorVariantDefinition["axis"];
}

/**
 * The two-bar chart in a box of fixed height, drawn as static SVG until recharts has loaded
 * (when the box nears the viewport, or is hovered, touched or focused), and its caption.
 */
export function ChartFigure({ outcome, axis }: ChartFigureProps) {
  const { result, rateEntered, format, formatWhole } = outcome;
  const box = useRef<HTMLElement>(null);
  const late = useLateChart(box);
  // The chart takes over bars already drawn, so they must not grow in from nothing then; it
  // animates once the figures change after that.
  const [takenOverAt, setTakenOverAt] = useState<CalculatorResult | null>(null);
  if (late && takenOverAt === null) setTakenOverAt(result);
  const axisMax =
    axis === "headroom"
      ? headroomAxisMax(result.currentMonthly)
      : roundAxisMax(result.currentMonthly, result.refinancedMonthly);
  const { chart, rateMissing } = calculatorCopy;
  const current = format(result.currentMonthly);
  const data = rateEntered ? result.chartData : result.chartData.slice(0, 1);
  return (
    <figure ref={box} className="dc-chart" part="chart" data-state={late ? "ready" : "loading"}>
      <div className="dc-chart__plot" aria-hidden="true" style={{ height: CHART_HEIGHT }}>
        {late ? (
          <late.Chart
            data={data}
            axisMax={axisMax}
            height={CHART_HEIGHT}
            format={format}
            formatTick={formatWhole}
            animate={late.animate && takenOverAt !== null && result !== takenOverAt}
          />
        ) : (
          <StaticChart
            data={data}
            axisMax={axisMax}
            height={CHART_HEIGHT}
            formatTick={formatWhole}
          />
        )}
      </div>
      <figcaption className="dc-chart__legend">
        <span className="dc-swatch" data-tone="current" aria-hidden="true">
          {chart.current}
        </span>
        <span className="dc-swatch" data-tone="refinanced" aria-hidden="true">
          {chart.refinanced}
        </span>
        <span className="visually-hidden">
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

const approaches = ["pointerenter", "touchstart", "focusin"] as const;

/**
 * Loads the chart module when its box comes within 200 px of the viewport or is approached
 * (at once where IntersectionObserver is missing).
 */
function useLateChart(box: RefObject<HTMLElement | null>): LateChart | null {
  const [late, setLate] = useState<LateChart | null>(null);
  useEffect(() => {
    const figure = box.current;
    if (!figure) return;
    let live = true;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      stop();
      import("./chart")
        .then((module) => {
          const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
          if (live) setLate({ Chart: module.PaymentChart, animate: !reduced });
        })
        // Without the chart the static bars, the figures and the legend still say everything.
        .catch(() => undefined);
    };
    const observer =
      "IntersectionObserver" in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
            rootMargin: "200px",
          })
        : undefined;
    const stop = () => {
      observer?.disconnect();
      for (const type of approaches) figure.removeEventListener(type, load);
    };
    for (const type of approaches) figure.addEventListener(type, load, { passive: true });
    if (observer) observer.observe(figure);
    else load();
    return () => {
      live = false;
      stop();
    };
  }, [box]);
  return late;
}
