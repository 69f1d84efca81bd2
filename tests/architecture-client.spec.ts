import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The client's dependency rules (bulletproof-react's lint zones, checked on the source text; no build needed):
 * 1. a feature imports another feature only through its index: `@/features/<name>`, never a file inside it;
 * 2. no cycle between features (a feature that needs another's data takes it from `contracts`, `components/` or `lib/`);
 * 3. `components/` and `lib/` import no feature and nothing of `app/`; features import nothing of `app/`;
 * 4. `app/` and `main.tsx` import a feature through its index, its `pages/*` (the routes, loaded in the panels' chunks)
 *    or its `push.ts` (the push map, in the entry chunk); nothing else inside it but `ENTRY_ONLY`;
 * 5. a feature's `push.ts` stays light: its own `api/*` key files, `@/lib/push` and `@school/contracts` only;
 * 6. pages and components use key factories (`api/*-keys.ts`, `queryOptions`), never an inline `queryKey: [...]`.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'client', 'src');
const SOURCE = /\.(ts|tsx)$/;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Every module specifier a file names: static and type imports, re-exports and dynamic imports. */
export function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) found.push(m[1]!);
  return found;
}

/** Where a file lies: a feature (and the path inside it), components, lib, app or the entry. */
type Zone = { kind: 'feature'; name: string; inside: string } | { kind: 'components' | 'lib' | 'app' | 'entry' | 'other' };

export function zoneOf(file: string): Zone {
  const rel = relative(SRC, file).split(sep).join('/');
  if (rel.startsWith('..')) return { kind: 'other' };
  const [top, ...rest] = rel.split('/');
  if (top === 'features' && rest.length > 0) return { kind: 'feature', name: rest[0]!, inside: rest.slice(1).join('/') };
  if (top === 'components' || top === 'lib' || top === 'app') return { kind: top };
  if (rel === 'main.tsx') return { kind: 'entry' };
  return { kind: 'other' };
}

/** The file a specifier points at (`@/…` is client/src), or null for a package. */
export function targetOf(fromFile: string, spec: string): string | null {
  if (spec.startsWith('@/')) return join(SRC, spec.slice(2));
  if (spec.startsWith('.')) return resolve(dirname(fromFile), spec);
  return null;
}

/**
 * Deep imports the entry chunk needs, each with its reason. main.tsx signs the tab out on a 401 with identity's `logout`:
 * the identity index would pull the institute switcher's UI library (~100 kB) into the entry chunk.
 */
const ENTRY_ONLY = new Set(['main.tsx -> identity/api/logout']);

const isIndex = (inside: string) => inside === '' || /^index(\.tsx?)?$/.test(inside);
const isPage = (inside: string) => /^pages\/[^/]+$/.test(inside);
const isPush = (inside: string) => /^push(\.ts)?$/.test(inside);

/** The rules 1, 3, 4 and 5 for one import; null when it is allowed. */
export function clientViolation(fromFile: string, spec: string): string | null {
  const from = zoneOf(fromFile);
  const target = targetOf(fromFile, spec);
  if (!target) return null;
  const to = zoneOf(target);
  const where = `${relative(ROOT, fromFile)} imports ${spec}`;
  if ((from.kind === 'components' || from.kind === 'lib') && (to.kind === 'feature' || to.kind === 'app')) {
    return `${where} (${from.kind}/ imports no feature and nothing of app/)`;
  }
  if (from.kind === 'feature') {
    if (to.kind === 'app') return `${where} (a feature imports nothing of app/)`;
    if (isPush(from.inside)) {
      // A feature with parts (library: catalogue/, circulation/) keeps key files in each part's api/.
      const own = to.kind === 'feature' && to.name === from.name && /(^|\/)api\//.test(to.inside);
      const allowed = own || (to.kind === 'lib' && relative(SRC, target).split(sep).join('/') === 'lib/push');
      if (!allowed) return `${where} (a feature's push.ts imports only its own api/ key files and @/lib/push)`;
    }
    if (to.kind === 'feature' && to.name !== from.name && !isIndex(to.inside)) {
      return `${where} (feature ${to.name} only through its index: @/features/${to.name})`;
    }
  }
  if ((from.kind === 'app' || from.kind === 'entry') && to.kind === 'feature') {
    const exempt = ENTRY_ONLY.has(`${relative(SRC, fromFile).split(sep).join('/')} -> ${to.name}/${to.inside.replace(/\.tsx?$/, '')}`);
    if (!isIndex(to.inside) && !isPage(to.inside) && !isPush(to.inside) && !exempt) {
      return `${where} (app/ reaches feature ${to.name} through its index, its pages/ or its push.ts)`;
    }
  }
  return null;
}

