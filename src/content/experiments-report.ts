/** The desk's experiments report: every word it shows. */
export const experimentsReportCopy = {
  heading: "Experiments",
  loading: "Loading the experiments…",
  failed: "The experiments could not be loaded. Try again in a moment.",
  retry: "Try again",
  none: "No experiments are declared.",
  range: (from: string, to: string) => `Page views and leads from ${from} to ${to}.`,
  metric: "Counted as a lead: a lead the server acknowledged.",
  status: {
    scheduled: (start: string) => `Starts ${start}: everyone sees the control until then.`,
    running: (start: string, end: string) => `Running from ${start} to ${end}.`,
    chosen: (arm: string) => `Ended: everyone now sees “${arm}”.`,
    endDate: (arm: string, end: string) =>
      `Ended on ${end}: everyone now sees “${arm}”, the control.`,
  },
  notEnough: "Not enough data yet",
  notEnoughDetail: (views: number, leads: number) =>
    `Each arm needs at least ${views} views and ${leads} leads before the chances below mean anything; until then none is shown, and no arm is better yet.`,
  columns: {
    arm: "Arm",
    views: "Views",
    leads: "Leads",
    rate: "Conversion",
    beats: "Chance to beat control",
    loss: "Expected loss",
  },
  control: "control",
  lossHint:
    "Expected loss: the conversion rate given up, on average, by choosing this arm if another is really better. Lower is safer.",
} as const;
