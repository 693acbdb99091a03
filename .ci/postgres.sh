#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests: `source .ci/postgres.sh; pg_up PORT` exports
# TEST_DATABASE_URL; `pg_down` stops it and removes its files. PostgreSQL refuses to run as root, so
# when we are root the cluster belongs to the `postgres` user (created by Debian's package).
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}"

pg_as() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_up() {
  local port="${1:-54329}"
  if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
  fi
  PG_DIR="$(mktemp -d /tmp/nw-pg.XXXXXX)"
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
  pg_as "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
  pg_as "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  pg_as "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres northwind_test
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/northwind_test"
  echo "PostgreSQL test cluster on port $port ($PG_DIR)"
}

pg_down() {
  [ -n "${PG_DIR:-}" ] || return 0
  pg_as "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
