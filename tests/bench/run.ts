/**
 * `npm run bench`: what a visitor's browser downloads (gzip sizes, as `npm run size`) and how many
 * requests a second one Node process of the built server answers on this machine, for a page, the
 * widget loader and a lead submission. Runs against `dist/` (build first) on a throwaway store.
 * Every loop is bounded in requests and seconds; traffic goes to 127.0.0.1 only.
 */
import { startBuiltServer } from "./server";
import { measure } from "./size";

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

interface Result {
  name: string;
  requests: number;
  seconds: number;
  failures: number;
  p50: number;
  p99: number;
}

/** `total` requests from `concurrency` workers, or fewer if `maxSeconds` runs out. */
async function load(
  name: string,
  send: (i: number) => Promise<Response>,
  expected: number,
  { total = 4000, concurrency = 32, maxSeconds = 20 } = {},
): Promise<Result> {
  let next = 0;
  let failures = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const stopAt = started + maxSeconds * 1000;
  const worker = async () => {
    while (next < total && performance.now() < stopAt) {
      const i = next++;
      const t0 = performance.now();
      try {
        const response = await send(i);
        await response.arrayBuffer();
        if (response.status !== expected) failures++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { name, requests: latencies.length, seconds, failures, p50: at(0.5), p99: at(0.99) };
}

async function main() {
  const sizes = measure();
  console.log("Gzip sizes");
  console.log(`  loader.js                        ${kb(sizes.loader)}`);
  for (const w of sizes.widgets) {
    const lazy = w.lazyChunks.reduce((sum, c) => sum + c.gzip, 0);
    console.log(
      `  ${`${w.tag}.js`.padEnd(32)} ${kb(w.withStaticChunks)} with its chunks` +
        (lazy ? `, +${kb(lazy)} later` : "") +
        (w.standalone === null ? "" : `; standalone ${kb(w.standalone)}`),
    );
  }

  const server = await startBuiltServer();
  const { base } = server;
  try {
    const results = [
      await load(
        "GET /debtconsol (brotli)",
        () => fetch(`${base}/debtconsol`, { headers: { "accept-encoding": "br" } }),
        200,
      ),
      await load("GET /widgets/loader.js", () => fetch(`${base}/widgets/loader.js`), 200),
      await load(
        "POST /api/submit-lead",
        (i) =>
          fetch(`${base}/api/submit-lead`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "idempotency-key": `bench-${new URL(base).port}-${i}`,
            },
            body: JSON.stringify({
              kind: "debt",
              name: "Bench Visitor",
              phone: "0400 000 000",
              debtAmount: "$10,000 - $30,000",
              source: "bench",
            }),
          }),
        201,
        { total: 1500 },
      ),
    ];
    console.log("\nOne server process, 32 concurrent clients on 127.0.0.1");
    for (const r of results) {
      console.log(
        `  ${r.name.padEnd(30)} ${(r.requests / r.seconds).toFixed(0).padStart(6)} req/s` +
          `  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms` +
          `  (${r.requests} requests, ${r.failures} failed)`,
      );
    }
    if (results.some((r) => r.failures > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
