import { deskNextActions } from "../../src/content/desk-contact";
import { Link } from "../app/router";
import { DESK_BASE } from "../app/routes";
import { useResource } from "../app/use-resource";
import { type Filters, NO_FILTERS, searchOfFilters } from "./filters";

interface Counts {
  dueToday: number;
  overdue: number;
}

/**
 * The day's next actions: the open leads whose follow-up is due today (the broker's day) and
 * those overdue, each a link to that list with how many it holds.
 */
export function NextActions({ filters }: { filters: Filters }) {
  // Until they come (or if they never do), the links show without their counts.
  const { loaded } = useResource<Counts>("/follow-ups");
  const counts = loaded.status === "ready" ? loaded.data : null;
  const views = [
    { key: "dueToday", label: deskNextActions.dueToday, count: counts?.dueToday },
    { key: "overdue", label: deskNextActions.overdue, count: counts?.overdue },
  ] as const;
  return (
    <nav aria-label={deskNextActions.label} className="stage-tabs next-actions">
      <ul>
        {views.map((view) => (
          <li key={view.key}>
            <Link
              href={`${DESK_BASE}${searchOfFilters({ ...NO_FILTERS, [view.key]: true })}`}
              aria-current={filters[view.key] ? "page" : undefined}
              className={`chip chip-${view.key}`}
            >
              {view.label} <span className="chip-count">{view.count ?? ""}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
