/*
 * How the server reaches another service (an e-mail service, a webhook, an ad platform, a CRM):
 * one JSON POST with a time limit, and what came of it as the outbox records it.
 */

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
