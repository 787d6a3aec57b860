import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { serverPath } from '../src/paths';

// The server and its commands as separate processes, as an operator runs them: the built bundle
// (`npm run build`, as CI does before the tests), or the TypeScript source through tsx.

/** How to run dist/<name>.js, or src/<source> when the server is not built. */
export function entryCommand(name: string, source: string): string[] {
  const built = serverPath('dist', `${name}.js`);
  return existsSync(built) ? [built] : ['--import', 'tsx', serverPath('src', source)];
}

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  output(): string;
}

/** Starts the built server on a free port with these settings added (embedded database unless DATABASE_URL). */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, entryCommand('main', 'main.ts'), {
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

/** The server's address once it listens (it logs it); throws with its output if it exits first. */
export async function listening(server: ServerProcess): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && server.child.exitCode === null) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not start cleanly:\n${server.output()}`);
}

/** A JSON (or multipart, given FormData) request with a bearer token; answers the status and the JSON body. */
export async function api(base: string, token: string, method: string, url: string, body?: object | FormData) {
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/** Signs in and answers the access token. */
export async function signIn(base: string, credentials: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${base}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`sign-in as ${credentials.email}: ${login.status}`);
  return ((await login.json()) as { access: string }).access;
}

/** A customer added by an admin (active, with a client code): what parcels are received for. */
export async function addClient(base: string, access: string, emailPrefix: string) {
  const res = await api(base, access, 'POST', '/api/add_user_for_admin/add/', {
    first_name: 'Айгуль',
    last_name: 'Тестова',
    email: `${emailPrefix}-${randomUUID().slice(0, 8)}@example.kg`,
    phone_number: '+996555123456',
    password: 'Client-pass-1',
    password2: 'Client-pass-1',
  });
  if (res.status !== 201) throw new Error(`client: ${res.status} ${JSON.stringify(res.json)}`);
  return { code: res.json.unique_id as string, id: res.json.id as number };
}
