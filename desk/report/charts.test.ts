import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DayChart, everyDay } from "./charts";

describe("the report's day charts", () => {
  it("give every day of the range its place, a day without counts as 0", () => {
    const rows = [
      { day: "2026-11-23", leads: 2 },
      { day: "2026-11-25", leads: 5 },
    ];
    expect(everyDay("2026-11-22", "2026-11-25", rows, (row) => row.leads)).toEqual({
      days: ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"],
      values: [0, 2, 0, 5],
    });
  });

  it("draw a one-day range's line across its day, not as a point nothing shows, and name the day once", () => {
    const markup = renderToStaticMarkup(
      createElement(DayChart, {
        title: "Conversion rate a day",
        days: ["2026-11-25"],
        values: [50],
        kind: "line",
        format: String,
      }),
    );
    const points = /points="([^"]*)"/.exec(markup)?.[1] ?? "";
    const xs = points.split(" ").map((point) => Number(point.split(",")[0]));
    expect(xs).toHaveLength(2);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(50);
    // Its one day is named once under it, not as its first and its last.
    expect(markup.split("2026-11-25")).toHaveLength(2);
  });
});
