#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster in the given (new, empty) folder, as a non-root user,
# on a free port, and prints its connection URL. .ci/stop-postgres.sh <folder> removes it.
#
# !!! FOR TESTS ONLY: this cluster runs with fsync=off, synchronous_commit=off and
# !!! full_page_writes=off, so a crash loses acknowledged writes (seen: 9 of 3,489 after kill -9).
# !!! Never copy these settings into a deployment: deploy/ and the README use PostgreSQL's defaults.
#   dir=$(mktemp -d); url=$(.ci/start-postgres.sh "$dir")
set -euo pipefail

PG_BIN="${PG_BIN:-$(dirname "$(readlink -f "$(command -v initdb || echo /usr/lib/postgresql/15/bin/initdb)")")}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL binaries not found; installing postgresql-15" >&2
  apt-get update -qq >&2 && apt-get install -y -qq postgresql-15 >&2
  PG_BIN=/usr/lib/postgresql/15/bin
fi

RUN_AS="${PG_RUN_AS:-postgres}"
if ! id "$RUN_AS" >/dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin "$RUN_AS" >&2
fi

DIR="${1:?usage: start-postgres.sh <empty folder>}"
chown "$RUN_AS" "$DIR"
chmod 700 "$DIR"
PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"

as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u "$RUN_AS" -- "$@"; else "$@"; fi
}

echo "start-postgres.sh: a THROWAWAY test cluster with fsync=off (acknowledged writes can be lost on a crash)" >&2
as_pg "$PG_BIN/initdb" -D "$DIR/data" -U vocab --auth=trust -E UTF8 --no-locale >"$DIR/initdb.log" 2>&1
as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >&2
echo "postgres://vocab@127.0.0.1:$PORT/postgres"
