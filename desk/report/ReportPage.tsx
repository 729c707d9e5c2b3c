import { type FormEvent, useEffect, useRef, useState } from "react";
import type {
  ReportGroup,
  ReportResponse,
  ReportTotals,
} from "../../functions/desk/report/figures";
import type { TouchModel } from "../../functions/store/funnel/lead-report";
import { deskInbox } from "../../src/content/desk";
import { reportCopy as copy } from "../../src/content/report";
import { query } from "../api/client";
import { navigate, useLocation } from "../app/router";
import { DESK_BASE } from "../app/routes";
import { useResource } from "../app/use-resource";
import { CAMPAIGN_FILTER_KEYS, CAMPAIGN_FILTERS, CampaignFields } from "../inbox/CampaignFields";
import { DayChart, everyDay, FunnelBars } from "./charts";
import { type Column, dropOff, rate } from "./csv";
import { ExperimentsReport } from "./ExperimentsReport";
import { ReportSection } from "./ReportTable";
import "./report.css";

export type { ReportResponse } from "../../functions/desk/report/figures";

const named = (value: string) => value || copy.none;
const col = copy.columns;

/** Views, leads and conversion of a group: the columns every "by …" table starts with. */
function groupColumns(first: string): Column<ReportGroup>[] {
  return [
    { heading: first, cell: (row) => named(row.value) },
    { heading: col.views, cell: (row) => row.views, numeric: true },
    { heading: col.leads, cell: (row) => row.leads, numeric: true },
    { heading: col.rate, cell: (row) => rate(row.leads, row.views), numeric: true },
  ];
}

const campaignColumns: Column<ReportGroup>[] = [
  ...groupColumns(col.campaign),
  { heading: col.contacted, cell: (row) => row.contacted, numeric: true },
  { heading: col.qualified, cell: (row) => row.qualified, numeric: true },
  { heading: col.settled, cell: (row) => row.settled, numeric: true },
];

type WidgetRow = ReportResponse["byWidget"][number];
const widgetColumns: Column<WidgetRow>[] = [
  { heading: col.widget, cell: (row) => row.widget },
  { heading: col.variant, cell: (row) => named(row.variant) },
  { heading: col.shown, cell: (row) => row.shown, numeric: true },
  { heading: col.engaged, cell: (row) => row.engaged, numeric: true },
  { heading: col.lostBeforeEngaged, cell: (row) => dropOff(row.engaged, row.shown), numeric: true },
  { heading: col.attempted, cell: (row) => row.attempted, numeric: true },
  {
    heading: col.lostBeforeAttempt,
    cell: (row) => dropOff(row.attempted, row.engaged),
    numeric: true,
  },
  { heading: col.leads, cell: (row) => row.leads, numeric: true },
  { heading: col.lostBeforeLead, cell: (row) => dropOff(row.leads, row.attempted), numeric: true },
  { heading: col.rate, cell: (row) => rate(row.leads, row.shown), numeric: true },
];

const dayColumns: Column<ReportTotals & { day: string }>[] = [
  { heading: col.day, cell: (row) => row.day },
  { heading: col.views, cell: (row) => row.views, numeric: true },
  { heading: col.leads, cell: (row) => row.leads, numeric: true },
  { heading: col.rate, cell: (row) => rate(row.leads, row.views), numeric: true },
];

/** What the report's address may ask: its range, model and campaign filters. */
const ASKED = ["from", "to", "model", ...CAMPAIGN_FILTERS] as const;
type Asked = Record<(typeof ASKED)[number], string>;

/** The report an address asks for (a bookmark, a shared link, back and forward). */
function askedIn(search: string): Asked {
  const params = new URLSearchParams(search);
  return Object.fromEntries(ASKED.map((name) => [name, params.get(name)?.trim() ?? ""])) as Asked;
}

type Range = { from?: string; to?: string; model?: TouchModel };

/**
 * The range and model an address names, before any answer: the inputs show them at once, so
 * the form can be sent while the report still loads. What it leaves out is the server's
 * default (the last 30 days), shown once answered; a day left empty asks for that default.
 */
function rangeIn(search: string): Range {
  const { from, to, model } = askedIn(search);
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(Object.hasOwn(copy.models, model) ? { model: model as TouchModel } : {}),
  };
}

/**
 * The campaign report: a date range, the model and the campaign filters, kept in the page's
 * address; its charts and tables, then the experiments.
 */
