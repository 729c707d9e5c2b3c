import { type FormEvent, useEffect, useState } from "react";
import { deskInbox, deskKindLabels } from "../../src/content/desk";
import { Field } from "../app/Field";
import { Link, navigate } from "../app/router";
import { DESK_BASE } from "../app/routes";
import { CampaignFields } from "./CampaignFields";
import { type Filters, hasFilters, NO_FILTERS, searchOfFilters } from "./filters";

/**
 * The search box and the other filters. Applying one changes the address (so a reload keeps
 * it); on a phone all but the search fold away.
 */
export function FilterForm({ filters }: { filters: Filters }) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const set =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  /** A date filter. */
  const dateFilter = (key: "from" | "to") => (
    <Field label={deskInbox[key]}>
      <input
        type="date"
        className="input"
        value={draft[key]}
        onChange={(e) => set(key)(e.target.value)}
      />
    </Field>
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${DESK_BASE}${searchOfFilters(draft)}`);
  };
  const active = hasFilters(filters);

  return (
    <search className="filters">
      <form onSubmit={apply}>
        <div className="search-row">
          <label htmlFor="q" className="visually-hidden">
            {deskInbox.search}
          </label>
          <input
            id="q"
            type="search"
            className="input search-input"
            placeholder={deskInbox.searchPlaceholder}
            value={draft.q}
            onChange={(e) => set("q")(e.target.value)}
            autoComplete="off"
          />
          <button type="submit" className="button">
            {deskInbox.search}
          </button>
        </div>
        <details className="more-filters" open={active || undefined}>
          <summary>{deskInbox.filtersHeading}</summary>
          <div className="filter-grid">
            <Field label={deskInbox.kind}>
              <select
                className="input"
                value={draft.kind}
                onChange={(e) => set("kind")(e.target.value)}
              >
                <option value="">{deskInbox.anyKind}</option>
                {Object.entries(deskKindLabels).map(([kind, label]) => (
                  <option key={kind} value={kind}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
            {dateFilter("from")}
            {dateFilter("to")}
            <CampaignFields
              from={draft.from}
              to={draft.to}
              value={draft}
              onChange={(name, text) => set(name)(text)}
              offerOnFocus
            />
            <label className="check">
              <input
                type="checkbox"
                checked={draft.overdue}
                onChange={(e) => set("overdue")(e.target.checked)}
              />
              <span>{deskInbox.overdue}</span>
            </label>
          </div>
          <div className="filter-actions">
            <button type="submit" className="button">
              {deskInbox.apply}
            </button>
            {active ? (
              <Link
                className="button button-quiet"
                href={`${DESK_BASE}${searchOfFilters({ ...NO_FILTERS, stage: filters.stage })}`}
              >
                {deskInbox.clear}
              </Link>
            ) : null}
          </div>
        </details>
      </form>
    </search>
  );
}
