import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { deskInbox, deskShell } from "../../src/content/desk";
import { API_BASE, api } from "../api/client";
import type { LeadPage } from "../api/types";
import { useLive } from "../app/live-context";
import { useLocation } from "../app/router";
import { useNow } from "../app/use-now";
import { usePaged } from "../app/use-paged";
import { StatusLine } from "../app/use-request";
import { useIsOwner } from "../app/user-context";
import { FilterForm } from "./FilterForm";
import { filtersFromSearch, searchOfFilters } from "./filters";
import { takeFirstPage } from "./first-page";
import { INBOX_FIRST_PAGE, INBOX_PAGE, inboxFirstPath } from "./first-requests";
import { keepList, takeKeptList, withFirstPage } from "./kept-list";
import { LeadItem } from "./LeadItem";
import { matchesFilters } from "./live-filters";
import { placeLiveLead, withChangedLead } from "./live-order";
import { NewLeadsPill } from "./NewLeadsPill";
import { NextActions } from "./NextActions";
import { NotifyButton } from "./NotifyButton";
import { SortControl } from "./SortControl";
import { SpeedView } from "./SpeedView";
import { StageTabs } from "./StageTabs";
import { useCatchUp } from "./use-catch-up";
import { useRowAnchor } from "./use-row-anchor";

/** The list with the leads of the page after it (none twice), and that page's cursor. */
function appended(list: LeadPage, page: LeadPage): LeadPage {
  const seen = new Set(list.leads.map((l) => l.id));
  return {
    ...list,
    leads: [...list.leads, ...page.leads.filter((l) => !seen.has(l.id))],
    next: page.next,
  };
}

/**
 * The leads as the address's filters choose and sort them; a new one arrives where the sort puts
 * it, a changed one (its forwarding went) is updated where it stands, and no row on screen moves.
 * `onShown` is called once the first rows (or why there are none) are on screen.
 */
