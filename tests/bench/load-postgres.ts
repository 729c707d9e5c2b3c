/**
 * A PostgreSQL database for `npm run bench:load`: a fresh database on the server at
 * `TEST_DATABASE_URL`, or on a throwaway cluster (tests/fixtures/start-test-postgres.sh) when
 * that is unset. `drop()` removes the database and stops the cluster it started.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { testDatabases } from "../fixtures/test-databases";

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
  const databases = testDatabases(serverUrl, "ebw_load");
  const url = await databases.create();

  return {
    url,
    async drop() {
      try {
        await databases.dropAll();
      } finally {
        if (cluster?.stopCommand) {
          execFileSync("bash", ["-c", cluster.stopCommand], { stdio: "ignore", timeout: 60_000 });
        }
      }
    },
  };
}
