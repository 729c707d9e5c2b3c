import { useEffect } from "react";
import {
  newIdempotencyKey,
  pageAttribution,
  postLead,
  resendWaitingLeads,
  type SubmissionDeps,
} from "../../../src/api";
import type { LeadPage } from "../../../src/schemas/lead-page";
import { siteFor } from "../../../src/site/detect";
import { consentedStorage } from "../../../src/tracking/consent";
import { leadConsent } from "../../../src/tracking/lead-consent";
import { dispatch } from "../element/events";

/*
 * A lead submission (src/api/submission.ts) in a page: its storage, sending, clock, keys and
 * attribution, and the quiet resend of the leads an earlier page could not deliver.
 */

/** What `lead-submit` carries. */
export interface LeadSubmitDetail {
  /** The stored lead's id, as the server returned it. */
  id: string;
  /** The `source` the lead was sent with. */
  source: string;
  /**
   * True when the lead was sent again in the background: an earlier attempt got no answer (or a
   * 5xx) and the visitor left; this page's form found it waiting and the server has now stored
   * it. Absent on an ordinary submission.
   */
  resent?: boolean;
}

/**
 * Where `host`'s lead is sent from: this page, its site, the form's tag and variant, and the arm
 * of every experiment the pre-paint script chose for this page view (`data-exp-<id>` on
 * `<html>`); the server keeps only those running on this page.
 */
export function leadPageOf(host: Element): LeadPage {
  const arms: Record<string, string> = {};
  for (const { name, value } of Array.from(document.documentElement.attributes)) {
    if (name.startsWith("data-exp-")) arms[name.slice("data-exp-".length)] = value;
  }
  return {
    path: location.pathname,
    site: siteFor(location.href),
    widget: host.localName,
    variant: host.getAttribute("variant") ?? "",
    arms,
  };
}

/** The submission's dependencies in a page; a form's leads also say where they were sent from. */
export const pageDeps = (host?: Element): SubmissionDeps => ({
  ...(host ? { page: () => leadPageOf(host) } : {}),
  // Asked at each use: a form mounted before the page's consent and sent after it keeps its
  // waiting lead in localStorage, not in the page's memory.
  get storage() {
    return consentedStorage("localStorage");
  },
  send: postLead,
  now: Date.now,
  newKey: newIdempotencyKey,
  attribution: pageAttribution,
  consent: leadConsent,
});

/**
 * Sends the leads an earlier page could not (see src/api/outbox.ts); each one stored now reports
 * its conversion, marked resent. Each `lead-submit` goes out from `host` with `resent: true`;
 * nothing is shown and nobody navigates.
 */
async function resendFrom(host: HTMLElement): Promise<void> {
  const { sent } = await resendWaitingLeads(pageDeps());
  for (const { entry, id } of sent) {
    const source = typeof entry.body.source === "string" ? entry.body.source : "";
    dispatch(host, "lead-submit", { id, source, resent: true });
  }
}

/**
 * What every lead form does on its page besides its own lead: fixes the visit's attribution
 * (the first page that shows a lead form decides it), and sends the visit's waiting leads (this
 * page's or another's) now and whenever the browser comes back online.
 */
export function usePageSubmissions(host: HTMLElement): void {
  useEffect(() => {
    void pageAttribution();
  }, []);

  useEffect(() => {
    const resend = () => void resendFrom(host);
    resend();
    window.addEventListener("online", resend);
    return () => window.removeEventListener("online", resend);
  }, [host]);
}
