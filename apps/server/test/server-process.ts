import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serverPath } from '../src/paths';

// The built server (`npm run build`, as CI does before the tests), or its source through tsx.
const built = serverPath('dist', 'main.js');
const command = existsSync(built) ? [built] : ['--import', 'tsx', serverPath('src', 'main.ts')];

/** Starts Kerben as its own process, as `npm run serve` does, with `env` over the test defaults. */
export function startServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, command, {
    cwd: serverPath(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO_DATA: 'false', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export type ServerProcess = ReturnType<typeof startServerProcess>;

/** The server's base URL once it listens; fails with its output if it stops or takes a minute. */
export async function listening(server: ServerProcess): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && server.child.exitCode === null) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not start cleanly:\n${server.output()}`);
}
