// `npm run typecheck`: every TypeScript project checked, two at a time (tsc uses one core; CI has two).
// Exits non-zero when any project has errors; each project's output is printed whole, in order.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const PROJECTS = ['apps/web', 'apps/server', 'packages/domain', 'apps/web/e2e'];
const parallel = Math.max(1, Math.min(2, os.availableParallelism()));

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);
let failed = false;
for (const project of PROJECTS) {
  const { code, output } = results.find((result) => result.project === project);
  console.log(`${code === 0 ? 'ok' : 'FAILED'}  ${project}`);
  if (code !== 0) {
    failed = true;
    process.stdout.write(output);
  }
}
process.exit(failed ? 1 : 0);
