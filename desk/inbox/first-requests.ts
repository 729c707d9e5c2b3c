import { routeOf } from "../app/routes";
import { type Filters, filtersFromSearch, searchOfFilters } from "./filters";

/**
 * What the desk asks its API first for an address, written once for the desk and for the server
 * that serves its page: the server names them in the page's `Link` header (`rel=preload`), so a
 * phone asks for them as the page arrives, beside the desk's script, and the desk's own calls
 * take those answers. Signed out, each is a 401 and says nothing.
 */

/** The inbox's first page: the rows of a phone's first screen or two, the rest asked after. */
export const INBOX_FIRST_PAGE = 20;
/** Rows a page of the inbox holds after the first (and what "Load more" adds). */
export const INBOX_PAGE = 50;

/** `/leads?…` for the inbox's first rows under `filters`. */
export const inboxFirstPath = (filters: Filters): string =>
  `/leads${searchOfFilters(filters, { limit: String(INBOX_FIRST_PAGE) })}`;

/** The API paths (under `/desk/api`) the desk at `pathname` + `search` asks as it starts. */
export function firstRequests(pathname: string, search: string): string[] {
  const route = routeOf(pathname, search);
  // The enrol page asks no one who is signed in.
  if (route.name === "enrol" || route.name === "not-found") return [];
  return route.name === "inbox" ? ["/me", inboxFirstPath(filtersFromSearch(search))] : ["/me"];
}
