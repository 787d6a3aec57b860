// docs/deploy/nginx-kerben.conf as an operator installs it (TLS, HTTP/2), in front of a Kerben
// that listens at `upstream`, in a directory of its own: only the names, ports and certificate
// paths differ (a self-signed certificate for kerben.example.com). Used by the deploy test
// (apps/server/test/deploy/nginx.test.ts) and by `npm run perf:web`, which measures the pages as
// a phone receives them from a deployed Kerben.
import { execFile, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from './free-port.mjs';

const run = promisify(execFile);
export const NGINX = '/usr/sbin/nginx';
export const SITE_HOST = 'kerben.example.com';
const SITE = fileURLToPath(new URL('../docs/deploy/nginx-kerben.conf', import.meta.url));

/** Starts nginx in `dir` (which exists) in front of `upstream` (host:port); answers its ports and a stop. */
export async function startNginxFront({ dir, upstream }) {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${SITE_HOST}`],
    ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
  ]);
  const site = (await readFile(SITE, 'utf8'))
    .replaceAll('127.0.0.1:3000', upstream)
    .replaceAll(/listen (\[::\]:)?80;/g, `listen $1${httpPort};`)
    .replaceAll(/listen (\[::\]:)?443 /g, `listen $1${httpsPort} `)
    .replaceAll(`/etc/letsencrypt/live/${SITE_HOST}/fullchain.pem`, path.join(dir, 'cert.pem'))
    .replaceAll(`/etc/letsencrypt/live/${SITE_HOST}/privkey.pem`, path.join(dir, 'key.pem'));
  await writeFile(path.join(dir, 'site.conf'), site);
  // What Debian's /etc/nginx/nginx.conf provides around a site, in this directory.
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
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
  await run(NGINX, ['-t', '-p', dir, '-c', conf]);
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  // Ready once it accepts connections.
  for (let i = 0; i < 50; i += 1) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(httpsPort, '127.0.0.1', () => resolve(socket.end() && true));
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    await delay(100);
  }
  return {
    httpPort,
    httpsPort,
    stop: () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      return exited;
    },
  };
}
