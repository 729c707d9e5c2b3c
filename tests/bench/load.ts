/**
 * `npm run bench:load`: how many leads a second the built server acknowledges, with autocannon.
 * `submit-lead` and `collect-lead` (a new contact each time), each for 20 s at 10, 32 and 100
 * connections, on the embedded store (one process, as PGlite allows) and on PostgreSQL (three
 * processes behind round-robin, one database: `TEST_DATABASE_URL`, else a throwaway cluster).
 * Prints requests a second (2xx only), p50/p99 latency, errors, the resident memory of the
 * largest server process when idle (started, before any load) and at its peak, and the servers'
 * CPU time per acknowledged request (which a busy machine does not skew as it does the rates).
 * Fails when a row has errors or a process is over the memory budget deploy/README.md promises.
 * Traffic goes to 127.0.0.1 only; every run is bounded in time.
 *
 * Options: --seconds 20  --connections 10,32,100  --stores embedded,postgres
 *          --functions submit-lead,collect-lead  --cpu-prof <dir> (a V8 profile per server)
 *          --server <bundle> (another build's dist/server/server.js, to compare)
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createBenchDatabase } from "./load-postgres";
import { postEach } from "./post-each";
import { type BenchServer, MEMORY_BUDGET_MB, rssOf, startBuiltServer } from "./server";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "10,32,100" },
    stores: { type: "string", default: "embedded,postgres" },
    functions: { type: "string", default: "submit-lead,collect-lead" },
    "cpu-prof": { type: "string" },
    server: { type: "string" },
  },
});
const seconds = Number(values.seconds);
const connectionCounts = values.connections.split(",").map(Number);
const stores = values.stores.split(",") as Array<"embedded" | "postgres">;
const functionNames = values.functions.split(",");
const nodeArgs = values["cpu-prof"]
  ? ["--cpu-prof", "--cpu-prof-dir", resolve(values["cpu-prof"])]
  : [];

const POSTGRES_PROCESSES = 3;
/** How long a started server is left alone before its idle memory is read. */
const IDLE_SETTLE_MS = 3_000;
const MEMORY_SAMPLE_MS = 250;
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times. */
const CLOCK_TICKS_PER_SECOND = 100;

interface Row {
  store: string;
  fn: string;
  connections: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were: statuses other than 2xx, connection errors, timeouts. */
  errorKinds: string;
  /** The largest server process's resident memory before any load, and at its peak in the row. */
  idleRssMb: number;
  peakRssMb: number;
  /** Server CPU time per acknowledged request: what a busy, shared machine does not skew. */
  cpuMsPerLead: number;
}

const runId = `${process.pid.toString(36)}${Date.now().toString(36)}`;

/** A body per function; each request gets a new Idempotency-Key (and e-mail), so each is new. */
const bodies: Record<string, (n: number) => unknown> = {
  "submit-lead": () => ({
    kind: "debt",
    name: "Load Visitor",
    phone: "0400 000 000",
    debtAmount: "$10,000 - $30,000",
    source: "bench",
  }),
  "collect-lead": (n) => ({
    email: `load-${runId}-${n}@example.com`,
    name: "Load Visitor",
    source: "lead-magnet-guide",
    leadMagnet: "first-home-buyers-guide",
  }),
};

/** CPU seconds (user and system) a process has used so far (Linux); 0 where /proc cannot tell. */
function cpuSecondsOf(pid: number): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The resident memory of the largest of `servers` now, in bytes. */
const largestRss = (servers: BenchServer[]) =>
  Math.max(0, ...servers.map((server) => rssOf(server.pid)));

