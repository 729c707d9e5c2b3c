import { useEffect, useState } from "react";
import { deskNextActions } from "../../src/content/desk-contact";
import { api } from "../api/client";
import { Link } from "../app/router";
import { DESK_BASE } from "../app/routes";
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
  const [counts, setCounts] = useState<Counts | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    api<Counts>("/follow-ups", { signal: abort.signal }).then(setCounts, () => {});
    return () => abort.abort();
  }, []);
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
