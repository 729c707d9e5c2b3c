/** The desk's pages by path, without React: `/desk/...` in, a typed route out. */

export type Route =
  | { name: "inbox" }
  | { name: "lead"; id: string }
  | { name: "people"; lead: string | null }
  | { name: "audit" }
  | { name: "report" }
  | { name: "settings" }
  | { name: "enrol"; token: string }
  | { name: "not-found" };

export const DESK_BASE = "/desk";

export function routeOf(pathname: string, search: string): Route {
  const rest = pathname.startsWith(DESK_BASE) ? pathname.slice(DESK_BASE.length) : null;
  if (rest === null) return { name: "not-found" };
  const path = rest.replace(/\/+$/, "");
  if (path === "") return { name: "inbox" };
  const lead = /^\/leads\/([^/]+)$/.exec(path);
  if (lead?.[1]) return { name: "lead", id: decodeURIComponent(lead[1]) };
  switch (path) {
    case "/people":
      return { name: "people", lead: new URLSearchParams(search).get("lead") };
    case "/audit":
      return { name: "audit" };
    case "/report":
      return { name: "report" };
    case "/settings":
      return { name: "settings" };
    case "/enrol":
      return { name: "enrol", token: new URLSearchParams(search).get("token") ?? "" };
    default:
      return { name: "not-found" };
  }
}

/**
 * The page of everything stored about a lead's person, found by the lead's own phone or e-mail:
 * the lead's id in the address, never what the person wrote (addresses land in histories).
 */
export const personPath = (leadId: string) =>
  `${DESK_BASE}/people?lead=${encodeURIComponent(leadId)}`;

/** The path of a lead's page. */
export const leadPath = (id: string) => `${DESK_BASE}/leads/${encodeURIComponent(id)}`;
