#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the lead-store suite and prints its connection URL
# (the only thing written to stdout, so CI can do TEST_DATABASE_URL="$(bash this-script)").
# The cluster lives in a fresh temp directory on a free local port and keeps running after the
# script exits; the line printed to stderr says how to stop it.
#
# initdb and postgres refuse to run as root, so as root the cluster is created and run by the
# `postgres` system user (or `nobody` where that user does not exist).
set -euo pipefail

log() { printf 'start-test-postgres: %s\n' "$*" >&2; }

find_bindir() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir
    return
  fi
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$newest" ] && [ -x "$newest/initdb" ]; then echo "$newest"; return; fi
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  log "no initdb found: install PostgreSQL or set PG_BIN to its bin directory"
  exit 1
}

free_port() {
  node -e 'const s=require("node:net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

bindir=$(find_bindir)
dir=$(mktemp -d "${TMPDIR:-/tmp}/test-postgres.XXXXXX")

run_as=()
if [ "$(id -u)" = "0" ]; then
  owner=postgres
  id -u "$owner" >/dev/null 2>&1 || owner=nobody
  chown "$owner" "$dir"
  run_as=(runuser -u "$owner" --)
fi

"${run_as[@]}" "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-sync \
  >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }

# The port is free when chosen but could be taken before the server binds it: try a few.
for _ in 1 2 3 4 5; do
  port=$(free_port)
  if "${run_as[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 30 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" \
    start >/dev/null 2>&1; then
    log "cluster in $dir on port $port; stop it with:"
    log "  ${run_as[*]} $bindir/pg_ctl -D $dir/data stop -m fast && rm -rf $dir"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    exit 0
  fi
done

cat "$dir/postgres.log" >&2 || true
log "PostgreSQL did not start"
exit 1
