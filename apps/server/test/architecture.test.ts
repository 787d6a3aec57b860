import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { serverPath } from '../src/paths';

// The module shape of CONTRIBUTING.md, checked on the source itself so it cannot drift.

const SRC = serverPath('src');

interface SourceFile {
  /** Path relative to src/, with forward slashes. */
  name: string;
  imports: Array<{ from: string; typeOnly: boolean }>;
  /** Text literals a person could read (Cyrillic), outside comments. */
  russianTexts: string[];
}

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function readSource(file: string): SourceFile {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imports: SourceFile['imports'] = [];
  const russianTexts: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const from = (node.moduleSpecifier as ts.StringLiteral).text;
      imports.push({ from, typeOnly: isTypeOnly(node) });
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (/[\u0400-\u04FF]/.test(node.text)) russianTexts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { name: path.relative(SRC, file).split(path.sep).join('/'), imports, russianTexts };
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return Boolean(bindings && ts.isNamedImports(bindings) && bindings.elements.every((element) => element.isTypeOnly));
}

const sources = listSources(SRC).map(readSource);
const moduleOf = (name: string) => /^modules\/([^/]+)\//.exec(name)?.[1];

describe('the module shape', () => {
  it('finds the modules it checks', () => {
    expect(new Set(sources.map((s) => moduleOf(s.name)).filter(Boolean))).toEqual(
      new Set([
        'addresses',
        'auth',
        'backups',
        'billing',
        'board',
        'catalog',
        'contacts',
        'demo',
        'expected',
        'files',
        'health',
        'mail',
        'notifications',
        'outside-requests',
        'parcels',
        'purchases',
        'reference',
        'statistics',
        'users',
        'warehouses',
      ]),
    );
  });

  it('keeps Fastify out of every module file but routes.ts', () => {
    const offenders = sources
      .filter((s) => moduleOf(s.name) && !s.name.endsWith('/routes.ts'))
      .filter((s) => s.imports.some((i) => /^(fastify|fastify-type-provider-zod|@fastify\/.*)$/.test(i.from)))
      .map((s) => s.name);
    expect(offenders).toEqual([]);
  });

  it('builds SQL only in db/ and in a module’s queries', () => {
    const buildsSql = (s: SourceFile) =>
      s.imports.some((i) => !i.typeOnly && (/^drizzle-orm(\/|$)/.test(i.from) || /(^|\/)db\/schema(\/|$)/.test(i.from)));
    const allowed = (name: string) => name.startsWith('db/') || /^modules\/[^/]+\/(queries\.ts|queries\/)/.test(name);
    expect(sources.filter((s) => buildsSql(s) && !allowed(s.name)).map((s) => s.name)).toEqual([]);
  });

  it('lets a module use another only through its index', () => {
    const offenders: string[] = [];
    for (const s of sources) {
      const own = moduleOf(s.name);
      if (!own) continue;
      for (const { from } of s.imports) {
        const target = /^\.\.\/([^/.]+)(\/.*)?$/.exec(from);
        if (target && target[1] !== own && target[2] && target[2] !== '/index') offenders.push(`${s.name} -> ${from}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    const uses = new Map<string, Set<string>>();
    for (const s of sources) {
      const own = moduleOf(s.name);
      if (!own) continue;
      for (const { from } of s.imports) {
        const other = /^\.\.\/([^/.]+)/.exec(from)?.[1];
        if (other && other !== own) uses.set(own, (uses.get(own) ?? new Set()).add(other));
      }
    }
    const cycles: string[] = [];
    const walk = (module: string, trail: string[]) => {
      if (trail.includes(module)) {
        cycles.push([...trail.slice(trail.indexOf(module)), module].join(' -> '));
        return;
      }
      for (const next of uses.get(module) ?? []) walk(next, [...trail, module]);
    };
    for (const module of uses.keys()) walk(module, []);
    expect(cycles).toEqual([]);
  });

  it('takes every sentence a person reads from the domain message catalogue', () => {
    // The demo data is data (shop descriptions, announcements), not messages.
    const offenders = sources
      .filter((s) => s.name !== 'modules/demo/content.ts' && s.russianTexts.length > 0)
      .map((s) => `${s.name}: ${s.russianTexts.join(' | ')}`);
    expect(offenders).toEqual([]);
  });
});
