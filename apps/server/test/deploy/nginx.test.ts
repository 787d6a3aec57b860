import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX, SITE_HOST, startNginxFront } from '../../../../scripts/nginx-front.mjs';
import { scratchPostgresDatabase } from '../helpers';
import { noisyPng } from '../images';
import { listening, type ServerProcess, startServerProcess } from '../server-process';

// docs/deploy/nginx-kerben.conf, as an operator installs it, in front of Kerben with WORKERS=2 and
// TRUST_PROXY=1 (docs/deploy.md): every client's limits follow its own address (the test's clients
// connect from 127.0.0.2 and 127.0.0.3), an X-Forwarded-For the client writes changes nothing, and
// an upload just under MAX_UPLOAD_MB passes. Only the names, ports and certificate paths differ.

const ADMIN = { email: 'behind-nginx@kerben.kg', password: 'Behind-nginx-2026!' };
const HOST = SITE_HOST;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !existsSync(NGINX))('behind nginx (docs/deploy)', () => {
  let dir: string;
  let kerben: ServerProcess;
  let front: Awaited<ReturnType<typeof startNginxFront>> | undefined;
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
    front = await startNginxFront({ dir, upstream: upstream.host });
    ({ httpPort, httpsPort } = front);
    // Ready once it answers.
    for (let i = 0; i < 50 && (await send('127.0.0.1', 'GET', '/api/health/').catch(() => undefined))?.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 90_000);

  afterAll(async () => {
    await front?.stop();
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
