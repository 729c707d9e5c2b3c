/** Every text of the desk's campaign report. */
export const reportCopy = {
  heading: "Report",
  intro:
    "Leads and how far the desk moved them, beside views and each widget's steps, by day, campaign, source, page and widget. Nothing here identifies a visitor.",
  model: "Credit campaigns to",
  models: { last: "Last touch", first: "First touch" },
  /** Which touch the campaign and source tables credit, as shown above them. */
  modelShown: {
    last: "Campaigns and sources: each lead's last touch, the last ad or campaign link that brought the visitor.",
    first:
      "Campaigns and sources: each lead's first touch, the ad or campaign link that first brought the visitor.",
  },
  countedHow:
    "Leads and stages are counted from the leads stored, in the broker's days. Views, first views, engaged and attempted come from the pages' events: anyone can send those and a leaving page may not, so they are estimates; a step never shows fewer than the leads stored, and a conversion rate never passes 100 %.",
  /** Above the tables of a report kept to some campaigns (`filters`: each filter and its text). */
  filteredTo: (filters: string) =>
    `Only the leads whose touch, and the views whose address, match ${filters}. The experiments below count every campaign.`,
  from: "From",
  to: "To",
  show: "Show",
  loading: "Loading the report…",
  failed: "The report could not be loaded. Try again in a moment.",
  empty: "Nothing was counted in these days.",
  tableLabel: (table: string) => `Table: ${table}`,
  download: (table: string) => `Download ${table} as CSV`,
  byDayHeading: "Leads and conversion by day",
  leadsChart: "Leads a day",
  rateChart: "Conversion rate a day",
  funnelHeading: "The funnel of each widget",
  funnelIntro:
    "First view shown, engaged, submit attempted, lead; the drop-off is what was lost from one step to the next.",
  campaignHeading: "By campaign",
  outcomeNote:
    "Reached: leads of these days that were moved to that stage, or past it, in the desk.",
  sourceHeading: "By campaign source",
  pageHeading: "By landing page",
  widgetHeading: "By widget and variant",
  columns: {
    day: "Day",
    campaign: "Campaign",
    source: "Campaign source",
    page: "Page",
    widget: "Widget",
    variant: "Variant",
    views: "Views",
    shown: "First views",
    engaged: "Engaged",
    attempted: "Attempted",
    leads: "Leads",
    rate: "Conversion",
    lostBeforeEngaged: "Drop-off to engaged",
    lostBeforeAttempt: "Drop-off to attempted",
    lostBeforeLead: "Drop-off to lead",
    contacted: "Reached contacted",
    qualified: "Reached qualified",
    settled: "Reached settled",
  },
  none: "(none)",
  steps: ["First view", "Engaged", "Attempted", "Lead"],
} as const;
