/**
 * `npm run bench:events`: funnel events at 1,000 a second for 20 s (one event a request, the
 * worst case: each batch a request of its own, each from its own address behind one trusted
 * proxy, so the rate limit keeps a count for every one) while leads come in at 20 a second,
 * on the built server with the embedded store. Prints the leads' p50/p99 with and without the
 * events, and what the events got. Traffic goes to 127.0.0.1 only; every run is bounded.
 *
 * Options: --seconds 20  --events-rate 1000  --leads-rate 20
 */
import { parseArgs } from "node:util";
import type autocannon from "autocannon";
import { postEach } from "./post-each";
import { startBuiltServer } from "./server";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    "events-rate": { type: "string", default: "1000" },
    "leads-rate": { type: "string", default: "20" },
  },
});
const seconds = Number(values.seconds);
const runId = `${process.pid.toString(36)}${Date.now().toString(36)}`;
const agent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function leads(base: string) {
  return postEach(
    {
      url: `${base}/api/submit-lead`,
      connections: 4,
      overallRate: Number(values["leads-rate"]),
      duration: seconds,
    },
    (n) => ({
      headers: {
        "content-type": "application/json",
        "idempotency-key": `events-bench-${runId}-${n}`,
        "x-forwarded-for": `198.51.100.${n % 250}`,
      },
      body: JSON.stringify({
        kind: "debt",
        name: "Load Visitor",
        phone: "0400 000 000",
        debtAmount: "$10,000 - $30,000",
        source: "bench",
      }),
    }),
  );
}

function events(base: string) {
  return postEach(
    {
      url: `${base}/api/events`,
      connections: 32,
      overallRate: Number(values["events-rate"]),
      duration: seconds,
    },
    (n) => ({
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        origin: base,
        "user-agent": agent,
        "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({
        path: ["/", "/debtconsol", "/debt-calculator"][n % 3],
        utm_source: ["facebook", "google"][n % 2],
        utm_campaign: `campaign-${n % 12}`,
        events: [
          n % 4 === 0
            ? { name: "view" }
            : { name: "shown", widget: "debt-calculator", variant: "compact" },
        ],
      }),
    }),
  );
}

const line = (name: string, r: autocannon.Result) =>
  `${name.padEnd(24)} ${String(Math.round(r.requests.average)).padStart(6)}/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  2xx ${r["2xx"]}  other ${r.non2xx + r.errors + r.timeouts}`;

const server = await startBuiltServer({ TRUSTED_PROXY_COUNT: "1", LEAD_RATE_LIMIT: "0" });
try {
  const alone = await leads(server.base);
  const [withEvents, eventsResult] = await Promise.all([leads(server.base), events(server.base)]);
  console.log(line("leads alone", alone));
  console.log(line("leads, with events", withEvents));
  console.log(line("events", eventsResult));
} finally {
  await server.stop();
}
