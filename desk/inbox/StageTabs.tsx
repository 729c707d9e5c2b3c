import { deskInbox, deskStageLabels } from "../../src/content/desk";
import { STAGES, type StageCounts, type StageValues } from "../api/types";
import { Link } from "../app/router";
import { DESK_BASE } from "../app/routes";
import { compactMoney } from "../format/format";
import { type Filters, searchOfFilters } from "./filters";

/**
 * Links to the list in each stage, with how many leads each holds under the other filters and
 * what they are worth together.
 */
export function StageTabs({
  filters,
  counts,
  values,
}: {
  filters: Filters;
  counts: StageCounts | null;
  values: StageValues | null;
}) {
  const sum = (of: Record<string, number> | null) =>
    of ? STAGES.reduce((total, s) => total + (of[s] ?? 0), 0) : null;
  const tabs = [
    { stage: "" as const, label: deskInbox.allStages, count: sum(counts), value: sum(values) },
    ...STAGES.map((stage) => ({
      stage,
      label: deskStageLabels[stage],
      count: counts ? (counts[stage] ?? 0) : null,
      value: values ? (values[stage] ?? 0) : null,
    })),
  ];
  return (
    <nav aria-label={deskInbox.stagesLabel} className="stage-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.stage || "all"}>
            <Link
              href={`${DESK_BASE}${searchOfFilters({ ...filters, stage: tab.stage })}`}
              aria-current={filters.stage === tab.stage ? "page" : undefined}
              className={`chip chip-${tab.stage || "all"}`}
            >
              {tab.label} <span className="chip-count">{tab.count ?? ""}</span>
              {tab.value ? (
                <span className="chip-value">
                  <span className="visually-hidden">{deskInbox.stageValue("")}</span>
                  {compactMoney(tab.value)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