async function measure(
  store: string,
  fn: string,
  connections: number,
  servers: BenchServer[],
  idleRss: number,
): Promise<Row> {
  const body = bodies[fn] ?? (() => ({}));
  let peakRss = idleRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, largestRss(servers));
  }, MEMORY_SAMPLE_MS);
  const cpuUsed = () => servers.reduce((sum, server) => sum + cpuSecondsOf(server.pid), 0);
  const cpuBefore = cpuUsed();
  const result = await postEach(
    {
      // autocannon spreads connections over several URLs; its published types know only one.
      url: servers.map((server) => `${server.base}/api/${fn}`) as unknown as string,
      connections,
      duration: seconds,
    },
    (n) => ({
      headers: {
        "content-type": "application/json",
        "idempotency-key": `load-${runId}-${fn}-${n}`,
      },
      body: JSON.stringify(body(n)),
    }),
  );
  clearInterval(sampler);
  const cpuSeconds = cpuUsed() - cpuBefore;
  return {
    store,
    fn,
    connections,
    perSecond: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts timeouts among the errors.
    errors: result.errors + result.non2xx,
    errorKinds: [
      result.non2xx && `${result.non2xx} non-2xx`,
      result.timeouts && `${result.timeouts} timed out`,
      result.errors - result.timeouts > 0 && `${result.errors - result.timeouts} failed`,
    ]
      .filter(Boolean)
      .join(", "),
    idleRssMb: idleRss / 1024 / 1024,
    peakRssMb: peakRss / 1024 / 1024,
    cpuMsPerLead: result["2xx"] > 0 ? (cpuSeconds * 1000) / result["2xx"] : 0,
  };
}

async function runStore(store: "embedded" | "postgres", rows: Row[]): Promise<void> {
  const database = store === "postgres" ? await createBenchDatabase() : undefined;
  const servers: BenchServer[] = [];
  try {
    const env: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
    const count = database ? POSTGRES_PROCESSES : 1;
    // One at a time: the first runs the migrations the others then find done.
    for (let i = 0; i < count; i++) {
      servers.push(
        await startBuiltServer(env, nodeArgs, values.server ? resolve(values.server) : undefined),
      );
    }
    running.push(...servers);
    await new Promise((settled) => setTimeout(settled, IDLE_SETTLE_MS));
    const idleRss = largestRss(servers);
    for (const fn of functionNames) {
      for (const connections of connectionCounts) {
        const row = await measure(store, fn, connections, servers, idleRss);
        rows.push(row);
        console.error(`  ${store} ${fn} at ${connections}: ${row.perSecond.toFixed(0)}/s`);
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  }
}

const running: BenchServer[] = [];
// Each run takes `seconds`, and a store a minute or two to start and stop: past that, stop all.
const budgetMs =
  (stores.length * functionNames.length * connectionCounts.length * (seconds + 5) +
    stores.length * 180) *
  1000;
setTimeout(() => {
  console.error(`bench:load: still running after ${budgetMs / 1000} s; stopping.`);
  for (const server of running) void server.stop();
  setTimeout(() => process.exit(2), 5_000).unref();
}, budgetMs).unref();

const rows: Row[] = [];
for (const store of stores) {
  console.error(`${store}: starting…`);
  await runStore(store, rows);
}

const cells = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
console.log(
  `\nAcknowledged (2xx) requests a second, ${seconds} s per row; embedded: 1 process, ` +
    `PostgreSQL: ${POSTGRES_PROCESSES} processes\n`,
);
console.log(
  cells([
    "store",
    "function",
    "connections",
    "2xx/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "idle RSS",
    "peak RSS",
    "server CPU ms per lead",
  ]),
);
console.log(cells(["---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]));
for (const r of rows) {
  console.log(
    cells([
      r.store,
      r.fn,
      r.connections,
      r.perSecond.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      r.errors ? `${r.errors} (${r.errorKinds})` : 0,
      `${r.idleRssMb.toFixed(0)} MB`,
      `${r.peakRssMb.toFixed(0)} MB`,
      r.cpuMsPerLead.toFixed(2),
    ]),
  );
}
console.log("\nRSS: the largest server process (PostgreSQL: each of its processes).");
if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
for (const r of rows) {
  const budget = MEMORY_BUDGET_MB[r.store as keyof typeof MEMORY_BUDGET_MB];
  for (const [when, mb] of [
    ["idle", r.idleRssMb],
    ["peak", r.peakRssMb],
  ] as const) {
    if (mb > budget[when]) {
      console.error(
        `bench:load: ${r.store} ${r.fn} at ${r.connections}: ${when} RSS ${mb.toFixed(0)} MB is over its budget of ${budget[when]} MB`,
      );
      process.exitCode = 1;
    }
  }
}
