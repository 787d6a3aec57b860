// `npm run cycles` (and `npm run lint`): fails when source files import each other in a circle,
// naming each circle. Type-only imports count too: a cycle through types still ties the modules'
// design together, and TypeScript resolves every import here exactly as the type-check does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const TREES = [
  'apps/web/src',
  'apps/web/e2e',
  'apps/server/src',
  'apps/server/test',
  'apps/server/scripts',
  'packages/domain/src',
  'scripts',
];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
// Imports of styles, images and the like are not modules of ours.
const ASSET = /\.(css|svg|png|jpe?g|webp|json|woff2?)(\?.*)?$/;

const base = ts.readConfigFile(path.join(ROOT, 'tsconfig.base.json'), ts.sys.readFile);
const { options } = ts.convertCompilerOptionsFromJson(base.config.compilerOptions, ROOT);
options.allowJs = true;

function listSources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const files = TREES.flatMap((tree) => listSources(path.join(ROOT, tree)));
const known = new Set(files);
const unresolved = [];

/** file -> the files of ours it imports, with `import type`, `export from` and `import()` included. */
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName: specifier } of importedFiles) {
      if (ASSET.test(specifier)) continue;
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      const target = resolved && ts.sys.realpath(resolved.resolvedFileName);
      if (target && known.has(target)) targets.add(target);
      else if (specifier.startsWith('.') && !resolved) unresolved.push(`${relative(file)}: '${specifier}'`);
    }
    return [file, [...targets]];
  }),
);

/** Tarjan's strongly connected components: each one of two or more files holds a cycle. */
function stronglyConnected() {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file)) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) === index.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file).includes(file)) components.push(component);
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return components;
}

/** The shortest way from `start` back to itself inside its component, for the message. */
function shortestCycle(start, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of graph.get(file)) {
      if (next === start) {
        const cycle = [start];
        for (let step = file; step !== start; step = previous.get(step)) cycle.splice(1, 0, step);
        return [...cycle, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

const cycles = stronglyConnected().map((component) => {
  const members = new Set(component);
  const first = [...component].sort()[0];
  return { cycle: shortestCycle(first, members).map(relative), size: component.length };
});

// An import this script cannot follow would hide a cycle behind it, so it fails as loudly.
for (const line of unresolved) console.error(`Unresolved import: ${line}`);
for (const { cycle, size } of cycles) {
  const more = size > cycle.length - 1 ? ` (${size} files in this knot)` : '';
  console.error(`Import cycle: ${cycle.join(' -> ')}${more}`);
}
const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
if (cycles.length > 0 || unresolved.length > 0) process.exit(1);
console.log(`No import cycles: ${files.length} files, ${edges} imports.`);
