#!/usr/bin/env bash
# Starts a streaming replica (hot standby) of a local PostgreSQL 15 server and prints its URL for
# DATABASE_REPLICA_URLS. The primary must allow replication connections from 127.0.0.1: a server started by
# scripts/pg-local.sh does (initdb's pg_hba.conf has `host replication all 127.0.0.1/32 trust` with --auth=trust,
# and PostgreSQL 15's defaults are wal_level=replica, max_wal_senders=10, hot_standby=on).
# Usage: scripts/pg-replica.sh PRIMARY_PORT [DIR] [PORT]   (as root; the server runs as the postgres user)
set -euo pipefail
primary_port=${1:?usage: scripts/pg-replica.sh PRIMARY_PORT [DIR] [PORT]}
dir=${2:-/tmp/parton-pg-replica}
port=${3:-$((primary_port + 1))}
bin=/usr/lib/postgresql/15/bin
if [ ! -x "$bin/pg_basebackup" ]; then
  echo "PostgreSQL 15 server binaries not found in $bin (apt-get install postgresql-15)" >&2
  exit 1
fi
run_as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
# RUM indexes (migration 0630) write a new page's first WAL record as a change to the page, which a replica cannot
# replay onto a page it does not have ("WAL contains references to invalid pages", the replica stops) unless the
# primary adds full page images: full_page_writes must be on (PostgreSQL's default; pg-local.sh turns it off for
# speed). synchronous_commit = on writes each commit's WAL before the commit returns, so that the WAL sender
# streams it at once rather than after the WAL writer's next round (up to 200 ms): reads that wait for a replica
# to replay a commit (REPLICA_CONSISTENCY=strict, the tests) wait less. With pg-local.sh's fsync = off it costs
# a write() per commit. Both take effect on reload.
run_as_postgres "$bin/psql" -h 127.0.0.1 -p "$primary_port" -U postgres -d postgres -qAt \
  -c "ALTER SYSTEM SET full_page_writes = on" -c "ALTER SYSTEM SET synchronous_commit = on" \
  -c "SELECT pg_reload_conf()" >/dev/null
if [ ! -f "$dir/PG_VERSION" ]; then
  mkdir -p "$dir"
  chmod 700 "$dir"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
  # -R writes standby.signal and primary_conninfo; -X stream copies the WAL written meanwhile; a fast checkpoint
  # starts the copy at once (seconds on a fresh server).
  run_as_postgres "$bin/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir" -R -X stream \
    --checkpoint=fast
  rm -f "$dir/server.log"
  # Appended after the primary's settings (the base backup copies postgresql.conf): last one wins.
  cat >> "$dir/postgresql.conf" <<CONF
shared_buffers = 256MB
hot_standby = on
# The primary keeps the rows a replica's running query still reads, rather than replay cancelling the query.
hot_standby_feedback = on
wal_receiver_status_interval = 1s
CONF
fi
if ! run_as_postgres "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
  run_as_postgres "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -o "-p $port -k /tmp -c listen_addresses=127.0.0.1" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$port/postgres"
