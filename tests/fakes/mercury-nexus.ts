/**
 * A stand-in for Connective's Mercury API on 127.0.0.1, as Connective's public articles describe
 * it: `POST /mercury/v1/{branch token}/opportunities` with JSON (`opportunityName`, `amount`,
 * `notePadText`) answers `{ uniqueId, emailId }`. The group's key is checked in `x-api-key` (an
 * assumption of ours: the articles do not say how it is sent). It can answer every request with
 * a status and `Retry-After` for a while, as Mercury does past its 60 a second or its daily quota.
 */
import { startJsonFake } from "./json-fake";

export interface NexusOpportunity {
  uniqueId: string;
  body: Record<string, unknown>;
}

export interface FakeNexus {
  url: string;
  opportunities: NexusOpportunity[];
  /** When each request arrived, by `clock`. */
  arrivals: Date[];
  refused: number;
  /** Answers with `status` and `Retry-After` while this says so. */
  throttle: ((now: Date) => { status: number; retryAfter: string } | undefined) | undefined;
  close(): Promise<void>;
}

export function startFakeMercuryNexus(options: {
  apiKey: string;
  branchToken: string;
  clock: () => Date;
}) {
  const state = {
    opportunities: [] as NexusOpportunity[],
    arrivals: [] as Date[],
    throttle: undefined as FakeNexus["throttle"],
  };
  return startJsonFake(state, ({ req, raw, answer }, fake) => {
    const now = options.clock();
    fake.arrivals.push(now);
    const path = `/mercury/v1/${options.branchToken}/opportunities`;
    if (req.method !== "POST" || req.url !== path) return answer(401, { message: "Unauthorized" });
    if (req.headers["x-api-key"] !== options.apiKey) return answer(403, { message: "Forbidden" });
    const busy = fake.throttle?.(now);
    if (busy)
      return answer(
        busy.status,
        { message: "Too many requests" },
        { "Retry-After": busy.retryAfter },
      );
    const body = JSON.parse(raw) as Record<string, unknown>;
    if (typeof body.opportunityName !== "string")
      return answer(400, { message: "opportunityName" });
    const uniqueId = `opp-${fake.opportunities.length + 1}`;
    fake.opportunities.push({ uniqueId, body });
    answer(200, { uniqueId, emailId: "" });
  }) as Promise<FakeNexus>;
}
