// Start-up time of the built server (`npm run build` first): a cold start on an empty data directory
// (create the database, migrate, seed, first admin) and a warm restart on the same directory.
// Measured from spawning the process to the first successful /api/health/.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kerben-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);

async function startAndMeasure(label) {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/`);
      if (res.ok) break;
    } catch {}
    if (performance.now() - started > 60_000) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  console.log(`${label.padEnd(40)} ${(ms / 1000).toFixed(2)} s`);
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
}

try {
  await startAndMeasure('cold start (new embedded database)');
  await startAndMeasure('warm start (same data directory)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
