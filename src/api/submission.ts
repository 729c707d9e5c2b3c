import type { CollectLeadInput, SubmitLeadInput } from "../schemas";
import { type CollectLeadReply, type PostResult, postJson, type SubmitLeadReply } from "./client";
import {
  DEFAULT_LEAD_PATH,
  type FlushResult,
  flushOutbox,
  forgetSent,
  isFinalAnswer,
  type OutboxStorage,
  rememberUnsent,
  type SendLead,
} from "./outbox";

/*
 * One way to submit a lead, for every form: the conversion, the outbox write, the idempotency
 * key, the 409 rule and the outcome, from the visitor's first click to the server's answer; and
 * the quiet resend of leads an earlier page could not deliver. No DOM and no framework: storage,
 * sending, the clock and the conversion come in as dependencies, so it runs in unit tests as it
 * runs in a widget.
 */

/** The functions a lead can go to, with the body each takes and the reply it gives. */
export interface LeadEndpoints {
  "/api/submit-lead": { body: SubmitLeadInput; reply: SubmitLeadReply };
  "/api/collect-lead": { body: CollectLeadInput; reply: CollectLeadReply };
}
export type LeadPath = keyof LeadEndpoints;
type LeadBodyOf<P extends LeadPath> = LeadEndpoints[P]["body"];

/** The `send` a page uses: POSTs the lead as JSON to `${apiBase}${path}`. */
export const postLead: SendLead = (apiBase, body, idempotencyKey, path) =>
  postJson(`${apiBase}${path}`, body, { idempotencyKey });

export interface SubmissionDeps {
  /** Where waiting leads are kept (localStorage in a page); null when there is none. */
  storage: OutboxStorage | null | undefined;
  send: SendLead;
  /** ms since the epoch; stamps waiting leads and ages them out. */
  now: () => number;
  newKey: () => string;
  /** Keys this page is sending right now; a background resend leaves them alone. */
  inFlight?: Set<string>;
}

/** How one submission ended, for the form to show. */
export type SubmissionOutcome<Reply> =
  /** The server stored the lead (2xx). The next `submit` starts a new lead. */
  | { kind: "stored"; reply: Reply; key: string }
  /** The server refused some fields (400 with a message per field); nothing was stored. */
  | { kind: "invalid"; fields: Record<string, string> }
  /**
   * Anything else: no answer, 5xx, another 4xx. `waiting` says the lead stays in the outbox and
   * will be sent again in the background (never for a final refusal or a filled-in honeypot).
   */
  | { kind: "failed"; status: number; error: string; waiting: boolean }
  /** `submit` was called while this lead was still on its way; nothing more was sent. */
  | { kind: "busy" };

export interface Submission<P extends LeadPath> {
  /**
   * Sends the lead, keeping the key of the attempt until the server stores it; a retry after a
   * failure (also with corrected fields) is the same lead. One at a time.
   */
  submit(
    apiBase: string,
    body: LeadBodyOf<P>,
  ): Promise<SubmissionOutcome<LeadEndpoints[P]["reply"]>>;
  /** True while a `submit` waits for its answer. */
  readonly sending: boolean;
}

// On globalThis, not in this module: each standalone script bundles its own copy of this file,
// and a resend from one of them must still leave alone what another one is sending.
const IN_FLIGHT = Symbol.for("ebw.leadSubmission.inFlight");
type InFlightState = { [IN_FLIGHT]?: Set<string> };

function pageInFlight(): Set<string> {
  const state = globalThis as InFlightState;
  state[IN_FLIGHT] ??= new Set();
  return state[IN_FLIGHT];
}

/**
 * One lead from a form, sent to the function at `path`.
 *
 * `convert` reports the conversion before the request leaves, so a visitor who closes the page
 * straight after sending is still counted; once per lead: on its first send, never on a retry
 * of it, never on a background resend. After a 409 the lead goes again under a new key, but for
 * the visitor it is still the one lead they submitted, so the conversion does not fire again.
 * Once the server stores it, the next `submit` is a new lead with a new key and its own
 * conversion.
 */
export function createSubmission<P extends LeadPath>(
  path: P,
  deps: SubmissionDeps,
  convert: (body: LeadBodyOf<P>) => void = () => {},
): Submission<P> {
  type Reply = LeadEndpoints[P]["reply"];
  const inFlight = deps.inFlight ?? pageInFlight();
  let key: string | null = null;
  let converted = false;
  let sending = false;

  const sendOnce = async (apiBase: string, body: LeadBodyOf<P>, attemptKey: string) => {
    // Written before sending, so closing the tab mid-request loses nothing either; kept until
    // the server gives a final answer (honeypot-filled attempts are never kept).
    const kept = rememberUnsent(deps.storage, {
      key: attemptKey,
      apiBase,
      // Without a path the entry reads as the ones written before paths were kept.
      ...(path === DEFAULT_LEAD_PATH ? {} : { path }),
      body,
      savedAt: deps.now(),
    });
    inFlight.add(attemptKey);
    let answer: PostResult<unknown>;
    try {
      answer = await deps.send(apiBase, body, attemptKey, path);
    } catch {
      answer = { ok: false, status: 0, error: "network" };
    } finally {
      inFlight.delete(attemptKey);
    }
    if (isFinalAnswer(answer)) forgetSent(deps.storage, attemptKey);
    return { answer, kept };
  };

  return {
    get sending() {
      return sending;
    },
    async submit(apiBase, body) {
      if (sending) return { kind: "busy" };
      sending = true;
      try {
        if (!converted) {
          converted = true;
          try {
            convert(body);
          } catch {
            // Tracking never stands between a visitor and their submission.
          }
        }
        key ??= deps.newKey();
        let { answer, kept } = await sendOnce(apiBase, body, key);
        if (answer.status === 409) {
          // An earlier version of this lead already reached the broker (resent in the background
          // before the visitor corrected a field): this one goes as a lead of its own.
          key = deps.newKey();
          ({ answer, kept } = await sendOnce(apiBase, body, key));
        }
        if (answer.ok) {
          const storedKey = key;
          key = null;
          converted = false;
          return { kind: "stored", reply: answer.data as Reply, key: storedKey };
        }
        if (answer.status === 400 && answer.fields)
          return { kind: "invalid", fields: answer.fields };
        return {
          kind: "failed",
          status: answer.status,
          error: answer.error,
          waiting: kept && !isFinalAnswer(answer),
        };
      } finally {
        sending = false;
      }
    },
  };
}

/**
 * Sends the leads that waited in the outbox (an earlier attempt, on this page or another, got no
 * final answer), skipping those this page is sending right now. Nothing is converted again: the
 * conversion went out when the visitor submitted. Never throws.
 */
export function resendWaitingLeads(deps: SubmissionDeps): Promise<FlushResult> {
  const inFlight = deps.inFlight ?? pageInFlight();
  return flushOutbox(deps.storage, deps.send, deps.now(), { skip: (key) => inFlight.has(key) });
}