export function InboxPage({ onShown }: { onShown?: () => void }) {
  const { search } = useLocation();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const query = searchOfFilters(filters);
  // Every lead at once leaves the desk: the owner's to do.
  const owner = useIsOwner();
  // Back from a lead: the same rows, scrolled as they were, then brought up to date.
  const [back] = useState(() => takeKeptList(query));
  // Opened on the inbox: its first rows, read with who is signed in, drawn with the shell
  // (taken either way; rows kept from before go first).
  const [given] = useState(() => takeFirstPage(inboxFirstPath(filters)));
  const { subscribe, unseen, opens } = useLive();
  const now = useNow();
  const rows = useRef<HTMLUListElement>(null);
  // The first rows, then the rest of a phone's first screens once those are shown; "Load more"
  // adds a page of the default size.
  const pathOf = useCallback(
    (cursor: string | null) =>
      cursor ? `/leads${searchOfFilters(filters, { cursor })}` : inboxFirstPath(filters),
    [filters],
  );
  const rest = (cursor: string) =>
    `/leads${searchOfFilters(filters, { cursor, limit: String(INBOX_PAGE - INBOX_FIRST_PAGE) })}`;
  const { paged, more, retry, update } = usePaged<LeadPage>(pathOf, appended, {
    kept: back,
    given,
    // The newest rows go above the kept ones, which stay where the broker left them.
    over: (shown, first) => {
      hold();
      return withFirstPage(shown, first, filters.sort);
    },
    rest,
    asked: (first) => read(first),
  });
  const { list, busy: loadingMore } = paged;
  const moreFailed = list !== null && paged.failure !== null;
  const { hold, above, showNew } = useRowAnchor(rows, list);
  // Leads stored before the stream opened, above the rows, which stay where they are.
  const { read, heard } = useCatchUp(opens, (signal, newer) =>
    api<LeadPage>(inboxFirstPath(filters), { signal }).then((page) => {
      hold();
      update((before) => withFirstPage(before, page, filters.sort, newer));
    }),
  );

  const shown = list !== null || paged.failure !== null;
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);

  useLayoutEffect(() => {
    if (back) window.scrollTo(0, back.scrollY);
  }, [back]);
  // Left for a lead's page (or any other): kept as it is, to come back to. A layout effect's
  // clean-up runs while the rows are still in the page, so the scroll is still theirs.
  const latest = useRef({ list, query });
  latest.current = { list, query };
  useLayoutEffect(
    () => () => {
      const { list: left, query: at } = latest.current;
      if (left) keepList({ query: at, ...left, scrollY: window.scrollY });
    },
    [],
  );

  useEffect(
    () =>
      subscribe((lead, news) => {
        heard(lead.id);
        hold(news === "new" ? lead.id : undefined);
        if (news === "change") {
          update((before) => ({ ...before, leads: withChangedLead(before.leads, lead) }));
          return;
        }
        // Counts per stage are for the other filters, whatever stage tab is open.
        const counted = matchesFilters(lead, { ...filters, stage: "" });
        update((before) => {
          const known = before.leads.some((l) => l.id === lead.id);
          return {
            ...before,
            leads: matchesFilters(lead, filters)
              ? placeLiveLead(before.leads, lead, filters.sort, before.next !== null)
              : before.leads,
            counts:
              counted && !known
                ? { ...before.counts, [lead.stage]: (before.counts[lead.stage] ?? 0) + 1 }
                : before.counts,
            values:
              counted && !known && lead.value
                ? { ...before.values, [lead.stage]: (before.values[lead.stage] ?? 0) + lead.value }
                : before.values,
          };
        });
      }),
    [subscribe, filters, hold, heard, update],
  );

  return (
    <div className="inbox">
      <div className="page-head">
        <h1 tabIndex={-1}>{deskInbox.heading}</h1>
        <div className="page-actions">
          <NotifyButton />
          {owner && (
            <a
              className="button button-quiet"
              href={`${API_BASE}/leads/export.csv${query}`}
              download
            >
              {deskInbox.exportCsv}
            </a>
          )}
        </div>
      </div>
      <NextActions filters={filters} />
      <StageTabs
        filters={filters}
        counts={list ? list.counts : null}
        values={list ? list.values : null}
      />
      <FilterForm filters={filters} />
      <SortControl filters={filters} />
      {list === null && paged.failure === null ? (
        <StatusLine status={deskShell.loading} className="muted" />
      ) : list === null ? (
        <div role="alert">
          <p>{deskShell.failed}</p>
          <button type="button" className="button" onClick={retry}>
            {deskShell.retry}
          </button>
        </div>
      ) : list.leads.length === 0 ? (
        <p className="empty">{deskInbox.empty}</p>
      ) : (
        <>
          <div className="lead-head" aria-hidden="true">
            <span>{deskInbox.columns.when}</span>
            <span>{deskInbox.columns.name}</span>
            <span>{deskInbox.columns.what}</span>
            <span>{deskInbox.columns.from}</span>
            <span>{deskInbox.columns.stage}</span>
            <span>{deskInbox.columns.followUp}</span>
            <span>{deskInbox.columns.forwarded}</span>
          </div>
          <NewLeadsPill count={above} onShow={showNew} />
          <ul className="lead-list" aria-label={deskInbox.heading} ref={rows}>
            {list.leads.map((lead) => (
              <LeadItem key={lead.id} lead={lead} now={now} fresh={unseen.has(lead.id)} />
            ))}
          </ul>
          {moreFailed ? <p role="alert">{deskShell.failed}</p> : null}
          {list.next ? (
            <button
              type="button"
              className="button button-wide"
              onClick={more}
              disabled={loadingMore}
            >
              {loadingMore ? deskInbox.loadingMore : deskInbox.loadMore}
            </button>
          ) : null}
        </>
      )}
      {/* Below the list, and only once it is shown, so it never pushes the list down. */}
      {list ? <SpeedView /> : null}
    </div>
  );
}
