#!/usr/bin/env bash
# PostgreSQL 15 for `npm run test:pg` (issue 34): the project's machines run it at
# 127.0.0.1:5432 with trust authentication; where nothing answers there, install Debian's
# package and start a cluster of its own as the non-root `postgres` user.
set -euo pipefail
HOST=127.0.0.1
PORT="${PG_PORT:-5432}"
if command -v pg_isready >/dev/null && pg_isready -q -h "$HOST" -p "$PORT"; then
  echo "PostgreSQL answers at $HOST:$PORT"
  exit 0
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
if [ ! -x /usr/lib/postgresql/15/bin/pg_ctl ]; then
  echo "== installing Debian's PostgreSQL 15"
  $SUDO apt-get update -qq
  # (the package's own cluster is not needed: ours is created below)
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 postgresql-client-15
fi
BIN=/usr/lib/postgresql/15/bin
DATA="/tmp/tradeplatform-pg-$PORT"
as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; elif [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi
}
if [ ! -s "$DATA/PG_VERSION" ]; then
  $SUDO mkdir -p "$DATA"
  $SUDO chown postgres:postgres "$DATA"
  as_postgres "$BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
fi
as_postgres "$BIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w \
  -o "-c listen_addresses=$HOST -c port=$PORT -c unix_socket_directories=/tmp -c max_connections=200" start
pg_isready -h "$HOST" -p "$PORT"
