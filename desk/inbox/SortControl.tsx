import { deskInbox } from "../../src/content/desk";
import { navigate } from "../app/router";
import { DESK_BASE } from "../app/routes";
import { type Filters, INBOX_ORDERS, type InboxOrder, searchOfFilters } from "./filters";

/** The list's order (newest, value, follow-up due), kept in the address like every filter. */
export function SortControl({ filters }: { filters: Filters }) {
  return (
    <label className="sort-control">
      <span>{deskInbox.sortLabel}</span>
      <select
        className="input"
        value={filters.sort}
        onChange={(event) =>
          navigate(
            `${DESK_BASE}${searchOfFilters({ ...filters, sort: event.target.value as InboxOrder })}`,
          )
        }
      >
        {INBOX_ORDERS.map((order) => (
          <option key={order} value={order}>
            {deskInbox.sorts[order]}
          </option>
        ))}
      </select>
    </label>
  );
}
