#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 server on a local port and prints its DATABASE_URL.
# Usage: scripts/pg-local.sh [DIR] [PORT]   (as root; the server runs as the postgres user)
set -euo pipefail
dir=${1:-/tmp/parton-pg}
port=${2:-55432}
bin=/usr/lib/postgresql/15/bin
if [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL 15 server binaries not found in $bin (apt-get install postgresql-15)" >&2
  exit 1
fi
run_as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ ! -f "$dir/PG_VERSION" ]; then
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
  run_as_postgres "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  cat >> "$dir/postgresql.conf" <<CONF
fsync = off
synchronous_commit = off
full_page_writes = off
shared_buffers = 1GB
work_mem = 64MB
maintenance_work_mem = 1GB
max_connections = 200
max_wal_size = 8GB
checkpoint_timeout = 30min
jit = off
CONF
fi
if ! run_as_postgres "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
  run_as_postgres "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -o "-p $port -k /tmp -c listen_addresses=127.0.0.1" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$port/postgres"
