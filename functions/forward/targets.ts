import type { DeliveryTarget, PlannedDelivery, PushKind, StoredLead } from "../store";
import { AD_PLATFORMS } from "../store";
import { allowsAdPlatforms, NO_CONSENT_NOTE } from "./conversions/consent";

export type SendOutcome =
  | { outcome: "delivered" }
  /** Worth trying again later: the target was down, slow, or said no. */
  | { outcome: "retry"; error: string }
  /** Refused for good (the target says trying again cannot help): `failed` with its message. */
  | { outcome: "fail"; error: string }
  /**
   * Never to be sent by this process (the target is not configured); `quiet`: nothing is wrong
   * (a device that unsubscribed), so the log is not told.
   */
  | { outcome: "skip"; reason: string; quiet?: boolean }
  /**
   * Not yet: tried again at `until` (quiet hours, a receiver's rate limit), not counted as a
   * failure. `alarm`: something an operator must fix (a refused credential), told to the log
   * once per reason; the delivery keeps waiting until it is fixed.
   */
  | { outcome: "wait"; until: Date; reason: string; alarm?: boolean };

/**
 * Somewhere a stored lead is forwarded to. `name` is the delivery's target, or its first two
 * parts for a family of them (`webhook:stage` sends every `webhook:stage:<change id>`); `send`
 * is told which delivery it is attempting.
 */
export interface Target {
  name: DeliveryTarget | "webhook:stage" | `push:${PushKind}`;
  send(lead: StoredLead, delivery?: DeliveryTarget): Promise<SendOutcome>;
}

export const SPAM_NOTE = "not forwarded: the honeypot field was filled in";

const isAdPlatform = (target: DeliveryTarget) =>
  (AD_PLATFORMS as readonly string[]).includes(target);

/**
 * The delivery rows of a new lead: each pending, but skipped for a spam lead, and for an ad
 * platform when the lead's page had no consent to ad measurement (such a lead is never sent).
 */
export function planDeliveries(
  targets: DeliveryTarget[],
  isSpam: boolean,
  payload: Record<string, unknown> = {},
): PlannedDelivery[] {
  // A spam lead wakes no one: no push row at all.
  return targets.flatMap((target): PlannedDelivery[] => {
    if (isSpam && target === "push") return [];
    if (isSpam) return [{ target, status: "skipped", note: SPAM_NOTE }];
    if (isAdPlatform(target) && !allowsAdPlatforms(payload)) {
      return [{ target, status: "skipped", note: NO_CONSENT_NOTE }];
    }
    return [{ target, status: "pending" }];
  });
}

/** The first part of a reply body, for the delivery's `last_error`. */
export async function describeFailure(response: Response, detail?: unknown): Promise<string> {
  const text =
    typeof detail === "string" && detail !== "" ? detail : await response.text().catch(() => "");
  const reason = text.replace(/\s+/g, " ").trim().slice(0, 300);
  return `HTTP ${response.status}${reason ? `: ${reason}` : ""}`;
}

/** What a thrown fetch error says, including the network cause undici hides in `cause`. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError") return "timed out";
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.message}${cause}`;
}

/** How a target reaches its receiver: the outbound fetch, and how long one attempt may take. */
export interface Outbound {
  fetch: typeof fetch;
  /** Give up on one attempt after this long. Default 10 s. */
  timeoutMs?: number;
}

/**
 * POSTs `body` as JSON: the receiver's answer, or a retry when none came (down, unreachable,
 * slow). Headers still being fetched (an access token) fail the same way.
 */
export async function postJson(
  outbound: Outbound,
  url: string | URL,
  headers: Record<string, string> | Promise<Record<string, string>>,
  body: string,
): Promise<{ answer: Response } | SendOutcome> {
  try {
    const answer = await outbound.fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(await headers) },
      body,
      signal: AbortSignal.timeout(outbound.timeoutMs ?? 10_000),
    });
    return { answer };
  } catch (error) {
    return { outcome: "retry", error: describeError(error) };
  }
}

/** As `postJson`, and any 2xx is delivered: only a refusal is left for the target to read. */
export async function deliverJson(
  ...post: Parameters<typeof postJson>
): Promise<{ refusal: Response } | SendOutcome> {
  const sent = await postJson(...post);
  if (!("answer" in sent)) return sent;
  if (!sent.answer.ok) return { refusal: sent.answer };
  await sent.answer.body?.cancel();
  return { outcome: "delivered" };
}

/** `path` under an API's base address, whether or not the base ends in a slash. */
export const under = (base: URL, path: string): URL =>
  new URL(path, base.href.endsWith("/") ? base : `${base.href}/`);
