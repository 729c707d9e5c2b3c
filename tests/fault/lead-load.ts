/**
 * Visitors sending debt leads and resource requests as fast as they can, each with its own
 * Idempotency-Key, as the widgets' outbox does: a request that fails or gets no answer is kept
 * and sent again, unchanged, later.
 */
import { randomUUID } from "node:crypto";
import { debtFormSource, resourceSource } from "../../src/content/lead-sources";

export interface Sent {
  path: "/api/submit-lead" | "/api/collect-lead";
  key: string;
  body: string;
}

export interface Outcome {
  status: number | "no answer";
  ms: number;
  retryAfter: string | null;
  at: number;
}

let serial = 0;

/** A new submission: a debt lead or, every other time, a resource request of a new e-mail. */
export function newSubmission(): Sent {
  serial++;
  const key = randomUUID();
  if (serial % 2 === 0) {
    return {
      path: "/api/collect-lead",
      key,
      body: JSON.stringify({
        email: `reader-${key}@example.com`,
        source: resourceSource("guide"),
        leadMagnet: "first-home-buyers-guide",
        consent: "granted",
      }),
    };
  }
  return {
    path: "/api/submit-lead",
    key,
    body: JSON.stringify({
      kind: "debt",
      name: `Load Visitor ${serial}`,
      phone: "0400 111 222",
      debtAmount: "$30,000 - $50,000",
      source: debtFormSource("inline"),
      consent: "granted",
    }),
  };
}

export async function send(base: string, sent: Sent): Promise<Outcome> {
  const started = Date.now();
  try {
    const response = await fetch(`${base}${sent.path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": sent.key },
      body: sent.body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return {
      status: response.status,
      ms: Date.now() - started,
      retryAfter: response.headers.get("retry-after"),
      at: started,
    };
  } catch {
    return { status: "no answer", ms: Date.now() - started, retryAfter: null, at: started };
  }
}

export const isAcknowledged = (outcome: Outcome) =>
  outcome.status === 200 || outcome.status === 201;

/**
 * `clients` visitors sending new submissions to the servers `bases()` names (in turn) until
 * `stop()`; what is not acknowledged is kept in `unsent` for `sendUntilAcknowledged`.
 */
export function startLoad(clients: number, bases: () => string[]) {
  const acknowledged: Sent[] = [];
  const unsent: Sent[] = [];
  const outcomes: Outcome[] = [];
  let running = true;
  let turn = 0;
  const workers = Array.from({ length: clients }, async () => {
    while (running) {
      const sent = newSubmission();
      const all = bases();
      const outcome = await send(all[turn++ % all.length] as string, sent);
      outcomes.push(outcome);
      (isAcknowledged(outcome) ? acknowledged : unsent).push(sent);
      // A refused visitor's outbox waits before the next try; so do these.
      if (!isAcknowledged(outcome)) await new Promise((r) => setTimeout(r, 50));
    }
  });
  return {
    acknowledged,
    unsent,
    outcomes,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Sends each kept submission again, unchanged, until a server acknowledges it. */
export async function sendUntilAcknowledged(base: string, kept: Sent[], acknowledged: Sent[]) {
  for (const sent of kept.splice(0)) {
    for (;;) {
      const outcome = await send(base, sent);
      if (isAcknowledged(outcome)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    acknowledged.push(sent);
  }
}

export async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
