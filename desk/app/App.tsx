import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { deskShell } from "../../src/content/desk";
import { api, SIGNED_IN_EVENT, SIGNED_OUT_EVENT } from "../api/client";
import type { DeskUser } from "../api/types";
import { AuditPage } from "../audit/AuditPage";
import { Enrol } from "../auth/Enrol";
import { PasskeyNotices } from "../auth/PasskeyNotices";
import { SignIn } from "../auth/SignIn";
import { setBusinessTimeZone } from "../format/format";
import { InboxPage } from "../inbox/InboxPage";
import { LeadPage } from "../lead/LeadPage";
import { PeoplePage } from "../people/PeoplePage";
import { LiveProvider } from "./live-context";
import { Link, useLocation } from "./router";
import { DESK_BASE, type Route, routeOf } from "./routes";
import { TopBar } from "./TopBar";
import { StatusLine } from "./use-request";
import { DeskUserContext } from "./user-context";

// The report brings its charts, Settings its many sections and the lock screen's preview: each
// loaded when first opened, not with the inbox.
const ReportPage = lazy(() =>
  import("../report/ReportPage").then((module) => ({ default: module.ReportPage })),
);
const Settings = lazy(() =>
  import("../auth/Settings").then((module) => ({ default: module.Settings })),
);

type Session =
  | { status: "checking" }
  | { status: "signed-in"; user: DeskUser }
  /** `ended`: the session ended while the desk was open (expired, revoked, signed out elsewhere). */
  | { status: "signed-out"; ended?: boolean }
  | { status: "unreachable" };

function Page({ route }: { route: Route }) {
  switch (route.name) {
    case "inbox":
      return <InboxPage />;
    case "lead":
      return <LeadPage id={route.id} />;
    case "people":
      return <PeoplePage key={route.lead} lead={route.lead} />;
    case "audit":
      return <AuditPage />;
    case "report":
      return (
        <Suspense fallback={<StatusLine status={deskShell.loading} className="muted" />}>
          <ReportPage />
        </Suspense>
      );
    case "settings":
      return (
        <Suspense fallback={<StatusLine status={deskShell.loading} className="muted" />}>
          <Settings />
        </Suspense>
      );
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
  const main = useRef<HTMLElement>(null);
  const firstRoute = useRef(true);

  const check = useCallback(() => {
    setSession({ status: "checking" });
    api<{ user: DeskUser; timeZone?: string }>("/me").then(
      ({ user, timeZone }) => {
        if (timeZone) setBusinessTimeZone(timeZone);
        setSession({ status: "signed-in", user });
      },
      (error: { status?: number }) =>
        setSession({ status: error.status === 401 ? "signed-out" : "unreachable" }),
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

  // A new page takes the focus to its heading, as a page load would for a screen reader.
  const pageKey = route.name === "lead" ? `lead:${route.id}` : route.name;
  useEffect(() => {
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    if (pageKey) main.current?.querySelector<HTMLElement>("h1")?.focus();
  }, [pageKey]);

  if (route.name === "enrol") {
    return (
      <main id="main" className="page page-narrow">
        <Enrol />
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
        <SignIn ended={session.ended} />
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
          <Page route={route} />
        </main>
      </LiveProvider>
    </DeskUserContext.Provider>
  );
}
