import type { DeliveryTarget, PlannedDelivery, StoredLead } from "../store/types";

export type SendOutcome =
  | { outcome: "delivered" }
  /** Worth trying again later: the target was down, slow, or said no. */
  | { outcome: "retry"; error: string }
  /** Never to be sent by this process (the target is not configured). */
  | { outcome: "skip"; reason: string };

/** Somewhere a stored lead is forwarded to. */
export interface Target {
  name: DeliveryTarget;
  send(lead: StoredLead): Promise<SendOutcome>;
}

export const SPAM_NOTE = "not forwarded: the honeypot field was filled in";

export function planDeliveries(targets: DeliveryTarget[], isSpam: boolean): PlannedDelivery[] {
  return targets.map((target) =>
    isSpam ? { target, status: "skipped", note: SPAM_NOTE } : { target, status: "pending" },
  );
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
