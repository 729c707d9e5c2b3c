import { useCallback, useEffect, useRef, useState } from "react";
import { deskShell } from "../src/content/desk";
import { api, SIGNED_IN_EVENT, SIGNED_OUT_EVENT } from "./api/client";
import type { DeskUser } from "./api/types";
import { LiveProvider } from "./app/live-context";
import { Link, useLocation } from "./app/router";
import { DESK_BASE, type Route, routeOf } from "./app/routes";
import { TopBar } from "./app/TopBar";
import { StatusLine } from "./app/use-request";
import { DeskUserContext } from "./app/user-context";
import { PasskeyNotices } from "./auth/PasskeyNotices";
import { setBusinessTimeZone } from "./format/format";
import { readFirstPage } from "./inbox/first-page";
import { InboxPage } from "./inbox/InboxPage";
import {
  AuditPage,
  afterFirstScreen,
  Enrol,
  Lazy,
  LeadPage,
  PeoplePage,
  preloadPage,
  ReportPage,
  Settings,
  SignIn,
} from "./lazy-pages";

type Session =
  | { status: "checking" }
  | { status: "signed-in"; user: DeskUser }
  /** `ended`: the session ended while the desk was open (expired, revoked, signed out elsewhere). */
  | { status: "signed-out"; ended?: boolean }
  | { status: "unreachable" };

function Page({ route }: { route: Route }) {
  switch (route.name) {
    case "inbox":
      // Once its rows are up, the other pages' code may load.
      return <InboxPage onShown={afterFirstScreen} />;
    case "lead":
      return <Lazy page={LeadPage} id={route.id} />;
    case "people":
      return <Lazy page={PeoplePage} key={route.lead} lead={route.lead} />;
    case "audit":
      return <Lazy page={AuditPage} />;
    case "report":
      return <Lazy page={ReportPage} />;
    case "settings":
      return <Lazy page={Settings} />;
    default:
      return (
        <section className="panel">
          <h1 tabIndex={-1}>{deskShell.notFound}</h1>
          <Link href={DESK_BASE}>{deskShell.backToInbox}</Link>
        </section>
      );
  }
}

/** The desk: who is signed in, then the top bar and the page the address names. */
export function App() {
  const { pathname, search } = useLocation();
  const route = routeOf(pathname, search);
  const [session, setSession] = useState<Session>({ status: "checking" });
  // The named page's code loads beside the question of who is signed in.
  useState(() => preloadPage(route.name));
  const main = useRef<HTMLElement>(null);
  const firstRoute = useRef(true);

  const check = useCallback(() => {
    setSession({ status: "checking" });
    api<{ user: DeskUser; timeZone?: string }>("/me").then(
      async ({ user, timeZone }) => {
        if (timeZone) setBusinessTimeZone(timeZone);
        await readFirstPage(location.pathname, location.search);
        setSession({ status: "signed-in", user });
      },
      (error: { status?: number }) => {
        if (error.status === 401) preloadPage("signIn");
        setSession({ status: error.status === 401 ? "signed-out" : "unreachable" });
      },
    );
  }, []);

  // Asked once (and again only on leaving the enrol page), not on every page change.
  const enrolling = route.name === "enrol";
  useEffect(() => {
    if (!enrolling) check();
  }, [check, enrolling]);

  useEffect(() => {
    const signedOut = () => setSession({ status: "signed-out", ended: true });
    window.addEventListener(SIGNED_OUT_EVENT, signedOut);
    window.addEventListener(SIGNED_IN_EVENT, check);
    return () => {
      window.removeEventListener(SIGNED_OUT_EVENT, signedOut);
      window.removeEventListener(SIGNED_IN_EVENT, check);
    };
  }, [check]);

  // On any page but the inbox (which says when its rows are up) the first screen is the page.
  const signedIn = session.status === "signed-in";
  const onInbox = route.name === "inbox";
  useEffect(() => {
    if (signedIn && !onInbox) afterFirstScreen();
  }, [signedIn, onInbox]);

  // A new page takes the focus to its heading, as a page load would for a screen reader.
  const pageKey = route.name === "lead" ? `lead:${route.id}` : route.name;
  useEffect(() => {
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    const within = main.current;
    if (!pageKey || !within) return;
    // A page whose code is still loading shows its heading a moment later.
    const focusHeading = () => {
      const heading = within.querySelector<HTMLElement>("h1");
      heading?.focus();
      return heading !== null;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(within, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pageKey]);

  if (route.name === "enrol") {
    return (
      <main id="main" className="page page-narrow">
        <Lazy page={Enrol} />
      </main>
    );
  }
  if (session.status === "checking") {
    return (
      <main id="main" className="page">
        <StatusLine status={deskShell.loading} className="muted" />
      </main>
    );
  }
  if (session.status === "unreachable") {
    return (
      <main id="main" className="page">
        <p role="alert">{deskShell.failed}</p>
        <button type="button" className="button" onClick={check}>
          {deskShell.retry}
        </button>
      </main>
    );
  }
  if (session.status === "signed-out") {
    return (
      <main id="main" className="page page-narrow">
        <Lazy page={SignIn} ended={session.ended} />
      </main>
    );
  }
  return (
    <DeskUserContext.Provider value={session.user}>
      <LiveProvider>
        <a className="skip-link" href="#main">
          {deskShell.skipLink}
        </a>
        <TopBar
          user={session.user}
          route={route}
          onSignedOut={() => setSession({ status: "signed-out" })}
        />
        <main id="main" className="page" ref={main}>
          <PasskeyNotices />
          <Page route={route} key={route.name} />
        </main>
      </LiveProvider>
    </DeskUserContext.Provider>
  );
}
