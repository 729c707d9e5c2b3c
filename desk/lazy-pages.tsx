import { Component, type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { deskShell } from "../src/content/desk";
import { StatusLine } from "./app/use-request";
import { registerDeskWorker } from "./pwa/register";

/*
 * Every page but the inbox is a chunk of its own, so the inbox (the page a broker opens most,
 * often on a phone) waits for none of them. The page the address names starts loading as the
 * desk starts, beside the question of who is signed in; the others, and the service worker,
 * once the first screen has shown (`afterFirstScreen`), so the next tap does not wait either.
 */
const loaders = {
  lead: () => import("./lead/LeadPage").then((m) => ({ default: m.LeadPage })),
  people: () => import("./people/PeoplePage").then((m) => ({ default: m.PeoplePage })),
  audit: () => import("./audit/AuditPage").then((m) => ({ default: m.AuditPage })),
  // The report brings its charts.
  report: () => import("./report/ReportPage").then((m) => ({ default: m.ReportPage })),
  settings: () => import("./auth/Settings").then((m) => ({ default: m.Settings })),
  signIn: () => import("./auth/SignIn").then((m) => ({ default: m.SignIn })),
  enrol: () => import("./auth/Enrol").then((m) => ({ default: m.Enrol })),
};
export type LazyPageName = keyof typeof loaders;

/** Starts loading a page's code; harmless when it is loaded or loading. */
export function preloadPage(name: string): void {
  if (name in loaders) loaders[name as LazyPageName]().catch(() => {});
}

let warmed = false;
/** The first screen is up: the other pages' code and the service worker may load now. */
export function afterFirstScreen(): void {
  if (warmed) return;
  warmed = true;
  for (const name of Object.keys(loaders)) preloadPage(name);
  registerDeskWorker();
}

export const LeadPage = lazy(loaders.lead);
export const PeoplePage = lazy(loaders.people);
export const AuditPage = lazy(loaders.audit);
export const ReportPage = lazy(loaders.report);
export const Settings = lazy(loaders.settings);
export const SignIn = lazy(loaders.signIn);
export const Enrol = lazy(loaders.enrol);

/**
 * A page whose code could not be loaded (the connection dropped, or a new version of the desk
 * replaced its files) says so and offers to load the desk again, rather than leaving it blank.
 */
class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <p role="alert">{deskShell.failed}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {deskShell.retry}
        </button>
      </>
    );
  }
}

/** `Page` once its code is here; meanwhile the desk's loading line. */
export function Lazy<P extends object>({ page: Page, ...props }: { page: ComponentType<P> } & P) {
  return (
    <PageLoadBoundary>
      <Suspense fallback={<StatusLine status={deskShell.loading} className="muted" />}>
        <Page {...(props as unknown as P)} />
      </Suspense>
    </PageLoadBoundary>
  );
}