export function ReportPage() {
  const { search } = useLocation();
  const [range, setRange] = useState(() => rangeIn(search));
  // What the range inputs show: the address's range, then the answer's, unless the broker
  // changed one meanwhile.
  const [inputs, setInputs] = useState(range);
  const edited = useRef(false);
  const [campaign, setCampaign] = useState(() => askedIn(search));
  useEffect(() => setCampaign(askedIn(search)), [search]);

  // The report the address asks for; an earlier one still loading is given up.
  const { loaded, retry } = useResource<ReportResponse>(`/report${query(askedIn(search))}`);
  const report = loaded.status === "ready" ? loaded.data : null;
  useEffect(() => {
    if (!report) return;
    setRange({ from: report.from, to: report.to, model: report.model });
    if (!edited.current) setInputs({ from: report.from, to: report.to, model: report.model });
  }, [report]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    edited.current = false;
    const data = new FormData(event.currentTarget);
    const asked = Object.fromEntries(ASKED.map((name) => [name, String(data.get(name) ?? "")]));
    const target = `${DESK_BASE}/report${query(asked)}`;
    // The same report asked again is loaded again (the address does not change).
    if (target === window.location.pathname + window.location.search) retry();
    else navigate(target);
  };

  // Keyed by the range shown, so a range set from elsewhere (the address) shows in the inputs.
  const dateField = (name: "from" | "to") => (
    <label className="field">
      {copy[name]}
      <input
        className="input"
        type="date"
        name={name}
        defaultValue={inputs[name]}
        key={`${name}${inputs[name]}`}
      />
    </label>
  );

  return (
    <div className="report">
      <div className="page-head">
        <h1 tabIndex={-1}>{copy.heading}</h1>
      </div>
      <p className="muted">{copy.intro}</p>
      <form
        className="report-range"
        onSubmit={submit}
        onInput={() => {
          edited.current = true;
        }}
      >
        {dateField("from")}
        {dateField("to")}
        <label className="field">
          {copy.model}
          <select
            className="input"
            name="model"
            defaultValue={inputs.model ?? "last"}
            key={`model${inputs.model}`}
          >
            <option value="last">{copy.models.last}</option>
            <option value="first">{copy.models.first}</option>
          </select>
        </label>
        <CampaignFields
          from={range.from ?? ""}
          to={range.to ?? ""}
          value={campaign}
          onChange={(name, text) => setCampaign((now) => ({ ...now, [name]: text }))}
        />
        <button type="submit" className="button">
          {copy.show}
        </button>
      </form>
      {loaded.status === "loading" ? <p className="muted">{copy.loading}</p> : null}
      {loaded.status === "failed" ? <p role="alert">{copy.failed}</p> : null}
      {report ? <ReportBody report={report} /> : null}
      <ExperimentsReport from={range.from} to={range.to} />
    </div>
  );
}

function ReportBody({ report }: { report: ReportResponse }) {
  const filters = CAMPAIGN_FILTERS.flatMap((name) => {
    const typed = report.filter?.[CAMPAIGN_FILTER_KEYS[name]];
    return typed ? [`${deskInbox[name].toLowerCase()} “${typed}”`] : [];
  }).join(", ");
  const leads = everyDay(report.from, report.to, report.byDay, (row) => row.leads);
  const rates = everyDay(report.from, report.to, report.byDay, (row) =>
    row.views > 0 ? (row.leads / row.views) * 100 : 0,
  );
  return (
    <>
      <p className="report-model">{copy.modelShown[report.model]}</p>
      {filters ? <p className="report-model">{copy.filteredTo(filters)}</p> : null}
      <p className="muted">{copy.countedHow}</p>
      {report.byDay.length === 0 ? <p className="empty">{copy.empty}</p> : null}
      <ReportSection
        id="report-days"
        heading={copy.byDayHeading}
        table={{ file: "report-by-day", columns: dayColumns, rows: report.byDay }}
      >
        <DayChart
          title={copy.leadsChart}
          days={leads.days}
          values={leads.values}
          kind="bars"
          format={String}
        />
        <DayChart
          title={copy.rateChart}
          days={rates.days}
          values={rates.values}
          kind="line"
          format={(value) => `${value.toFixed(1)}%`}
        />
      </ReportSection>
      <ReportSection
        id="report-funnel"
        heading={copy.funnelHeading}
        note={copy.funnelIntro}
        table={{
          caption: copy.widgetHeading,
          file: "report-by-widget",
          columns: widgetColumns,
          rows: report.byWidget,
        }}
      >
        {report.byWidget.map((row) => (
          <FunnelBars
            key={row.value}
            title={row.value}
            steps={[row.shown, row.engaged, row.attempted, row.leads].map((value, i) => ({
              label: copy.steps[i] ?? "",
              value,
            }))}
          />
        ))}
      </ReportSection>
      <ReportSection
        id="report-campaigns"
        heading={copy.campaignHeading}
        note={copy.outcomeNote}
        table={{
          file: "report-by-campaign",
          columns: campaignColumns,
          rows: report.byCampaign,
        }}
      />
      <ReportSection
        id="report-sources"
        heading={copy.sourceHeading}
        table={{
          file: "report-by-source",
          columns: groupColumns(col.source),
          rows: report.bySource,
        }}
      />
      <ReportSection
        id="report-pages"
        heading={copy.pageHeading}
        table={{ file: "report-by-page", columns: groupColumns(col.page), rows: report.byPath }}
      />
    </>
  );
}
