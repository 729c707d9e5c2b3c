import { useState } from "react";
import { deskShell } from "../../src/content/desk";
import { type ApiError, api } from "../api/client";
import type { DeskUser } from "../api/types";
import { useLive } from "./live-context";
import { Link, navigate } from "./router";
import { DESK_BASE, type Route } from "./routes";

const links = [
  { name: "inbox", href: DESK_BASE, label: deskShell.navLinks.inbox },
  { name: "people", href: `${DESK_BASE}/people`, label: deskShell.navLinks.people },
  { name: "audit", href: `${DESK_BASE}/audit`, label: deskShell.navLinks.audit, owner: true },
  { name: "report", href: `${DESK_BASE}/report`, label: deskShell.navLinks.report },
] as const;

/** The broker's name, whether new leads arrive live, the pages, Settings and Sign out. */
export function TopBar({
  user,
  route,
  onSignedOut,
}: {
  user: DeskUser;
  route: Route;
  onSignedOut: () => void;
}) {
  const { state } = useLive();
  const [leaving, setLeaving] = useState(false);
  const current = route.name === "lead" ? "inbox" : route.name;

  const signOut = async () => {
    setLeaving(true);
    try {
      await api<void>("/sign-out", { method: "POST", body: {} });
    } catch (error) {
      // Already signed out elsewhere (401): the same outcome. Otherwise stay signed in.
      if ((error as ApiError).status !== 401) {
        setLeaving(false);
        return;
      }
    }
    navigate(DESK_BASE, { replace: true });
    onSignedOut();
  };

  return (
    <header className="top-bar">
      <div className="top-bar-row">
        <span className="broker" title={user.email}>
          {user.name || user.email}
        </span>
        <span
          className={`live live-${state}`}
          role="img"
          aria-label={deskShell.liveLabel(deskShell.live[state])}
        >
          <span className="live-dot" aria-hidden="true" />
          <span aria-hidden="true">{deskShell.live[state]}</span>
        </span>
        <span className="top-bar-actions">
          <Link
            className="top-link"
            href={`${DESK_BASE}/settings`}
            aria-current={current === "settings" ? "page" : undefined}
          >
            {deskShell.settings}
          </Link>
          <button type="button" className="top-link" onClick={signOut} disabled={leaving}>
            {leaving ? deskShell.signingOut : deskShell.signOut}
          </button>
        </span>
      </div>
      <nav aria-label={deskShell.nav}>
        <ul className="nav-list">
          {links
            .filter((link) => user.role === "owner" || !("owner" in link))
            .map((link) => (
              <li key={link.name}>
                <Link href={link.href} aria-current={current === link.name ? "page" : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </header>
  );
}
