import type { Migration } from "./migration";

export default {
  version: 11,
  name: "funnel counters",
  statements: [
    // Counts, never rows about people: one row per day and combination of dimensions, each
    // event's count a column. '' stands for a dimension a page view did not have.
    `CREATE TABLE funnel_counts (
        day date NOT NULL,
        site text NOT NULL,
        path text NOT NULL,
        utm_source text NOT NULL,
        utm_medium text NOT NULL,
        utm_campaign text NOT NULL,
        widget text NOT NULL,
        variant text NOT NULL,
        experiment text NOT NULL,
        arm text NOT NULL,
        views integer NOT NULL DEFAULT 0,
        shown integer NOT NULL DEFAULT 0,
        engaged integer NOT NULL DEFAULT 0,
        attempted integer NOT NULL DEFAULT 0,
        leads integer NOT NULL DEFAULT 0,
        PRIMARY KEY (day, site, path, utm_source, utm_medium, utm_campaign, widget, variant,
          experiment, arm)
      )`,
    // The same counts summed per day the ways the report and the experiments read them
    // (grouping: total, campaign, source, path, widget with variant, experiment with arm),
    // kept up by the same writes: a 90-day report reads a few thousand rows, not millions.
    `CREATE TABLE funnel_rollup (
        day date NOT NULL,
        grouping text NOT NULL,
        value text NOT NULL,
        value2 text NOT NULL,
        views integer NOT NULL DEFAULT 0,
        shown integer NOT NULL DEFAULT 0,
        engaged integer NOT NULL DEFAULT 0,
        attempted integer NOT NULL DEFAULT 0,
        leads integer NOT NULL DEFAULT 0,
        PRIMARY KEY (grouping, day, value, value2)
      )`,
    // The values each dimension took on a day, so that past a few hundred the rest fold into
    // "other" and one day's rows stay bounded whatever a client sends.
    `CREATE TABLE funnel_values (
        day date NOT NULL,
        dimension text NOT NULL,
        value text NOT NULL,
        PRIMARY KEY (day, dimension, value)
      )`,
  ],
} satisfies Migration;
