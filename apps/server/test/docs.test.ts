import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../src/http/access';
import { serverPath } from '../src/paths';
import { useTestApp } from './helpers';

// The repository explains itself, and what it says stays true: nothing cites documents kept outside
// it, every link and `docs/…` reference names a file (and heading) that exists, and the endpoint
// table of docs/api.md is the app's own route table.

const ROOT = serverPath('..', '..');
const API_DOC = path.join(ROOT, 'docs', 'api.md');

// What `git ls-files` would skip, for a copy of the repository without its .git.
const UNTRACKED_DIRS = new Set(['.git', 'node_modules', 'dist', 'dist-ssr', 'data', '.tmp', 'e2e-artifacts', 'bench-results']);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return UNTRACKED_DIRS.has(entry.name) ? [] : walk(path.join(dir, entry.name));
    return [path.relative(ROOT, path.join(dir, entry.name))];
  });
}

/** The repository's files, relative to its root with forward slashes: what git tracks or would add, where git is there. */
function repositoryFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
  } catch {
    files = walk(ROOT);
  }
  return files.map((file) => file.split(path.sep).join('/')).filter((file) => existsSync(path.join(ROOT, file)));
}

/** The text of every text file (a NUL byte marks a binary one), by path. */
function readTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of repositoryFiles()) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    if (!text.includes('\0')) texts.set(file, text);
  }
  return texts;
}

const texts = readTexts();
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2… */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = (heading[1] ?? '').replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Why a reference to `target` (a repository path, maybe with #anchor) does not hold, if it does not. */
function brokenReference(target: string): string | undefined {
  const [file = '', anchor] = target.split('#');
  const full = path.join(ROOT, file);
  if (!existsSync(full)) return 'no such file';
  if (anchor === undefined || anchor === '') return undefined;
  if (!file.endsWith('.md')) return undefined;
  return anchorsOf(readFileSync(full, 'utf8')).has(decodeURIComponent(anchor)) ? undefined : `no heading #${anchor}`;
}

describe('the repository explains itself', () => {
  it('cites no document kept outside it (the product and API are in docs/)', () => {
    // Spelled so that this file does not match itself.
    const OUTSIDE = /(?:\.\.|\/work)\/shared\b|\b(?:SPEC|DESIGN)\.md\b|\b(?:SPEC|DESIGN),? sections? \d/g;
    const offenders: string[] = [];
    for (const [file, text] of texts) {
      for (const match of text.matchAll(OUTSIDE)) offenders.push(`${file}:${lineOf(text, match.index)} ${match[0]}`);
    }
    expect(offenders).toEqual([]);
  });

  it('links only to files and headings that exist (Markdown links, and docs/….md anywhere)', () => {
    const broken: string[] = [];
    for (const [file, text] of texts) {
      const dir = path.posix.dirname(file);
      const check = (index: number, target: string) => {
        const why = brokenReference(target);
        if (why) broken.push(`${file}:${lineOf(text, index)} ${target}: ${why}`);
      };
      if (file.endsWith('.md')) {
        for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
          const target = match[1] ?? '';
          if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, mailto:
          const [local = '', anchor] = target.split('#');
          const resolved = local === '' ? file : path.posix.normalize(path.posix.join(dir, local));
          check(match.index, anchor === undefined ? resolved : `${resolved}#${anchor}`);
        }
      }
      // A mention such as docs/product.md#storage in a comment is read from the repository's root.
      for (const match of text.matchAll(/(?<![\w./-])docs\/[\w-]+(?:\/[\w-]+)*\.md(?:#[\p{L}\p{N}_-]+)?/gu))
        check(match.index, match[0]);
    }
    expect(broken).toEqual([]);
  });
});

// ---- docs/api.md's endpoint table, generated from the route table

const START = '<!-- endpoints: generated by apps/server/test/docs.test.ts -->';
const END = '<!-- endpoints: end -->';

interface ZodLike {
  def?: { type?: string };
  shape?: Record<string, unknown>;
  /** A file's answer: its media types (http/openapi.ts `fileAnswer`). */
  content?: unknown;
}
interface RouteSchema {
  tags?: string[];
  summary?: string;
  hide?: boolean;
  response?: Record<string, ZodLike>;
}

const schemaOf = (route: DeclaredRoute) => (route.schema ?? {}) as RouteSchema;

/** What a route answers, as its response schema declares it: a page, an array or an object (and its status when not 200). */
function answerOf(route: DeclaredRoute): string {
  const responses = schemaOf(route).response ?? {};
  const [status] = Object.keys(responses).filter((code) => code.startsWith('2'));
  const body = status ? responses[status] : undefined;
  // No JSON body: a 204 (`noContent`) or a file.
  if (!body || body.def?.type === 'undefined' || body.content) return '—';
  const kind = body.shape && 'total_pages' in body.shape ? 'page' : body.def?.type === 'array' ? 'array' : 'object';
  return status === '200' ? kind : `${status} ${kind}`;
}

/** A table cell: a pipe would end it, and `<image>` would be read as HTML. */
const cell = (text: string) => text.replace(/[|<]/g, '\\$&');
const heading = (tag: string) => tag.charAt(0).toUpperCase() + tag.slice(1);

/** The API's routes by domain (their OpenAPI tag), in the order the app registers them. */
function endpointTables(routes: DeclaredRoute[]): string {
  const rows = new Map<string, Array<{ methods: string[]; url: string; access: string; answer: string; summary: string }>>();
  for (const route of routes) {
    const { tags = [], summary = '' } = schemaOf(route);
    const tag = tags[0] ?? '';
    const group = rows.get(tag) ?? [];
    rows.set(tag, group);
    const row = { url: route.url, access: route.access ?? '', answer: answerOf(route), summary };
    // One row for the methods of a path that do the same (PATCH and PUT of one change).
    const same = group.find((r) => r.url === row.url && r.access === row.access && r.summary === row.summary);
    if (same) same.methods.push(route.method);
    else group.push({ ...row, methods: [route.method] });
  }
  return [...rows]
    .map(([tag, group]) =>
      [
        `### ${heading(tag)}`,
        '',
        '| Method | Path | Access | Answer | What it does |',
        '|---|---|---|---|---|',
        ...group.map((r) => `| ${r.methods.join(', ')} | \`${r.url}\` | ${r.access} | ${r.answer} | ${cell(r.summary)} |`),
      ].join('\n'),
    )
    .join('\n\n');
}

describe('docs/api.md', () => {
  const { t } = useTestApp();
  const apiRoutes = () =>
    t.routeTable.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && !schemaOf(route).hide);

  it('finds a domain and a summary on every API route (the endpoint table and the OpenAPI document read them)', () => {
    const missing = apiRoutes()
      .filter((route) => !schemaOf(route).tags?.[0] || !schemaOf(route).summary)
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('lists every endpoint as the app declares it (after a route change: vitest run docs.test.ts -u)', async () => {
    const doc = readFileSync(API_DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `docs/api.md holds the markers ${START} and ${END}`).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    const generated = `${doc.slice(0, start + START.length)}\n\n${endpointTables(apiRoutes())}\n\n${doc.slice(end)}`;
    await expect(generated).toMatchFileSnapshot(
      API_DOC,
      'docs/api.md lists other endpoints than the app has: run this file with -u',
    );
  });
});
