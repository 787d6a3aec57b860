import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serverPath } from '../../src/paths';
import { drive, type Endpoint } from './load';
import { type BackupFigures, CONNECTIONS } from './settings';

// A backup under load (--backup): what `npm run backup` costs the requests served meanwhile.

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);
};

/** Changes one parcel's comment again and again until `stop` says so; answers each write's time. */
async function timedWrites(base: string, admin: Record<string, string>, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; !until(); i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/warehouses/product/update/1/`, {
      method: 'PATCH',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ comments: `bench ${i}` }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`write: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * The admin parcel list at full load and a stream of writes, first alone, then while `npm run
 * backup` (the built command, through the server's control socket) runs beside them: how long the
 * backup takes, its size, the server's pause, and what the list's p99 and the writes' waits become.
 */
export async function backupUnderLoad(pid: number, base: string, dataDir: string, list: Endpoint, admin: Record<string, string>) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'kerben-bench-backup-'));
  try {
    let writing = true;
    const writesBefore = timedWrites(base, admin, () => !writing);
    const listBefore = await drive(pid, base, list);
    writing = false;
    const before = await writesBefore;

    const file = path.join(folder, 'kerben.tar');
    const started = performance.now();
    const command = spawn(process.execPath, [serverPath('dist', 'backup.js'), '--out', file], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    command.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    const finished = new Promise<number | null>((resolve) => command.on('exit', resolve));
    let done = false;
    void finished.then(() => {
      done = true;
    });
    // The list runs as long as the backup does, the writes beside it.
    const writesDuring = timedWrites(base, admin, () => done);
    const listDuring = drive(pid, base, list, 0, finished);
    const code = await finished;
    const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    const [during, listRow] = await Promise.all([writesDuring, listDuring]);
    if (code !== 0) throw new Error(`npm run backup failed:\n${output}`);
    const pauseMs = Number(/paused (\d+) ms/.exec(output)?.[1] ?? Number.NaN);
    const figures: BackupFigures = {
      seconds,
      sizeMb: Number(((await stat(file)).size / 1024 / 1024).toFixed(1)),
      pauseMs,
      list: { before: listBefore, during: listRow },
      writes: {
        before: { maxMs: Math.round(Math.max(...before)), p99Ms: percentile(before, 99) },
        during: { maxMs: Math.round(Math.max(...during)), p99Ms: percentile(during, 99) },
      },
    };
    console.log(
      `\nbackup beside "${list.name}" at ${CONNECTIONS} connections and a stream of writes: ${figures.seconds} s, ${figures.sizeMb} MB, the database paused ${pauseMs} ms`,
    );
    console.log('| | list req/s | list p50 ms | list p99 ms | write p99 ms | longest write ms |');
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| without a backup | ${listBefore.reqPerSec} | ${listBefore.p50} | ${listBefore.p99} | ${figures.writes.before.p99Ms} | ${figures.writes.before.maxMs} |`,
    );
    console.log(
      `| during the backup | ${listRow.reqPerSec} | ${listRow.p50} | ${listRow.p99} | ${figures.writes.during.p99Ms} | ${figures.writes.during.maxMs} |`,
    );
    return figures;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
