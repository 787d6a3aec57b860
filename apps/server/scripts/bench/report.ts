import { type Report, type Row, WORKERS } from './settings';

// The bench's report: one table, the verdict against the targets, and the change against an earlier run.

function target(row: Row, kind: Report['database']): string {
  const misses: string[] = [];
  if (row.errors > 0) misses.push('errors');
  if (kind === 'postgres') {
    // Issue 45's targets: p99 at most 20 ms at 8 connections, 1.5 ms of server CPU a request and
    // 300 MB of RSS a process (measured on the machine the bench runs on: two cores here).
    if (row.connections <= 8 && row.p99 > 20) misses.push('p99 > 20');
    // The dashboard's series read the kept hours (issue 45: p99 at most 10 ms).
    if (row.connections <= 8 && row.name.startsWith('statistics') && row.p99 > 10) misses.push('p99 > 10');
    if (row.cpuMsPerRequest > 1.5) misses.push('CPU > 1.5 ms/req');
    if (row.rssMb > 300 * WORKERS) misses.push(`RSS > ${300 * WORKERS}`);
  } else {
    if (row.reqPerSec < 500) misses.push('< 500 req/s');
    if (row.p99 > 150) misses.push('p99 > 150');
    if (row.rssMb > 400) misses.push('RSS > 400');
  }
  return misses.length ? `MISS ${misses.join(', ')}` : 'ok';
}

export function printTable(report: Report): void {
  console.log(
    `\n| endpoint | conn | req/s | p50 ms | p99 ms | errors | RSS MB | CPU % | CPU ms/req | target (${report.database}) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const line = (row: Row, verdict: string) =>
    console.log(
      `| ${row.name} | ${row.connections} | ${row.reqPerSec} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.rssMb} | ${row.cpuPercent} | ${row.cpuMsPerRequest} | ${verdict} |`,
    );
  for (const row of report.rows) line(row, target(row, report.database));
  if (report.healthUnderLoad) {
    const h = report.healthUnderLoad;
    // The target is the embedded database's (its queries used to run on the HTTP thread).
    const verdict = report.database === 'postgres' ? '-' : h.p99 <= 20 && h.errors === 0 ? 'ok' : 'MISS p99 > 20';
    line({ ...h, name: `health, beside ${h.alongside}` }, verdict);
  }
  // Login is argon2's time (apart from the lists' targets); its memory counts like any other.
  if (report.login)
    line(report.login, report.login.rssMb > 300 * WORKERS ? `argon2: apart, MISS RSS > ${300 * WORKERS}` : 'argon2: apart');
  console.log(
    `\nseeded in ${report.seedSeconds} s (target 60 s for 200,000 parcels); start to serving ${report.coldStartMs} ms (target 2,000 ms; the first after seeding ${report.firstStartMs ?? '?'} ms); peak RSS ${report.peakRssMb} MB`,
  );
}

export function printComparison(before: Report, after: Report): void {
  const pct = (a: number, b: number) => (a === 0 ? '' : ` (${b >= a ? '+' : ''}${Math.round(((b - a) / a) * 100)}%)`);
  console.log(`\nChange against the run of ${before.date} (${before.database}):\n`);
  console.log('| endpoint | req/s before → after | p99 ms before → after | CPU ms/req before → after | RSS MB before → after |');
  console.log('|---|---|---|---|---|');
  const all = (r: Report) => [...r.rows, ...(r.healthUnderLoad ? [r.healthUnderLoad] : []), ...(r.login ? [r.login] : [])];
  for (const row of all(after)) {
    const old = all(before).find((candidate) => candidate.name === row.name);
    if (!old) continue;
    console.log(
      `| ${row.name} | ${old.reqPerSec} → ${row.reqPerSec}${pct(old.reqPerSec, row.reqPerSec)} | ${old.p99} → ${row.p99}${pct(old.p99, row.p99)} | ${old.cpuMsPerRequest ?? '?'} → ${row.cpuMsPerRequest} | ${old.rssMb} → ${row.rssMb} |`,
    );
  }
  console.log(
    `| seeding, cold start | ${before.seedSeconds} s → ${after.seedSeconds} s | ${before.coldStartMs} → ${after.coldStartMs} ms | | ${before.peakRssMb} → ${after.peakRssMb} peak |`,
  );
}
