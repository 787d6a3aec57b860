import cluster from 'node:cluster';

// Several server processes on one port: node:cluster hands each new connection to one of them.
// This primary process only looks after them; it opens no database and serves nothing.

// A worker dying more often than this within a minute is not started again: the primary exits
// non-zero so that its own supervisor (systemd, Docker) sees the fault.
const MAX_DEATHS_PER_MINUTE = 5;

const LEVELS = { info: 30, warn: 40, error: 50 } as const;
function log(level: keyof typeof LEVELS, fields: object, msg: string): void {
  const line = JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg });
  if (level === 'info') console.log(line);
  else console.error(line);
}

/**
 * Starts `count` server processes and keeps them running: one that exits unexpectedly is
 * replaced. SIGTERM/SIGINT is passed on to each (each shuts down cleanly, 10 s at most), and the
 * primary exits once they all have: 0 when every one exited cleanly.
 */
export function superviseWorkers(count: number): void {
  let stopping = false;
  let exitCode = 0;
  const deaths: number[] = [];
  const running = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  function stop(reason: string, code: number): void {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log('info', { reason }, 'shutting down every server process');
    if (running().length === 0) process.exit(exitCode);
    for (const worker of running()) worker.process.kill('SIGTERM');
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (running().length === 0) process.exit(exitCode);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while ((deaths[0] ?? now) < now - 60_000) deaths.shift();
    if (deaths.length > MAX_DEATHS_PER_MINUTE) {
      log('error', { code, signal }, 'server processes keep dying: giving up');
      stop('giving up', 1);
      return;
    }
    log('error', { workerPid: worker.process.pid, code, signal }, 'server process died; starting another');
    cluster.fork();
  });
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));

  for (let i = 0; i < count; i++) cluster.fork();
  log('info', { workers: count }, `started ${count} server processes`);
}
