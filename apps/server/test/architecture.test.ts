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
  /** `from` as written; `target` the file or folder it names relative to src/ (relative imports only). */
  imports: Array<{ from: string; target?: string; typeOnly: boolean; names: string[] }>;
  /** Text literals a person could read (Cyrillic), outside comments. */
  russianTexts: string[];
  tree: ts.SourceFile;
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
  const name = path.relative(SRC, file).split(path.sep).join('/');
  const imports: SourceFile['imports'] = [];
  const russianTexts: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const from = (node.moduleSpecifier as ts.StringLiteral).text;
      const target = from.startsWith('.') ? path.posix.join(path.posix.dirname(name), from) : undefined;
      imports.push({ from, target, typeOnly: isTypeOnly(node), names: importedNames(node) });
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (/[\u0400-\u04FF]/.test(node.text)) russianTexts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { name, imports, russianTexts, tree: source };
}

/** The local names an import declaration binds. */
function importedNames(node: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  if (!ts.isImportDeclaration(node) || !node.importClause) return [];
  const { name, namedBindings } = node.importClause;
  const names = name ? [name.text] : [];
  if (namedBindings && ts.isNamespaceImport(namedBindings)) names.push(namedBindings.name.text);
  if (namedBindings && ts.isNamedImports(namedBindings)) names.push(...namedBindings.elements.map((e) => e.name.text));
  return names;
}