/** Feature → features it imports (rule 2's graph). */
export function featureGraph(imports: readonly { from: string; spec: string }[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, spec } of imports) {
    const a = zoneOf(from);
    const target = targetOf(from, spec);
    const b = target ? zoneOf(target) : null;
    if (a.kind !== 'feature' || b?.kind !== 'feature' || a.name === b.name) continue;
    if (!graph.has(a.name)) graph.set(a.name, new Set());
    graph.get(a.name)!.add(b.name);
  }
  return graph;
}

/** Every cycle of the graph, each once, as `a -> b -> a` (a depth-first search from each node). */
export function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        // One name per cycle: rotated to start at its smallest member.
        const i = path.indexOf([...path].sort()[0]!);
        const cycle = [...path.slice(i), ...path.slice(0, i)];
        found.add([...cycle, cycle[0]].join(' -> '));
      } else if (!path.includes(next) && next > start) {
        walk(start, next, [...path, next]);
      }
    }
  };
  for (const node of [...graph.keys()].sort()) walk(node, node, [node]);
  return [...found].sort();
}

/** Rule 6: an inline query key in a page or component of a feature. */
export function inlineKeyViolation(file: string, source: string): string | null {
  const z = zoneOf(file);
  if (z.kind !== 'feature' || !/^(pages|components)\//.test(z.inside)) return null;
  return /queryKey:\s*\[/.test(source) ? `${relative(ROOT, file)} has an inline queryKey (use the feature's key factory)` : null;
}

const files = filesUnder(SRC).filter((f) => !/\.spec\.tsx?$/.test(f));
const imports = files.flatMap((from) => specifiersOf(readFileSync(from, 'utf8')).map((spec) => ({ from, spec })));

describe('client architecture', () => {
  it('features, components, lib and app import each other only as the rules allow', () => {
    const bad = imports.map(({ from, spec }) => clientViolation(from, spec)).filter(Boolean);
    expect(bad).toEqual([]);
  });

  it('no cycle between features', () => {
    expect(cyclesOf(featureGraph(imports))).toEqual([]);
  });

  it('pages and components use key factories, not inline query keys', () => {
    const bad = files.map((f) => inlineKeyViolation(f, readFileSync(f, 'utf8'))).filter(Boolean);
    expect(bad).toEqual([]);
  });

  it("app/push-invalidation.ts composes every feature's push.ts", () => {
    const composer = readFileSync(join(SRC, 'app', 'push-invalidation.ts'), 'utf8');
    const pushFiles = files.filter((f) => /^push\.ts$/.test((zoneOf(f) as { inside?: string }).inside ?? ''));
    expect(pushFiles.length).toBeGreaterThan(10);
    for (const f of pushFiles) expect(composer).toContain(`from '@/features/${(zoneOf(f) as { name: string }).name}/push'`);
  });

  it('reads the real tree (the checks above are not vacuous)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(featureGraph(imports).size).toBeGreaterThan(5);
    expect(imports.some(({ from }) => zoneOf(from).kind === 'app')).toBe(true);
  });
});

describe('the client rules catch a planted violation', () => {
  const f = (p: string) => join(SRC, p);

  it('a deep import into another feature', () => {
    expect(clientViolation(f('features/leave/pages/a.tsx'), '@/features/people/components/user-picker')).toMatch(/only through its index/);
    expect(clientViolation(f('features/leave/pages/a.tsx'), '../../people/api/users')).toMatch(/only through its index/);
    expect(clientViolation(f('features/leave/pages/a.tsx'), '@/features/people')).toBeNull();
    expect(clientViolation(f('features/leave/pages/a.tsx'), '@/features/people/index')).toBeNull();
    expect(clientViolation(f('features/leave/pages/a.tsx'), '../components/leave-form')).toBeNull();
    expect(clientViolation(f('features/leave/pages/a.tsx'), '@school/contracts')).toBeNull();
  });

  it('components/ or lib/ importing a feature or app/', () => {
    expect(clientViolation(f('components/picker.tsx'), '@/features/people')).toMatch(/imports no feature/);
    expect(clientViolation(f('lib/push.ts'), '../features/leave/api/leave-keys')).toMatch(/imports no feature/);
    expect(clientViolation(f('lib/x.ts'), '@/app/push-invalidation')).toMatch(/imports no feature/);
    expect(clientViolation(f('components/picker.tsx'), '@/lib/cn')).toBeNull();
  });

  it('a feature importing app/', () => {
    expect(clientViolation(f('features/leave/api/a.ts'), '@/app/push-invalidation')).toMatch(/nothing of app/);
  });

  it('app/ reaching inside a feature other than its pages and push map', () => {
    expect(clientViolation(f('app/panels/admin-panel.tsx'), '@/features/people/pages/staff-page')).toBeNull();
    expect(clientViolation(f('app/push-invalidation.ts'), '@/features/leave/push')).toBeNull();
    expect(clientViolation(f('app/layout/sidebar.tsx'), '@/features/identity')).toBeNull();
    expect(clientViolation(f('app/layout/sidebar.tsx'), '@/features/identity/api/get-my-modules')).toMatch(/its index, its pages/);
    expect(clientViolation(f('main.tsx'), './features/identity/api/logout')).toBeNull();
    expect(clientViolation(f('main.tsx'), './features/identity/api/login')).toMatch(/its index, its pages/);
    expect(clientViolation(f('app/app.tsx'), '@/features/identity/api/logout')).toMatch(/its index, its pages/);
    expect(clientViolation(f('app/x.ts'), '@/features/people/pages/sub/deeper')).toMatch(/its index, its pages/);
  });

  it("a feature's push.ts importing more than its key files", () => {
    expect(clientViolation(f('features/leave/push.ts'), './api/leave-keys')).toBeNull();
    expect(clientViolation(f('features/leave/push.ts'), '@/lib/push')).toBeNull();
    expect(clientViolation(f('features/leave/push.ts'), './components/leave-form')).toMatch(/push.ts imports only/);
    expect(clientViolation(f('features/leave/push.ts'), '@/features/audit')).toMatch(/push.ts imports only/);
    expect(clientViolation(f('features/leave/push.ts'), '@/lib/api-client')).toMatch(/push.ts imports only/);
  });

  it('a cycle between features, direct or through a third', () => {
    const two = featureGraph([
      { from: f('features/people/pages/a.tsx'), spec: '@/features/student-fees' },
      { from: f('features/student-fees/pages/b.tsx'), spec: '@/features/people' },
      { from: f('features/leave/pages/c.tsx'), spec: '@/features/people' },
    ]);
    expect(cyclesOf(two)).toEqual(['people -> student-fees -> people']);
    const three = featureGraph([
      { from: f('features/a/x.ts'), spec: '@/features/b' },
      { from: f('features/b/x.ts'), spec: '@/features/c' },
      { from: f('features/c/x.ts'), spec: '../a' },
    ]);
    expect(cyclesOf(three)).toEqual(['a -> b -> c -> a']);
    expect(cyclesOf(featureGraph([{ from: f('features/a/x.ts'), spec: '@/features/b' }]))).toEqual([]);
  });

  it('an inline query key in a page', () => {
    expect(inlineKeyViolation(f('features/leave/pages/a.tsx'), "useQuery({ queryKey: ['users'] })")).toMatch(/inline queryKey/);
    expect(inlineKeyViolation(f('features/leave/pages/a.tsx'), 'useQuery({ queryKey: leaveKeys.all })')).toBeNull();
    expect(inlineKeyViolation(f('features/leave/api/a.ts'), "useQuery({ queryKey: ['leave'] })")).toBeNull();
  });
});
