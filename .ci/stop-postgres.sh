#!/usr/bin/env bash
# Stops and removes a cluster started by .ci/start-postgres.sh. Argument: its folder.
set -uo pipefail
DIR="${1:?usage: stop-postgres.sh <folder>}"
PG_BIN="${PG_BIN:-$(dirname "$(readlink -f "$(command -v pg_ctl || echo /usr/lib/postgresql/15/bin/pg_ctl)")")}"
RUN_AS="${PG_RUN_AS:-postgres}"
if [ -d "$DIR/data" ]; then
  if [ "$(id -u)" = "0" ]; then runuser -u "$RUN_AS" -- "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1
  else "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1; fi
fi
rm -rf "$DIR"
