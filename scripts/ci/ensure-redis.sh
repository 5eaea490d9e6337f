#!/usr/bin/env bash
# Redis 7 for the cluster tests of `npm run test:pg` (issue 35): the project's machines run it
# at 127.0.0.1:6379; where nothing answers there, install Debian's package and start one of
# our own (nothing kept on disk: it holds counters and pushes, the database holds the money).
set -euo pipefail
HOST=127.0.0.1
PORT="${REDIS_PORT:-6379}"
answers() { command -v redis-cli >/dev/null && [ "$(redis-cli -h "$HOST" -p "$PORT" ping 2>/dev/null)" = PONG ]; }
if answers; then
  echo "Redis answers at $HOST:$PORT"
  exit 0
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
if ! command -v redis-server >/dev/null; then
  echo "== installing Debian's Redis"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server
fi
DIR="/tmp/tradeplatform-redis-$PORT"
mkdir -p "$DIR"
redis-server --daemonize yes --bind "$HOST" --port "$PORT" --save "" --appendonly no --dir "$DIR" --logfile "$DIR/redis.log"
for _ in $(seq 1 50); do
  if answers; then
    echo "Redis started at $HOST:$PORT"
    exit 0
  fi
  sleep 0.1
done
echo "Redis did not start at $HOST:$PORT (see $DIR/redis.log)" >&2
exit 1
