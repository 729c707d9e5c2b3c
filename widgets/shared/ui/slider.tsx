import type { KeyboardEvent, PointerEvent } from "react";
import { useRef } from "react";
import { clampToStep } from "../../../src/calculator/slider";
import type { Primitive } from "./primitive";
import sliderCss from "./slider.css?inline";

/** Declare in defineElement's `primitives` in every widget that renders a Slider. */
export const sliderPrimitive: Primitive = { name: "slider", css: sliderCss };

export interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  /** Defaults follow the generic slider of the spec: 0 to 100 in steps of 1. */
  min?: number;
  max?: number;
  step?: number;
  /** How many steps Page Up / Page Down move. */
  pageSteps?: number;
  id?: string;
  disabled?: boolean;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  /** What a screen reader announces for a value, e.g. "6.5 percent". */
  getValueText?: (value: number) => string;
  /** Extra class on the root, for layout by the caller. */
  className?: string;
}

/**
 * The value `count` steps (negative: down) from `current`, on the grid of `step` from `min` and
 * within the bounds. From a value between grid points (a start of 5.99 on a 0.1 grid) the first
 * step ends on the next grid point in that direction, so no press is lost or skips one.
 */
export function steppedValue(
  current: number,
  count: number,
  min: number,
  max: number,
  step: number,
): number {
  const onGrid = clampToStep(current, min, max, step);
  let remaining = count;
  if (count > 0 && onGrid > current) remaining -= 1;
  if (count < 0 && onGrid < current) remaining += 1;
  return clampToStep(onGrid + remaining * step, min, max, step);
}

/**
 * A horizontal slider with the WAI-ARIA slider pattern: arrows move one step, Page Up / Page Down
 * move `pageSteps` steps, Home / End jump to the bounds, and the track can be dragged or tapped.
 * A custom element rather than `<input type="range">` because the range input's track and thumb
 * cannot be styled consistently across engines, and this one sits in the most visible spot of the
 * calculator.
 */
export function Slider({
  value,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  pageSteps = 10,
  id,
  disabled = false,
  getValueText,
  className,
  ...aria
}: SliderProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  // Shown as given (a start of 5.99 on a 0.1 grid stays 5.99); any move lands on the grid.
  const current = Math.min(max, Math.max(min, value));
  const percent = max === min ? 0 : ((current - min) / (max - min)) * 100;

  function commit(next: number) {
    const snapped = clampToStep(next, min, max, step);
    if (snapped !== current) onValueChange(snapped);
  }

  const stepped = (count: number) => steppedValue(current, count, min, max, step);

  function targetFor(key: string): number | undefined {
    switch (key) {
      case "ArrowRight":
      case "ArrowUp":
        return stepped(1);
      case "ArrowLeft":
      case "ArrowDown":
        return stepped(-1);
      case "PageUp":
        return stepped(pageSteps);
      case "PageDown":
        return stepped(-pageSteps);
      case "Home":
        return min;
      case "End":
        return max;
      default:
        return undefined;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const next = targetFor(event.key);
    if (next === undefined) return;
    event.preventDefault();
    commit(next);
  }

  function valueAt(clientX: number): number {
    const track = trackRef.current;
    if (!track) return current;
    const box = track.getBoundingClientRect();
    if (box.width === 0) return current;
    const ratio = Math.min(1, Math.max(0, (clientX - box.left) / box.width));
    return min + ratio * (max - min);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    commit(valueAt(event.clientX));
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (disabled || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
    commit(valueAt(event.clientX));
  }

  return (
    <div
      className={className ? `slider ${className}` : "slider"}
      data-disabled={disabled ? "" : undefined}
      part="slider"
    >
      <div
        id={id}
        className="slider-control"
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={current}
        aria-valuetext={getValueText ? getValueText(current) : undefined}
        aria-orientation="horizontal"
        aria-disabled={disabled || undefined}
        {...aria}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
      >
        <div className="slider-track" ref={trackRef} part="slider-track">
          <div className="slider-range" style={{ width: `${percent}%` }} part="slider-range" />
          <div className="slider-thumb" style={{ left: `${percent}%` }} part="slider-thumb" />
        </div>
      </div>
    </div>
  );
}