/** Every node of a file, depth first. */
function nodesOf(node: ts.Node): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (child: ts.Node) => {
    found.push(child);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

const lineOf = (tree: ts.SourceFile, node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;

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
/** The module an import names (`modules/parcels`, `modules/parcels/index`, `modules/parcels/schemas`...). */
const importedModule = (target: string | undefined) => (target ? moduleOf(`${target}/`) : undefined);
// A large module splits by job into parts of the same shape (modules/billing/tariffs/policy.ts).
const isPolicy = (name: string) => /^modules\/[^/]+\/(?:[^/]+\/)?policy\.ts$/.test(name);

describe('the module shape', () => {
  it('finds the modules it checks', () => {
    expect(new Set(sources.map((s) => moduleOf(s.name)).filter(Boolean))).toEqual(
      new Set([
        'addresses',
        'audit',
        'auth',
        'backups',
        'billing',
        'board',
        'catalog',
        'customs',
        'expected',
        'files',
        'notifications',
        'out-of-state-requests',
        'parcels',
        'purchases',
        'reference',
        'shipments',
        'statistics',
        'telegram',
        'users',
        'warehouse-addresses',
        'warehouse-services',
        'warehouses',
      ]),
    );
  });

  it('holds only domain modules in modules/: each answers requests (routes.ts) and shows one door (index.ts)', () => {
    // What has no routes of its own is infrastructure, in a folder named for it (mail/, jobs/, demo/, http/).
    const modules = [...new Set(sources.map((s) => moduleOf(s.name)).filter((m) => m !== undefined))];
    const missing = modules.flatMap((m) =>
      ['index.ts', 'routes.ts']
        .filter((file) => !sources.some((s) => s.name === `modules/${m}/${file}`))
        .map((file) => `${m}/${file}`),
    );
    expect(missing).toEqual([]);
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
    const allowed = (name: string) =>
      name.startsWith('db/') || /^(modules\/[^/]+\/(?:[^/]+\/)?|jobs\/[^/]+\/|mail\/|demo\/)(queries\.ts|queries\/)/.test(name);
    expect(sources.filter((s) => buildsSql(s) && !allowed(s.name)).map((s) => s.name)).toEqual([]);
  });

  it('lets a module use another only through its index', () => {
    const offenders: string[] = [];
    for (const s of sources) {
      const own = moduleOf(s.name);
      if (!own) continue;
      for (const { from, target } of s.imports) {
        const other = importedModule(target);
        const throughIndex = target === `modules/${other}` || target === `modules/${other}/index`;
        if (other && other !== own && !throughIndex) offenders.push(`${s.name} -> ${from}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    const uses = new Map<string, Set<string>>();
    for (const s of sources) {
      const own = moduleOf(s.name);
      if (!own) continue;
      for (const { target } of s.imports) {
        const other = importedModule(target);
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
      .filter((s) => s.name !== 'demo/content.ts' && s.russianTexts.length > 0)
      .map((s) => `${s.name}: ${s.russianTexts.join(' | ')}`);
    expect(offenders).toEqual([]);
  });

  it('keeps db/ below the modules: nothing in db/ imports one', () => {
    const offenders = sources
      .filter((s) => s.name.startsWith('db/'))
      .flatMap((s) => s.imports.filter((i) => i.target?.startsWith('modules/')).map((i) => `${s.name} -> ${i.from}`));
    expect(offenders).toEqual([]);
  });

  it('applies the owner-or-admin and owner-or-staff rules, and asks about roles, only in policy.ts', () => {
    const RULES = ['isOwnerOrAdmin', 'isOwnerOrStaff', 'isAdmin', 'isStaff', 'assertCan'];
    // The role table of packages/domain (roles.ts) is asked through core/viewer.ts, in policy.ts too.
    const ABILITY_TABLE = ['can', 'isAdmin', 'isStaff', 'ABILITIES'];
    const asks = (i: SourceFile['imports'][number]) =>
      (i.target?.endsWith('core/viewer') && i.names.some((n) => RULES.includes(n))) ||
      (i.from.startsWith('@kerben/domain') && !i.typeOnly && i.names.some((n) => ABILITY_TABLE.includes(n)));
    const offenders = sources
      .filter((s) => moduleOf(s.name) && !isPolicy(s.name))
      .filter((s) => s.imports.some(asks))
      .map((s) => s.name);
    expect(offenders).toEqual([]);
  });

  it('decides on a viewer’s role only in policy.ts: services call policy functions', () => {
    // Types are needed to tell a Viewer from a user row that also has isAdmin; the modules and
    // core/ are enough for that, so no library is loaded.
    const checked = sources.filter((s) => moduleOf(s.name) || s.name.startsWith('core/'));
    const program = ts.createProgram(
      checked.map((s) => path.join(SRC, s.name)),
      {
        noResolve: true,
        noLib: true,
        types: [],
        target: ts.ScriptTarget.Latest,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      },
    );
    const checker = program.getTypeChecker();
    const VIEWER_TYPES = new Set(['Viewer', 'SignedInViewer', 'AnonymousViewer']);
    const ROLE_FIELDS = new Set(['role', 'isAdmin']);
    const isViewer = (type: ts.Type): boolean =>
      VIEWER_TYPES.has(type.aliasSymbol?.name ?? '') ||
      VIEWER_TYPES.has(type.getSymbol()?.name ?? '') ||
      (type.isUnion() && type.types.some(isViewer));
    const offenders: string[] = [];
    for (const s of checked.filter((s) => moduleOf(s.name) && !isPolicy(s.name))) {
      const tree = program.getSourceFile(path.join(SRC, s.name));
      if (!tree) throw new Error(`${s.name} not in the program`);
      for (const node of nodesOf(tree)) {
        const read =
          ts.isPropertyAccessExpression(node) && ROLE_FIELDS.has(node.name.text)
            ? node.expression
            : ts.isBindingElement(node) && ROLE_FIELDS.has((node.propertyName ?? node.name).getText())
              ? node.parent
              : undefined;
        if (read && isViewer(checker.getTypeAtLocation(read))) {
          offenders.push(`${s.name}:${lineOf(tree, node)}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('imports request schemas into routes.ts (packages/domain or the module’s schemas.ts), never declares them there', () => {
    const REQUEST_PARTS = new Set(['body', 'querystring', 'params', 'headers', 'query']);
    // A route's schema is `schema: {…}` given to Fastify, or the declaration given to a route kind
    // of http/route-kinds.ts (`routes.create(url, { access, summary, body, answer }, …)`).
    const declarations = (tree: ts.SourceFile) =>
      nodesOf(tree).flatMap((node) => {
        if (ts.isPropertyAssignment(node) && node.name.getText() === 'schema') return [node.initializer];
        const isKind =
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          node.expression.expression.getText() === 'routes';
        return isKind ? [(node as ts.CallExpression).arguments[1]] : [];
      });
    const offenders: string[] = [];
    for (const s of sources.filter((s) => moduleOf(s.name) && s.name.endsWith('/routes.ts'))) {
      const imported = new Set(s.imports.flatMap((i) => i.names));
      for (const declaration of declarations(s.tree)) {
        if (!declaration || !ts.isObjectLiteralExpression(declaration)) continue;
        for (const part of declaration.properties) {
          if (!part.name || !REQUEST_PARTS.has(part.name.getText())) continue;
          const value = ts.isPropertyAssignment(part) ? part.initializer : part.name;
          if (!ts.isIdentifier(value) || !imported.has(value.text)) {
            offenders.push(`${s.name}:${lineOf(s.tree, part)} ${part.name.getText()}: ${value.getText()}`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});

// The floors of the server (docs/architecture.md): a file imports from its own floor or below, never
// above. The ground knows nothing of the server; the data layer sits on it; the infrastructure the
// modules use (HTTP, stored files, mail) on that; then the modules; then what is built from them
// (the demo data, the timed jobs); then the composition root and the commands; the process last.
const FLOORS: Array<[floor: number, test: RegExp]> = [
  [0, /^(config|paths)\.ts$|^core\//],
  [1, /^db\//],
  [2, /^(http|file-storage|mail)\//],
  [3, /^modules\//],
  [4, /^(demo|jobs)\//],
  [5, /^(app|cli)\//],
  [6, /^(server|start|main|cluster)\.ts$/],
];
const floorOf = (name: string) => FLOORS.find(([, test]) => test.test(name))?.[0];
/** The source file an import names: `target` itself, `target.ts`, or its folder's index.ts. */
const fileOf = (target: string) =>
  [target, `${target}.ts`, `${target}/index.ts`].find((name) => sources.some((s) => s.name === name)) ?? target;

// A file with more lines than this does several jobs: it splits by job (CONTRIBUTING.md).
const MAX_LINES = 300;

describe('the floors and the files', () => {
  it('places every server file on a floor', () => {
    expect(sources.filter((s) => floorOf(s.name) === undefined).map((s) => s.name)).toEqual([]);
  });

  it('imports nothing from a floor above (core/ nothing of the server, db/ nothing but core/)', () => {
    const offenders: string[] = [];
    for (const s of sources) {
      for (const { from, target } of s.imports) {
        if (!target || target.startsWith('..')) continue;
        const [own, theirs] = [floorOf(s.name) ?? -1, floorOf(fileOf(target)) ?? -1];
        if (theirs > own) offenders.push(`${s.name} (floor ${own}) -> ${from} (floor ${theirs})`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it(`keeps every server source file under ${MAX_LINES} lines`, () => {
    // A message catalogue is a list of texts, not a job: it grows with the product (i18n/ is excepted).
    const files = [
      ...sources.filter((s) => !s.name.startsWith('i18n/')).map((s) => path.join(SRC, s.name)),
      ...listSources(serverPath('scripts')),
    ];
    const long = files
      .map((file) => ({ file: path.relative(serverPath(), file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(long).toEqual([]);
  });

  it('injects time as the one Clock of core/clock.ts', () => {
    const offenders = sources
      .filter((s) => s.name !== 'core/clock.ts' && /\(\)\s*=>\s*Date\b|today\?:\s*\(\)\s*=>/.test(s.tree.getFullText()))
      .map((s) => s.name);
    expect(offenders).toEqual([]);
  });
});

describe('the policy vocabulary (CONTRIBUTING.md, policy.ts)', () => {
  /** Every name a policy.ts exports, with its declaration. */
  const exported = sources
    .filter((s) => isPolicy(s.name))
    .flatMap((s) =>
      s.tree.statements.flatMap((statement) => {
        const isExported =
          ts.canHaveModifiers(statement) &&
          (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        if (!isExported) return [];
        if (ts.isFunctionDeclaration(statement) && statement.name) {
          return [{ file: s.name, name: statement.name.text, returns: statement.type?.getText() }];
        }
        if (ts.isVariableStatement(statement)) {
          return statement.declarationList.declarations.map((declaration) => {
            const init = declaration.initializer;
            const returns = init && ts.isArrowFunction(init) ? init.type?.getText() : undefined;
            return { file: s.name, name: declaration.name.getText(), returns };
          });
        }
        return [{ file: s.name, name: statement.getText().slice(0, 40), returns: undefined }];
      }),
    );

  it('names each decision canX (may the viewer), assertCanX (the guard), isX (how a rule applies) or xFor (a value decided)', () => {
    const offenders = exported
      .filter(({ name }) => !/^(can|assertCan|is)[A-Z]\w*$|^[a-z]\w*For$/.test(name))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(offenders).toEqual([]);
  });

  it('has every assertCanX answer the signed-in viewer', () => {
    const offenders = exported
      .filter(({ name, returns }) => name.startsWith('assertCan') && returns !== 'SignedInViewer')
      .map(({ file, name, returns }) => `${file}: ${name} answers ${returns ?? 'nothing declared'}`);
    expect(offenders).toEqual([]);
  });
});

// ---- The web app: the API's types come from the server, roles from packages/domain

const WEB = serverPath('..', 'web', 'src');
const webSources = listSources(WEB)
  .filter((file) => !file.endsWith('.gen.ts'))
  .concat(listTsx(WEB))
  .map((file) => ({ name: path.relative(WEB, file).split(path.sep).join('/'), tree: readSource(file).tree }));

function listTsx(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listTsx(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** Every call in the web app's source (tests left out), with its file and line. */
const webCalls = webSources.flatMap((s) =>
  nodesOf(s.tree)
    .filter(ts.isCallExpression)
    .map((call) => ({ call, at: `${s.name}:${lineOf(s.tree, call)}`, file: s.name })),
);

/** The web app's folders from the bottom up: a file imports from its own folder's floor or a lower one. */
const WEB_FLOORS = ['i18n', 'lib', 'api', 'hooks', 'components', 'pages', 'app', 'main.tsx', 'prerender.tsx'] as const;

describe('the web app', () => {
  it('finds the calls it checks', () => {
    expect(
      webCalls.filter(({ call }) => /^api\.(get|post|put|patch|delete)$/.test(call.expression.getText())).length,
    ).toBeGreaterThan(100);
  });

  it('takes every answer type from the OpenAPI document: no api.get<Type>(…) spells one by hand', () => {
    // api/client.ts types a call by its path and method (api/operations.ts, schema.gen.ts).
    const offenders = webCalls
      .filter(({ call, file }) => file !== 'api/client.ts' && call.typeArguments !== undefined)
      .filter(({ call }) => /^(api\.(get|post|put|patch|delete)|apiRequest)$/.test(call.expression.getText()))
      .map(({ at, call }) => `${at} ${call.getText().slice(0, 80)}`);
    expect(offenders).toEqual([]);
  });

  // api/early-requests.ts is the customer shell's script that runs before the client has arrived.
  it('calls the API only through api/client.ts (the session’s refresh in api/session.ts, the shell’s early requests)', () => {
    const offenders = webCalls
      .filter(({ call }) => call.expression.getText() === 'fetch')
      .filter(({ file }) => !['api/client.ts', 'api/session.ts', 'api/early-requests.ts'].includes(file))
      .map(({ at }) => at);
    expect(offenders).toEqual([]);
  });

  it('asks whether someone is staff through packages/domain roles.ts, never by comparing a role with customer', () => {
    const offenders = webSources.flatMap((s) =>
      nodesOf(s.tree)
        .filter(ts.isBinaryExpression)
        .filter((node) =>
          [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind),
        )
        .filter((node) => [node.left, node.right].some((side) => ts.isStringLiteral(side) && side.text === 'customer'))
        .map((node) => `${s.name}:${lineOf(s.tree, node)} ${node.getText()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('imports only from its own floor or the floors below it (i18n, lib, api, hooks, components, pages, app)', () => {
    // Helpers, the API and hooks never reach up to a component, a page or the shell, so each floor
    // can be read, tested and reused without the ones above it.
    const floorOf = (file: string) => WEB_FLOORS.indexOf(file.split('/')[0] as (typeof WEB_FLOORS)[number]);
    const offenders = webSources.flatMap((s) => {
      const floor = floorOf(s.name);
      if (s.name.startsWith('test/')) return [];
      return s.tree.statements
        .filter((node) => ts.isImportDeclaration(node) || ts.isExportDeclaration(node))
        .map((node) => (node.moduleSpecifier as ts.StringLiteral | undefined)?.text ?? '')
        .filter((from) => from.startsWith('.'))
        .map((from) => path.posix.join(path.posix.dirname(s.name), from))
        .filter((target) => floorOf(target) > floor)
        .map((target) => `${s.name} -> ${target}`);
    });
    expect(offenders).toEqual([]);
  });

  it(`keeps every web source file under ${MAX_LINES} lines (the text catalogues of i18n/ excepted)`, () => {
    const long = webSources
      .filter((s) => !s.name.startsWith('i18n/'))
      .map((s) => ({ name: s.name, lines: s.tree.getFullText().split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ name, lines }) => `${name}: ${lines}`);
    expect(long).toEqual([]);
  });

  it('places every source file on a floor', () => {
    const entries = new Set(['main.tsx', 'prerender.tsx']);
    const offenders = webSources.map((s) => s.name).filter((name) => !entries.has(name) && !name.startsWith('test/'));
    expect(offenders.filter((name) => !WEB_FLOORS.some((floor) => name.startsWith(`${floor}/`)))).toEqual([]);
  });
});
