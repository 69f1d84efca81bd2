import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tablesCreatedIn, tablesNamedIn } from './support/sql-tables.js';

/**
 * The dependency rules of ARCHITECTURE.md, checked on the source text (no build needed):
 * 1. a server module reaches another module only through that module's `index.ts`;
 * 2. a workspace package reaches another only by its package name, never by a relative path into its folder.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = join(ROOT, 'server', 'src', 'modules');
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'build', 'coverage', '.vite']);

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Every module specifier a file names: static and type imports, re-exports, dynamic imports and require. */
export function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) found.push(m[1]!);
  return found;
}

/** The module folder a file lies in (`server/src/modules/<name>/...`), or null. */
const moduleOf = (file: string): string | null => {
  const rel = relative(MODULES, file);
  return rel.startsWith('..') || !rel.includes(sep) ? null : rel.split(sep)[0]!;
};

/** A cross-module import is allowed only onto the other module's index (or its folder, which means the index). */
export function crossModuleViolation(fromFile: string, spec: string): string | null {
  const from = moduleOf(fromFile);
  if (!from || !spec.startsWith('.')) return null;
  const rel = relative(MODULES, resolve(dirname(fromFile), spec));
  if (rel.startsWith('..')) return null; // platform, contracts and the like
  const [to, ...inside] = rel.split(sep);
  // Its own module, a file beside the modules (types.ts), or a module folder itself.
  if (to === from || inside.length === 0) return null;
  if (/^index(\.(js|ts))?$/.test(inside.join('/'))) return null;
  return `${relative(ROOT, fromFile)} imports ${spec} (module ${to}, not through its index.ts)`;
}

interface Pkg {
  dir: string;
  name: string;
}
const packages: Pkg[] = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.map((w) => ({
  dir: join(ROOT, w),
  name: (JSON.parse(readFileSync(join(ROOT, w, 'package.json'), 'utf8')) as { name: string }).name,
}));

const packageOf = (file: string): Pkg | undefined => packages.find((p) => !relative(p.dir, file).startsWith('..'));

/** A relative path into another package's folder, or a deep path under another package's name. */
export function crossPackageViolation(fromFile: string, spec: string): string | null {
  const from = packageOf(fromFile);
  if (!from) return null;
  if (spec.startsWith('.')) {
    const to = packageOf(resolve(dirname(fromFile), spec));
    if (to && to !== from) return `${relative(ROOT, fromFile)} imports ${spec} (package ${to.name} by path, not by its name)`;
    if (!to) return `${relative(ROOT, fromFile)} imports ${spec} (outside every workspace package)`;
    return null;
  }
  const deep = packages.find((p) => spec.startsWith(`${p.name}/`));
  if (deep && deep !== from) return `${relative(ROOT, fromFile)} imports ${spec} (a path inside ${deep.name}, not the package name)`;
  return null;
}

describe('the import rules', () => {
  it('catches what it is meant to catch (a check of the checker)', () => {
    const inFinance = join(MODULES, 'finance', 'routes.ts');
    expect(
      specifiersOf(
        `import { a } from '../departments/decider.js';\nimport type { B } from "x";\nexport * from './y.js';\nconst z = await import('../z/index.js');\nimport './side.js';`,
      ),
    ).toEqual(['../departments/decider.js', 'x', './y.js', './side.js', '../z/index.js']);
    expect(crossModuleViolation(inFinance, '../departments/decider.js')).toMatch(/not through its index/);
    expect(crossModuleViolation(inFinance, '../departments/sub/deep.js')).toMatch(/not through its index/);
    expect(crossModuleViolation(inFinance, '../departments/index.js')).toBeNull();
    expect(crossModuleViolation(inFinance, '../departments')).toBeNull();
    expect(crossModuleViolation(inFinance, './decider.js')).toBeNull();
    expect(crossModuleViolation(inFinance, '../types.js')).toBeNull();
    expect(crossModuleViolation(inFinance, '../../platform/errors.js')).toBeNull();
    const inServer = join(ROOT, 'server', 'src', 'app.ts');
    expect(crossPackageViolation(inServer, '../../projections/src/runner.js')).toMatch(/by path/);
    expect(crossPackageViolation(inServer, '@school/projections/src/runner.js')).toMatch(/not the package name/);
    expect(crossPackageViolation(inServer, '@school/projections')).toBeNull();
    expect(crossPackageViolation(inServer, './platform/runtime.js')).toBeNull();
    expect(crossPackageViolation(inServer, 'fastify')).toBeNull();
  });

  it('server modules import each other only through index.ts', () => {
    const files = filesUnder(MODULES);
    expect(files.length).toBeGreaterThan(10);
    const violations = files.flatMap((f) =>
      specifiersOf(readFileSync(f, 'utf8'))
        .map((s) => crossModuleViolation(f, s))
        .filter(Boolean),
    );
    expect(violations).toEqual([]);
  });

  it('workspace packages import each other only by package name', () => {
    const files = packages.flatMap((p) => filesUnder(p.dir));
    expect(files.length).toBeGreaterThan(20);
    let crossing = 0;
    const violations: string[] = [];
    for (const f of files) {
      for (const s of specifiersOf(readFileSync(f, 'utf8'))) {
        if (packages.some((p) => s === p.name)) crossing++;
        const v = crossPackageViolation(f, s);
        if (v) violations.push(v);
      }
    }
    expect(violations).toEqual([]);
    // The packages do use each other, by name: the rule is not vacuously met.
    expect(crossing).toBeGreaterThan(5);
  });
});

