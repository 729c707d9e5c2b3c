/**
 * A PostgreSQL cluster of the test's own (tests/fixtures/start-test-postgres.sh), which the test
 * may stop and start again, unlike a shared TEST_DATABASE_URL server.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

/** Whether PostgreSQL's server programs are installed (what the start script looks for). */
export function postgresInstalled(): boolean {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, "initdb"));
  if (spawnSync("pg_config", ["--bindir"]).status === 0) return true;
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : [];
  return (
    versions.some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)) ||
    spawnSync("sh", ["-c", "command -v initdb"]).status === 0
  );
}

export interface OwnPostgres {
  url: string;
  /** A fast shutdown: sessions are ended, new connections refused. */
  stop(): void;
  start(): void;
  /** Stops the cluster and deletes its files. */
  destroy(): void;
}

export function startOwnPostgres(): OwnPostgres {
  const started = spawnSync("bash", [join(root, "tests/fixtures/start-test-postgres.sh")], {
    encoding: "utf8",
  });
  if (started.status !== 0) throw new Error(`PostgreSQL did not start:\n${started.stderr}`);
  const url = started.stdout.trim();
  // The script says how to stop it: "[runuser -u postgres --] …/pg_ctl -D DIR/data stop -m fast".
  const stopLine =
    /^start-test-postgres:\s+(.*pg_ctl) -D (\S+) stop -m fast && rm -rf (\S+)$/m.exec(
      started.stderr,
    );
  if (!stopLine) throw new Error(`unexpected output of start-test-postgres.sh:\n${started.stderr}`);
  const [command, ...prefix] = (stopLine[1] as string).split(" ") as [string, ...string[]];
  const dataDir = stopLine[2] as string;
  const dir = stopLine[3] as string;
  const port = new URL(url).port;
  const pgCtl = (...args: string[]) =>
    execFileSync(command, [...prefix, "-D", dataDir, ...args], { stdio: "ignore" });
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    try {
      pgCtl("stop", "-m", "immediate", "-w");
    } catch {
      // already stopped
    }
    execFileSync("rm", ["-rf", dir]);
  };
  // Should the test runner end the worker before the clean-up hook, the cluster still goes.
  process.once("exit", destroy);
  return {
    url,
    stop: () => pgCtl("stop", "-m", "fast", "-w"),
    // The options the start script gave it, so it comes back on the same port and socket dir.
    start: () =>
      pgCtl(
        "-l",
        join(dir, "postgres.log"),
        "-w",
        "-t",
        "30",
        "-o",
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
        "start",
      ),
    destroy,
  };
}
