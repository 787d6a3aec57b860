import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian installed, if any. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((version) => path.join(root, version, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
  return bin;
}

/** A port nothing listens on (for a server to start on, or to stand for one that is down). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A PostgreSQL server of a test's own, which it may stop and start (the shared test server must
 * stay up for the other files). initdb refuses to run as root, so as root it runs as `postgres`.
 */
export async function startOwnPostgres() {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kerben-own-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chown(dir, ...(await postgresIds()));
  const command = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const port = await freePort();
  const data = path.join(dir, 'data');
  await command('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const pgCtl = (action: string, ...extra: string[]) =>
    command('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      action,
      ...extra,
    ]);
  await pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops it the way an operator's restart does: sessions are terminated at once. */
    stop: () => pgCtl('stop', '-m', 'fast'),
    start: () => pgCtl('start'),
    async remove(): Promise<void> {
      await pgCtl('stop', '-m', 'immediate').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return [Number(stdout.trim()), Number(group.trim())];
}
