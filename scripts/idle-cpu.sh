#!/usr/bin/env bash
# CPU time an idle server spends: starts the built server (npm run build first) on a fresh data
# directory, lets it settle, then reads its CPU ticks (/proc, 1 tick = 10 ms) over a window.
#   bash scripts/idle-cpu.sh [seconds]
set -euo pipefail
cd "$(dirname "$0")/.."
WINDOW=${1:-30}
DATA=$(mktemp -d)
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
PORT=$PORT DATA_DIR=$DATA ADMIN_EMAIL=admin@idle.test ADMIN_PASSWORD=Idle-admin-123 LOG_LEVEL=warn \
  node apps/server/dist/main.js >/dev/null 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null; rm -rf "$DATA"' EXIT
for _ in $(seq 1 60); do curl -sf "localhost:$PORT/api/health/" >/dev/null && break; sleep 1; done
sleep 20 # start-up work (seeding, JIT, garbage collection) is over
ticks() { awk '{print $14 + $15}' "/proc/$PID/stat"; }
before=$(ticks)
sleep "$WINDOW"
after=$(ticks)
echo "idle for ${WINDOW} s: $((after - before)) ticks of CPU ($(( (after - before) * 10 )) ms)"
