import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { serverPath } from '../../src/paths';
import { root, WORKERS } from './settings';

// The server under the bench: the built dist/main.js as its own process, as deployed.

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The Node options `npm run serve` gives the server (package.json), so the bench runs it as deployed. */
export async function serveFlags(): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  const words = scripts.serve.split(/\s+/);
  const entry = words.indexOf('apps/server/dist/main.js');
  if (words[0] !== 'node' || entry < 0) throw new Error(`unexpected serve script: ${scripts.serve}`);
  return words.slice(1, entry);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string; coldStartMs: number }> {
  const port = await freePort();
  const flags = await serveFlags();
  const started = performance.now();
  const child = spawn(process.execPath, [...flags, serverPath('dist', 'main.js')], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      WORKERS: String(WORKERS),
      // The bench logs in thousands of times from one address.
      RATE_LIMIT_MAX: '1000000',
      LOGIN_FAILURES_PER_ADDRESS: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health/`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, base, coldStartMs: Math.round(performance.now() - started) };
}

/**
 * The server's resident memory and CPU time (user + system, every thread), from /proc: with
 * WORKERS, the primary's and its server processes' together.
 */
export async function usage(pid: number): Promise<{ rssMb: number; cpuSeconds: number }> {
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => ''))
    .split(' ')
    .filter(Boolean)
    .map(Number);
  const each = await Promise.all(
    [pid, ...children].map(async (one) => {
      const [status, stat] = await Promise.all([readFile(`/proc/${one}/status`, 'utf8'), readFile(`/proc/${one}/stat`, 'utf8')]);
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0), ticks: Number(fields[11]) + Number(fields[12]) };
    }),
  );
  const sum = (pick: (one: { rssKb: number; ticks: number }) => number) => each.reduce((total, one) => total + pick(one), 0);
  return { rssMb: Math.round(sum((one) => one.rssKb) / 1024), cpuSeconds: sum((one) => one.ticks) / 100 };
}
