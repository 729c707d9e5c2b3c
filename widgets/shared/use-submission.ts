import { useCallback, useEffect, useRef, useState } from "react";
import {
  createSubmission,
  type LeadEndpoints,
  type LeadPath,
  newIdempotencyKey,
  postLead,
  resendWaitingLeads,
  resolveApiBase,
  type Submission,
  type SubmissionDeps,
  type SubmissionOutcome,
} from "../../src/api";
import { browserStorage } from "../../src/site/storage";
import { dispatch } from "./events";
import { onDemand } from "./on-demand";

/**
 * The visit's attribution (src/tracking/attribution.ts), with the validation library that reads
 * it back from storage: imported after the form has painted, and awaited by a submission.
 */
export const attribution = onDemand(() => import("../../src/tracking/attribution"));

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

/** Where a form stands: nothing sent yet (or edited since), on its way, stored, not stored. */
export type SubmissionState = "idle" | "submitting" | "done" | "failed";

const pageDeps = (): SubmissionDeps => ({
  storage: browserStorage("localStorage"),
  send: postLead,
  now: Date.now,
  newKey: newIdempotencyKey,
});

/**
 * Sends the leads an earlier page could not (see src/api/outbox.ts). Each `lead-submit` goes out
 * from `host` with `resent: true`; nothing is shown and nobody navigates.
 */
async function resendFrom(host: HTMLElement): Promise<void> {
  const { sent } = await resendWaitingLeads(pageDeps());
  for (const { entry, id } of sent) {
    const source = typeof entry.body.source === "string" ? entry.body.source : "";
    dispatch(host, "lead-submit", { id, source, resent: true });
  }
}

export interface UseSubmissionOptions<P extends LeadPath> {
  /** The element the form lives in; `lead-submit` for a resent lead goes out from it. */
  host: HTMLElement;
  /** The function the form's leads go to. */
  path: P;
  /** The element's `api-base` attribute; by default where the script came from. */
  apiBase?: string | undefined;
  /** Reports the conversion, once per lead, before its first send leaves the page. */
  convert?: (body: LeadEndpoints[P]["body"]) => void;
}

export interface UseSubmission<P extends LeadPath> {
  state: SubmissionState;
  /** The server's message per field when it refused the lead (400); empty otherwise. */
  serverErrors: Record<string, string>;
  /** Sends the lead (see `createSubmission`); the outcome says what to show. */
  submit(body: LeadEndpoints[P]["body"]): Promise<SubmissionOutcome<LeadEndpoints[P]["reply"]>>;
  /** The visitor changed the form: back to `idle` (unless sending), the server's messages gone. */
  reset(): void;
}

/**
 * A form's lead submission, from `src/api/submission.ts`, as React state. Also sends, quietly,
 * the leads waiting in the browser's outbox: when the form mounts and when the browser comes back
 * online.
 */
export function useSubmission<P extends LeadPath>({
  host,
  path,
  apiBase,
  convert,
}: UseSubmissionOptions<P>): UseSubmission<P> {
  const [state, setState] = useState<SubmissionState>("idle");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const latestConvert = useRef(convert);
  latestConvert.current = convert;
  const submission = useRef<Submission<P> | null>(null);
  submission.current ??= createSubmission(path, pageDeps(), (body) =>
    latestConvert.current?.(body),
  );

  // The visit's attribution is fixed by the first page that shows a lead form.
  useEffect(() => {
    attribution.load().then(
      (module) => module.getAttribution(),
      (error: unknown) => console.error("Attribution failed to load", error),
    );
  }, []);

  // The visit's waiting leads (this page's or another's) go out now and when back online.
  useEffect(() => {
    const resend = () => void resendFrom(host);
    resend();
    window.addEventListener("online", resend);
    return () => window.removeEventListener("online", resend);
  }, [host]);

  const submit = useCallback(
    async (body: LeadEndpoints[P]["body"]) => {
      const current = submission.current;
      if (!current || current.sending) return { kind: "busy" } as const;
      setState("submitting");
      setServerErrors({});
      const outcome = await current.submit(resolveApiBase(apiBase, import.meta.url), body);
      setState(outcome.kind === "stored" ? "done" : "failed");
      setServerErrors(outcome.kind === "invalid" ? outcome.fields : {});
      return outcome;
    },
    [apiBase],
  );

  const reset = useCallback(() => {
    setState((now) => (now === "submitting" ? now : "idle"));
    setServerErrors({});
  }, []);

  return { state, serverErrors, submit, reset };
}
