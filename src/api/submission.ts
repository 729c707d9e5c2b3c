import type { ResourceRequestInput, SubmitLeadInput } from "../schemas";
import type { Attribution } from "../schemas/attribution";
import type { LeadPage } from "../schemas/lead-page";
import { type ConversionParams, trackConversion } from "../tracking/conversions";
import type { LeadConsent } from "../tracking/lead-consent";
import {
  type PostResult,
  postJson,
  type ResourceRequestReply,
  type SubmitLeadReply,
} from "./client";
import {
  type Conversion,
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
 * One way to submit a lead, for every form: the visit's attribution, the outbox write, the
 * idempotency key, the 409 rule, the conversion on the server's acknowledgement and the
 * outcome, from the visitor's first click to the server's answer; and the quiet resend of leads
 * an earlier page could not deliver. No DOM and no framework: storage, sending, the clock,
 * attribution and the tags come in as dependencies, so it runs in unit tests as in a widget.
 */

/** The functions a lead can go to, with the body each takes and the reply it gives. */
export interface LeadEndpoints {
  "/api/submit-lead": { body: SubmitLeadInput; reply: SubmitLeadReply };
  "/api/collect-lead": { body: ResourceRequestInput; reply: ResourceRequestReply };
}
export type LeadPath = keyof LeadEndpoints;
type LeadBodyOf<P extends LeadPath> = LeadEndpoints[P]["body"];
/** `Omit` over each member of a union, so a lead's `kind` still tells its fields apart. */
export type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What a form hands over: its lead without the attribution, page and consent the submission adds. */
export type LeadInput<P extends LeadPath> = Without<
  LeadBodyOf<P>,
  "attribution" | "page" | "consent"
>;

/** How long a visitor waits after a 429 that named no `Retry-After`. */
export const DEFAULT_RETRY_AFTER_MS = 60_000;

/** The `send` a page uses: POSTs the lead as JSON to `${apiBase}${path}`. */
export const postLead: SendLead = (apiBase, body, idempotencyKey, path) =>
  postJson(`${apiBase}${path}`, body, { idempotencyKey });

/**
 * The visit's attribution in a page, from src/tracking/attribution.ts (and the validation
 * library it reads storage with), imported when first wanted; none rather than no lead when it
 * cannot load. The first call of a visit fixes it (see `captureAttribution`).
 */
export function pageAttribution(): Promise<Attribution | undefined> {
  return import("../tracking/attribution").then(
    (module) => module.getAttribution(),
    () => undefined,
  );
}

export interface SubmissionDeps {
  /** Where waiting leads are kept (localStorage in a page); null when there is none. */
  storage: OutboxStorage | null | undefined;
  send: SendLead;
  /** ms since the epoch; stamps waiting leads and ages them out. */
  now: () => number;
  newKey: () => string;
  /** The visit's attribution, sent with every lead; none by default. */
  attribution?: () => Promise<Attribution | undefined>;
  /** Where on the site the lead is sent from, and the arms its page view showed; none by default. */
  page?: () => LeadPage | undefined;
  /** The page's consent as the lead is sent (see `leadConsent`); none by default. */
  consent?: () => LeadConsent;
  /**
   * Reports a conversion; resolves once the tags have it. `eventId` is the stored lead's id,
   * which the server's own report of the same conversion carries too. `trackConversion` by
   * default.
   */
  track?: (name: string, params: ConversionParams, eventId?: string) => Promise<void>;
  /** Keys this page is sending right now; a background resend leaves them alone. */
  inFlight?: Set<string>;
  /** Keys whose conversion this page reported; none is reported twice. */
  converted?: Set<string>;
}

/** How one submission ended, for the form to show. */
export type SubmissionOutcome<Reply> =
  /**
   * The server stored the lead (2xx). `handedOver` resolves once its conversion is with the
   * page's tags (at most a second): wait for it before leaving the page. The next `submit`
   * starts a new lead.
   */
  | { kind: "stored"; reply: Reply; key: string; handedOver: Promise<void> }
  /** The server refused some fields (4xx with a message per field); nothing was stored. */
  | { kind: "invalid"; status: number; fields: Record<string, string> }
  /**
   * The server asked this connection to wait (429): nothing was stored nor kept to send later.
   * `message` is the server's own words when it gave some.
   */
  | { kind: "rate-limited"; retryAfterMs: number; message?: string }
  /**
   * Anything else: no answer, 5xx, another 4xx. `waiting` says the lead stays in the outbox and
   * will be sent again in the background (never for a final refusal or a filled-in honeypot).
   */
  | { kind: "failed"; status: number; error: string; waiting: boolean }
  /** `submit` was called while this lead was still on its way; nothing more was sent. */
  | { kind: "busy" };

export interface Submission<P extends LeadPath> {
  /**
   * Sends the lead with the visit's attribution, keeping the key of the attempt until the
   * server stores it; a retry after a failure (also with corrected fields) is the same lead.
   * One at a time.
   */
  submit(
    apiBase: string,
    lead: LeadInput<P>,
  ): Promise<SubmissionOutcome<LeadEndpoints[P]["reply"]>>;
  /** True while a `submit` waits for its answer. */
  readonly sending: boolean;
}

// On globalThis, not in this module: each standalone script bundles its own copy of this file,
// and a resend from one of them must still leave alone what another one is sending, and not
// report again what another one reported.
const IN_FLIGHT = Symbol.for("ebw.leadSubmission.inFlight");
const CONVERTED = Symbol.for("ebw.leadSubmission.converted");
type PageState = { [IN_FLIGHT]?: Set<string>; [CONVERTED]?: Set<string> };

function pageSet(name: typeof IN_FLIGHT | typeof CONVERTED): Set<string> {
  const state = globalThis as PageState;
  state[name] ??= new Set();
  return state[name];
}

/** Reports a stored lead's conversion, once per key on this page. */
function acknowledge(
  deps: SubmissionDeps,
  key: string,
  conversion: Conversion | null | undefined,
  resent: boolean,
  eventId: string | undefined,
): Promise<void> {
  const converted = deps.converted ?? pageSet(CONVERTED);
  if (!conversion || converted.has(key)) return Promise.resolve();
  converted.add(key);
  const params = resent ? { ...conversion.params, resent: true } : conversion.params;
  try {
    return (deps.track ?? ((name, p, id) => trackConversion(name, p, undefined, id)))(
      conversion.name,
      params,
      eventId,
    ).catch(() => {});
  } catch {
    // Tracking never stands between a visitor and their submission.
    return Promise.resolve();
  }
}

/**
 * The id the server reports the lead's conversion under: the stored lead's id where the reply
 * names it, else (a resource request, whose reply says nothing) the submission's key.
 */
const idOf = (reply: unknown) => (reply as { id?: string } | undefined)?.id;

const hasFields = (fields: Record<string, string> | undefined): fields is Record<string, string> =>
  fields !== undefined && Object.keys(fields).length > 0;

/**
 * One lead from a form, sent to the function at `path`.
 *
 * `conversionOf` names the conversion a stored lead reports: it is reported once, when the
 * server first acknowledges the lead (2xx), never for a refusal, a failure or an abort. A lead
 * that waited in the outbox reports it when the background resend gets it stored, marked
 * `resent`. After a 409 the lead goes again under a new key as a lead of its own.
 */
export function createSubmission<P extends LeadPath>(
  path: P,
  deps: SubmissionDeps,
  conversionOf: (body: LeadBodyOf<P>) => Conversion | null = () => null,
): Submission<P> {
  type Reply = LeadEndpoints[P]["reply"];
  const inFlight = deps.inFlight ?? pageSet(IN_FLIGHT);
  let key: string | null = null;
  let sending = false;

  const sendOnce = async (apiBase: string, body: LeadBodyOf<P>, attemptKey: string) => {
    const conversion = conversionOf(body);
    // Written before sending, so closing the tab mid-request loses nothing either; kept until
    // the server gives a final answer (honeypot-filled attempts are never kept).
    const kept = rememberUnsent(deps.storage, {
      key: attemptKey,
      apiBase,
      // Without a path the entry reads as the ones written before paths were kept.
      ...(path === DEFAULT_LEAD_PATH ? {} : { path }),
      body,
      savedAt: deps.now(),
      ...(conversion ? { conversion } : {}),
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
    // A 429 is not kept for later either: the visitor is told to wait and send it again.
    if (isFinalAnswer(answer) || answer.status === 429) forgetSent(deps.storage, attemptKey);
    return { answer, kept, conversion };
  };

  return {
    get sending() {
      return sending;
    },
    async submit(apiBase, lead) {
      if (sending) return { kind: "busy" };
      sending = true;
      try {
        const attribution = deps.attribution
          ? await deps.attribution().catch(() => undefined)
          : undefined;
        // JSON leaves out a consent the page does not know.
        const body = {
          ...lead,
          attribution,
          page: deps.page?.(),
          consent: deps.consent?.(),
        } as LeadBodyOf<P>;
        key ??= deps.newKey();
        let { answer, kept, conversion } = await sendOnce(apiBase, body, key);
        if (answer.status === 409) {
          // An earlier version of this lead already reached the broker (resent in the background
          // before the visitor corrected a field): this one goes as a lead of its own.
          key = deps.newKey();
          ({ answer, kept, conversion } = await sendOnce(apiBase, body, key));
        }
        if (answer.ok) {
          const storedKey = key;
          key = null;
          const handedOver = acknowledge(
            deps,
            storedKey,
            conversion,
            false,
            idOf(answer.data) ?? storedKey,
          );
          return { kind: "stored", reply: answer.data as Reply, key: storedKey, handedOver };
        }
        if (answer.status === 429)
          return {
            kind: "rate-limited",
            retryAfterMs: answer.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS,
            ...(answer.message ? { message: answer.message } : {}),
          };
        if (answer.status >= 400 && answer.status < 500 && hasFields(answer.fields))
          return { kind: "invalid", status: answer.status, fields: answer.fields };
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
 * final answer), skipping those this page is sending right now. Each one the server stores now
 * reports its conversion, marked `resent`. Never throws.
 */
export async function resendWaitingLeads(deps: SubmissionDeps): Promise<FlushResult> {
  const inFlight = deps.inFlight ?? pageSet(IN_FLIGHT);
  const result = await flushOutbox(deps.storage, deps.send, deps.now(), {
    skip: (key) => inFlight.has(key),
  });
  for (const { entry, reply } of result.sent) {
    void acknowledge(deps, entry.key, entry.conversion, true, idOf(reply) ?? entry.key);
  }
  return result;
}
