import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { deskInbox, deskShell } from "../../src/content/desk";
import { API_BASE, api } from "../api/client";
import type { LeadPage, LeadSummary, StageCounts, StageValues } from "../api/types";
import { useLive } from "../app/live-context";
import { useLocation } from "../app/router";
import { useNow } from "../app/use-now";
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

type Ready = {
  status: "ready";
  leads: LeadSummary[];
  next: string | null;
  counts: StageCounts;
  values: StageValues;
};
type List = { status: "loading" } | { status: "failed" } | Ready;

/** The list with the leads of the page after it (none twice), and that page's cursor. */
function appended(list: Ready, page: LeadPage): Ready {
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
  const restoringBack = useRef(back !== null);
  // Opened on the inbox: its first rows, read with who is signed in, drawn with the shell.
  const [given] = useState(() => {
    const first = takeFirstPage(inboxFirstPath(filters));
    return back ? null : first;
  });
  const givenFirst = useRef(given);
  const [list, setList] = useState<List>(
    back
      ? {
          status: "ready",
          leads: back.leads,
          next: back.next,
          counts: back.counts,
          values: back.values,
        }
      : given
        ? { status: "ready", ...given }
        : { status: "loading" },
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { subscribe, unseen, opens } = useLive();
  const now = useNow();
  const rows = useRef<HTMLUListElement>(null);
  const { hold, above, showNew } = useRowAnchor(rows, list);
  // Leads stored before the stream opened, above the rows, which stay where they are.
  const { read, heard } = useCatchUp(opens, (signal, newer) =>
    api<LeadPage>(inboxFirstPath(filters), { signal }).then((page) => {
      hold();
      setList((before) =>
        before.status === "ready" ? withFirstPage(before, page, filters.sort, newer) : before,
      );
    }),
  );

  useEffect(() => {
    const abort = new AbortController();
    // Only the first load after coming back merges into the kept rows.
    const restoring = restoringBack.current;
    restoringBack.current = false;
    const first = givenFirst.current;
    givenFirst.current = null;
    // The rows after a phone's first screen come once those are shown.
    const fill = (after: string) =>
      api<LeadPage>(
        `/leads${searchOfFilters(filters, { cursor: after, limit: String(INBOX_PAGE - INBOX_FIRST_PAGE) })}`,
        { signal: abort.signal },
      ).then(
        (rest) =>
          setList((before) => (before.status === "ready" ? appended(before, rest) : before)),
        () => {},
      );
    if (first) {
      read(Promise.resolve());
      if (first.next) fill(first.next);
      return () => abort.abort();
    }
    if (!restoring) setList({ status: "loading" });
    const asked = api<LeadPage>(inboxFirstPath(filters), { signal: abort.signal });
    read(asked);
    asked.then(
      (page) => {
        // The newest rows go above the kept ones, which stay where the broker left them.
        if (restoring) hold();
        setList((before) =>
          restoring && before.status === "ready"
            ? withFirstPage(before, page, filters.sort)
            : { status: "ready", ...page },
        );
        if (!restoring && page.next) fill(page.next);
      },
      () => {
        if (!abort.signal.aborted) setList({ status: "failed" });
      },
    );
    void attempt;
    return () => abort.abort();
  }, [filters, attempt, hold, read]);

  const shown = list.status !== "loading";
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
      if (left.status === "ready") keepList({ query: at, ...left, scrollY: window.scrollY });
    },
    [],
  );

  useEffect(
    () =>
      subscribe((lead, news) => {
        heard(lead.id);
        hold(news === "new" ? lead.id : undefined);
        if (news === "change") {
          setList((before) =>
            before.status === "ready"
              ? { ...before, leads: withChangedLead(before.leads, lead) }
              : before,
          );
          return;
        }
        // Counts per stage are for the other filters, whatever stage tab is open.
        const counted = matchesFilters(lead, { ...filters, stage: "" });
        setList((before) => {
          if (before.status !== "ready") return before;
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
    [subscribe, filters, hold, heard],
  );

  const loadMore = useCallback(async () => {
    if (list.status !== "ready" || !list.next) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await api<LeadPage>(`/leads${searchOfFilters(filters, { cursor: list.next })}`);
      setList((before) => (before.status === "ready" ? appended(before, page) : before));
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [list, filters]);

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
        counts={list.status === "ready" ? list.counts : null}
        values={list.status === "ready" ? list.values : null}
      />
      <FilterForm filters={filters} />
      <SortControl filters={filters} />
      {list.status === "loading" ? (
        <StatusLine status={deskShell.loading} className="muted" />
      ) : list.status === "failed" ? (
        <div role="alert">
          <p>{deskShell.failed}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
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
              onClick={loadMore}
              disabled={loadingMore}
            >
              {loadingMore ? deskInbox.loadingMore : deskInbox.loadMore}
            </button>
          ) : null}
        </>
      )}
      {/* Below the list, and only once it is shown, so it never pushes the list down. */}
      {list.status === "ready" ? <SpeedView /> : null}
    </div>
  );
}
