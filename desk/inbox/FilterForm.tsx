import { type FormEvent, useEffect, useState } from "react";
import type { CampaignValues } from "../../functions/store/desk-types";
import { deskInbox, deskKindLabels } from "../../src/content/desk";
import { api, query } from "../api/client";
import { Field } from "../app/Field";
import { Link, navigate } from "../app/router";
import { DESK_BASE } from "../app/routes";
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

  // The campaign values of the range's leads, offered as the broker types (any case and
  // spacing finds them, and any part of one).
  const [values, setValues] = useState<CampaignValues | null>(null);
  const { from, to } = draft;
  useEffect(() => {
    const controller = new AbortController();
    api<CampaignValues>(`/leads/campaign-values${query({ from, to })}`, {
      signal: controller.signal,
    }).then(setValues, () => {});
    return () => controller.abort();
  }, [from, to]);

  /** One of the filters typed in: a date, or text matched in the lead's campaign values. */
  const textFilter = (
    key: "from" | "to" | "campaign" | "source" | "medium",
    type?: "date",
    offered?: string[],
  ) => (
    <Field label={deskInbox[key]}>
      <input
        type={type}
        className="input"
        value={draft[key]}
        onChange={(e) => set(key)(e.target.value)}
        list={offered ? `values-${key}` : undefined}
        autoComplete="off"
      />
      {offered ? (
        <datalist id={`values-${key}`}>
          {offered.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ) : null}
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
            {textFilter("from", "date")}
            {textFilter("to", "date")}
            {textFilter("campaign", undefined, values?.campaign ?? [])}
            {textFilter("source", undefined, values?.campaignSource ?? [])}
            {textFilter("medium", undefined, values?.campaignMedium ?? [])}
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
