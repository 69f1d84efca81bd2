import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
    expect(specifiersOf(`import { a } from '../departments/decider.js';\nimport type { B } from "x";\nexport * from './y.js';\nconst z = await import('../z/index.js');\nimport './side.js';`)).toEqual([
      '../departments/decider.js',
      'x',
      './y.js',
      './side.js',
      '../z/index.js',
    ]);
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
    const violations = files.flatMap((f) => specifiersOf(readFileSync(f, 'utf8')).map((s) => crossModuleViolation(f, s)).filter(Boolean));
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
