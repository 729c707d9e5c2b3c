/**
 * A PostgreSQL database for `npm run bench:load`: a fresh database on the server at
 * `TEST_DATABASE_URL`, or on a throwaway cluster (tests/fixtures/start-test-postgres.sh) when
 * that is unset. `drop()` removes the database and stops the cluster it started.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { resolve } from "node:path";
import pg from "pg";

const root = resolve(import.meta.dirname, "../..");

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Starts the throwaway cluster; resolves to its URL and the shell command that stops it. */
function startCluster(): { url: string; stopCommand: string } {
  const started = spawnSync("bash", [resolve(root, "tests/fixtures/start-test-postgres.sh")], {
    encoding: "utf8",
    timeout: 120_000,
  });
  if (started.status !== 0) {
    throw new Error(`could not start a throwaway PostgreSQL:\n${started.stderr}`);
  }
  // The script's stderr ends with the command that stops the cluster and removes its files.
  const stopCommand = started.stderr
    .split("\n")
    .map((line) => line.replace(/^start-test-postgres:\s*/, "").trim())
    .find((line) => line.includes("pg_ctl") && line.includes(" stop"));
  return { url: started.stdout.trim(), stopCommand: stopCommand ?? "" };
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  const cluster = given ? undefined : startCluster();
  const serverUrl = given ?? cluster?.url ?? "";
  const name = `ebw_load_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      try {
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end().catch(() => {});
        if (cluster?.stopCommand) {
          execFileSync("bash", ["-c", cluster.stopCommand], { stdio: "ignore", timeout: 60_000 });
        }
      }
    },
  };
}
