import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPath } from '../../src/paths';
import { scratchPostgresDatabase } from '../helpers';
import { noisyPng } from '../images';
import { freePort } from '../postgres-server';
import { listening, type ServerProcess, startServerProcess } from '../server-process';

const run = promisify(execFile);

// docs/deploy/nginx-kerben.conf, as an operator installs it, in front of Kerben with WORKERS=2 and
// TRUST_PROXY=1 (docs/deploy.md): every client's limits follow its own address (the test's clients
// connect from 127.0.0.2 and 127.0.0.3), an X-Forwarded-For the client writes changes nothing, and
// an upload just under MAX_UPLOAD_MB passes. Only the names, ports and certificate paths differ.

const NGINX = '/usr/sbin/nginx';
const SITE = serverPath('..', '..', 'docs', 'deploy', 'nginx-kerben.conf');
const ADMIN = { email: 'behind-nginx@kerben.kg', password: 'Behind-nginx-2026!' };
const HOST = 'kerben.example.com';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !existsSync(NGINX))('behind nginx (docs/deploy)', () => {
  let dir: string;
  let kerben: ServerProcess;
  let nginx: ReturnType<typeof spawn>;
  let dropDatabase = async () => {};
  let httpsPort: number;
  let httpPort: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kerben-nginx-'));
    const scratch = await scratchPostgresDatabase('kerben_nginx');
    dropDatabase = scratch.drop;
    kerben = startServerProcess({
      DATABASE_URL: scratch.url,
      DATA_DIR: path.join(dir, 'data'),
      WORKERS: '2',
      TRUST_PROXY: '1',
      ALLOWED_HOSTS: HOST,
      PUBLIC_URL: `https://${HOST}`,
      LOGIN_FAILURES_PER_ADDRESS: '3',
      MAX_UPLOAD_MB: '5',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const upstream = new URL(await listening(kerben));
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${HOST}`,
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]);
    const site = (await readFile(SITE, 'utf8'))
      .replaceAll('127.0.0.1:3000', upstream.host)
      .replaceAll(/listen (\[::\]:)?80;/g, `listen $1${httpPort};`)
      .replaceAll(/listen (\[::\]:)?443 /g, `listen $1${httpsPort} `)
      .replaceAll(`/etc/letsencrypt/live/${HOST}/fullchain.pem`, path.join(dir, 'cert.pem'))
      .replaceAll(`/etc/letsencrypt/live/${HOST}/privkey.pem`, path.join(dir, 'key.pem'));
    await writeFile(path.join(dir, 'site.conf'), site);
    // What Debian's /etc/nginx/nginx.conf provides around a site, in this directory.
    await mkdir(path.join(dir, 'temp'));
    await writeFile(
      path.join(dir, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/site.conf;
}
`,
    );
    await run(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    // Ready once it answers.
    for (let i = 0; i < 50 && (await send('127.0.0.1', 'GET', '/api/health/').catch(() => undefined))?.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 90_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    kerben?.child.kill('SIGTERM');
    await kerben?.exited;
    await dropDatabase();
    await rm(dir, { recursive: true, force: true });
  });

  /** A request through nginx over TLS, from `from` (a loopback address of this machine). */
  function send(
    from: string,
    method: string,
    url: string,
    options: { headers?: Record<string, string>; body?: Buffer | string } = {},
  ) {
    return new Promise<Answer>((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          method,
          path: url,
          localAddress: from,
          servername: HOST,
          rejectUnauthorized: false,
          agent: false,
          headers: { host: HOST, ...options.headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });
  }

  const json = { 'content-type': 'application/json' };
  const wrongLogin = (from: string, forwardedFor?: string) =>
    send(from, 'POST', '/api/users/login/', {
      headers: { ...json, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      body: JSON.stringify({ email: ADMIN.email, password: 'Wrong-password-1' }),
    });

  it('keeps each client’s limits to its own address, whatever X-Forwarded-For it writes', async () => {
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await wrongLogin('127.0.0.2')).status);
    expect(first).toEqual([401, 401, 401]);
    expect((await wrongLogin('127.0.0.2')).status).toBe(429);
    // Writing another address does not free the first client…
    expect((await wrongLogin('127.0.0.2', '203.0.113.9')).status).toBe(429);
    // …nor does writing the first client's address hold the second back.
    expect((await wrongLogin('127.0.0.3', '127.0.0.2')).status).toBe(401);
  });

  it('passes an upload just under MAX_UPLOAD_MB, and sends plain http to https', async () => {
    const login = await send('127.0.0.4', 'POST', '/api/users/login/', { headers: json, body: JSON.stringify(ADMIN) });
    expect(login.status, login.body).toBe(200);
    const { access } = JSON.parse(login.body) as { access: string };
    const picture = await noisyPng(4.5);
    expect(picture.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(picture.length).toBeLessThan(5 * 1024 * 1024);
    const form = new FormData();
    form.append('link', 'https://shop.example.com/');
    form.append('logo', new Blob([picture], { type: 'image/png' }), 'logo.png');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const uploaded = await send('127.0.0.4', 'POST', '/api/logos/add/', {
      headers: { authorization: `Bearer ${access}`, 'content-type': request.headers.get('content-type') as string },
      body,
    });
    expect(uploaded.status, uploaded.body).toBe(201);
    expect(JSON.parse(uploaded.body).logo).toMatch(new RegExp(`^https://${HOST}/media/public/`));

    const plain = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port: httpPort, path: '/faq', headers: { host: HOST }, agent: false }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        })
        .on('error', reject)
        .end();
    });
    expect(plain).toEqual({ status: 301, location: `https://${HOST}/faq` });
  }, 30_000);
});
