import autocannon from 'autocannon';
import { usage } from './server';
import { CONNECTIONS, DURATION, PASSWORD, type Row } from './settings';

// Driving the server: autocannon on one endpoint at a time, with the server's memory and CPU.

export interface Endpoint {
  name: string;
  path: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  connections?: number;
  /**
   * A paginated list: the slowest of them runs beside the health check. (A statistics series was
   * one aggregate statement of 50-100 ms on PGlite before it read the kept hours of migration 0044.)
   */
  list?: boolean;
}

/** Drives one endpoint for `duration` seconds, or, with `until`, until that settles. */
export async function drive(
  pid: number,
  base: string,
  endpoint: Endpoint,
  duration = DURATION,
  until?: Promise<unknown>,
): Promise<Row> {
  const connections = endpoint.connections ?? CONNECTIONS;
  const before = await usage(pid);
  let peakRss = before.rssMb;
  const sampler = setInterval(() => {
    void usage(pid).then(
      (u) => {
        peakRss = Math.max(peakRss, u.rssMb);
      },
      () => {},
    );
  }, 200);
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url: base + endpoint.path,
      method: endpoint.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...endpoint.headers },
      body: endpoint.body,
      connections,
      duration: until ? 600 : duration,
    } as const;
    const instance = autocannon(options, (error, answer) => (error ? reject(error) : resolve(answer)));
    void until?.then(() => instance.stop());
  });
  const wall = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = await usage(pid);
  const cpuSeconds = after.cpuSeconds - before.cpuSeconds;
  return {
    name: endpoint.name,
    path: endpoint.path,
    connections,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    rssMb: Math.max(peakRss, after.rssMb),
    cpuPercent: Math.round((cpuSeconds / wall) * 100),
    cpuMsPerRequest: result.requests.total ? Number(((cpuSeconds * 1000) / result.requests.total).toFixed(2)) : 0,
  };
}

export async function login(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login as ${email}: ${res.status} ${await res.text()}`);
  const { access } = (await res.json()) as { access: string };
  return { authorization: `Bearer ${access}` };
}