/**
 * 3. a module's SQL names only its own tables: those of its projections (projections/src/<module>/) and those it creates;
 * platform tables (the event log, files, mail, reservations, checkpoints: created under server/src/platform) are anyone's.
 * Another module's data is read through that module's index.ts (its queries.ts).
 */
const PROJECTIONS = join(ROOT, 'projections', 'src');
const PLATFORM = 'platform';
const read = (f: string) => readFileSync(f, 'utf8');
const isSpec = (f: string) => /\.spec\.tsx?$/.test(f);

async function tableOwners(): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const f of filesUnder(PROJECTIONS)) {
    const rel = relative(PROJECTIONS, f);
    if (!rel.includes(sep) || isSpec(f)) continue;
    for (const v of Object.values(await import(f))) {
      if (v && typeof v === 'object' && 'tables' in v && 'handles' in v) {
        for (const t of Object.keys((v as { tables: object }).tables)) owners.set(t, rel.split(sep)[0]!);
      }
    }
  }
  for (const f of [...filesUnder(join(ROOT, 'server', 'src', 'platform')), join(PROJECTIONS, 'runner.ts')]) {
    for (const t of tablesCreatedIn(read(f))) owners.set(t, PLATFORM);
  }
  for (const f of filesUnder(MODULES)) for (const t of tablesCreatedIn(read(f))) owners.set(t, moduleOf(f)!);
  return owners;
}

/** The tables of other modules that a module file's SQL names, as `file: table` lines. */
export function crossModuleSql(file: string, source: string, owners: ReadonlyMap<string, string>): string[] {
  const from = moduleOf(file);
  if (!from) return [];
  return tablesNamedIn(source, new Set(owners.keys()))
    .filter((t) => owners.get(t) !== PLATFORM && owners.get(t) !== from)
    .map((t) => `${relative(ROOT, file).split(sep).join('/')}: ${t}`);
}

describe('the data rules', () => {
  it('catches what it is meant to catch (a check of the checker)', () => {
    const owners = new Map([
      ['staff_leave', 'leave'],
      ['app_user', 'identity'],
      ['department', 'departments'],
      ['es_event', PLATFORM],
    ]);
    const inLeave = join(MODULES, 'leave', 'routes.ts');
    const planted = [
      'const r = await sql<{ n: number; m: string }>`select l.id, u.display_name from staff_leave l',
      '  left join app_user u on u.id = l.user_id where ${cond ? sql`l.id = ${id}` : sql``}`.execute(db);',
      "await db.selectFrom('department').selectAll().execute();",
      'await sql`insert into es_event (x) values (1)`.execute(db); // app_user in a comment is not SQL',
    ].join('\n');
    expect(crossModuleSql(inLeave, planted, owners)).toEqual([
      'server/src/modules/leave/routes.ts: app_user',
      'server/src/modules/leave/routes.ts: department',
    ]);
    expect(crossModuleSql(inLeave, 'sql`select * from staff_leave where x = ${`from app_user`}`', owners)).toEqual([]);
    expect(crossModuleSql(join(MODULES, 'identity', 'x.ts'), 'sql`update app_user set a = 1`', owners)).toEqual([]);
    const inIdentity = join(MODULES, 'identity', 'x.ts');
    expect(crossModuleSql(inIdentity, 'sql`delete from staff_leave`', owners)).toEqual(['server/src/modules/identity/x.ts: staff_leave']);
  });

  it('server modules query only their own tables (and platform tables)', async () => {
    const owners = await tableOwners();
    expect(owners.get('app_user')).toBe('identity');
    expect(owners.get('es_event')).toBe(PLATFORM);
    const files = filesUnder(MODULES).filter((f) => !isSpec(f));
    const violations = files.flatMap((f) => crossModuleSql(f, read(f), owners));
    expect(violations).toEqual([]);
  });
});

/** 4. a handler takes params, query and body typed from its route's schema (the TypeBox type provider): no casts. */
const INPUT_CAST = /\b(?:req|request)\.(?:params|query|body)(?:\s*\?\?\s*\{\s*\})?\)*\s+as\s/;
export const castsInput = (source: string) => source.split('\n').filter((line) => INPUT_CAST.test(line)).length;

describe('typed routes', () => {
  it('catches what it is meant to catch (a check of the checker)', () => {
    expect(castsInput('const { id } = req.params as { id: string };')).toBe(1);
    expect(castsInput('const b = (req.body ?? {}) as Body;\nconst q = (request.query) as Q;')).toBe(2);
    expect(castsInput('const x = (req.query as { a?: string }).a;')).toBe(1);
    expect(castsInput('const { id } = req.params;\nconst b = req.body;')).toBe(0);
  });

  it('no handler of a server module casts its params, query or body', () => {
    const files = filesUnder(MODULES).filter((f) => !isSpec(f));
    const casting = files.filter((f) => castsInput(read(f)) > 0).map((f) => relative(MODULES, f).split(sep).join('/'));
    expect(casting).toEqual([]);
  });
});
