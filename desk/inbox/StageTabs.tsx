import { deskInbox, deskStageLabels } from "../../src/content/desk";
import { STAGES, type StageCounts } from "../api/types";
import { Link } from "../app/router";
import { DESK_BASE } from "../app/routes";
import { type Filters, searchOfFilters } from "./filters";

/** Links to the list in each stage, with how many leads each holds under the other filters. */
export function StageTabs({ filters, counts }: { filters: Filters; counts: StageCounts | null }) {
  const total = counts ? STAGES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : null;
  const tabs = [
    { stage: "" as const, label: deskInbox.allStages, count: total },
    ...STAGES.map((stage) => ({
      stage,
      label: deskStageLabels[stage],
      count: counts ? (counts[stage] ?? 0) : null,
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
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
