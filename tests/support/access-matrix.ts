import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';
import { PERMISSION_MODULES, ROLES, type Role } from '@school/contracts';
import { PASSWORD, signedIn, type TestApp } from './harness.js';

/**
 * The role × route matrix (tests/access-matrix.int.spec.ts): the routes from the API's own OpenAPI description, the
 * checked-in table of who may call each, how a reply is read as "the guard refused" and how the table is rewritten.
 */

export const TABLE_FILE = fileURLToPath(new URL('../access-matrix.expected.json', import.meta.url));
export const UPDATE = process.env.UPDATE_ACCESS_MATRIX === '1';
/** An id no object has: a call that gets past the guard ends in a 404 (or a 400) instead of touching anything. */
export const FAKE_ID = '00000000-0000-4000-8000-000000000000';
export const GRANTED: readonly Role[] = ['MANAGER', 'STAFF'];
export const MODULES: readonly string[] = PERMISSION_MODULES;

export type JsonSchema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maxLength?: number;
};
type Operation = { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };

export interface Route {
  key: string;
  method: string;
  path: string;
  params: string[];
  body: Record<string, JsonSchema>;
  /** Takes only multipart (a spreadsheet upload): a JSON body is refused before the handler looks at ids. */
  multipartOnly: boolean;
}

/** Every route the API describes, plus the websocket (hidden from the description, but it answers plain GETs). */
export async function readRoutes(t: TestApp): Promise<Route[]> {
  const doc = (await t.inject({ method: 'GET', url: '/api/v1/docs' })).json() as { paths: Record<string, Record<string, Operation>> };
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(m)) continue;
      const content = op.requestBody?.content ?? {};
      const schema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
      const method = m.toUpperCase();
      routes.push({
        key: `${method} ${path}`,
        method,
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        body: schema?.properties ?? {},
        multipartOnly: 'multipart/form-data' in content && !('application/json' in content),
      });
    }
  }
  routes.push({ key: 'GET /api/v1/ws', method: 'GET', path: '/api/v1/ws', params: [], body: {}, multipartOnly: false });
  return routes;
}

export const urlOf = (r: Route, ids: Record<string, string> = {}) => r.path.replace(/\{([^}]+)\}/g, (_, p: string) => ids[p] ?? FAKE_ID);

/** A call that may end the caller's session (and, if it ends them all, every token of that user). */
export const endsSession = (r: Route) => /\/auth\/logout/.test(r.path);

/**
 * The test app with sign-ins that can be dropped: after a call that may end a session, `forget` makes the next
 * `as` sign in again (the harness keeps its tokens for good).
 */
export function withSessions(t: TestApp): TestApp & { forget(role: Role, school?: 'a' | 'b'): void } {
  const tokens = new Map<string, string>();
  return {
    ...t,
    as(role, school = 'a') {
      const email = `${role.toLowerCase().replace('_', '')}@${school}.test`;
      return signedIn(
        t.app,
        (async () => {
          if (!tokens.has(email)) {
            const r = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
            if (r.statusCode !== 200) throw new Error(`login ${email}: ${r.body}`);
            tokens.set(email, (r.json() as { data: { accessToken: string } }).data.accessToken);
          }
          return { authorization: `Bearer ${tokens.get(email)}` };
        })(),
      );
    },
    forget: (role, school = 'a') => void tokens.delete(`${role.toLowerCase().replace('_', '')}@${school}.test`),
  };
}

/** The request for a role probe: fake ids and an empty body, so the handler (if reached) refuses at validation or lookup. */
export const probeRequest = (r: Route, headers: Record<string, string>): InjectOptions => ({
  method: r.method as 'GET',
  url: urlOf(r),
  headers,
  ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
});

/** The guard's own refusals: no or a dead token, the role, the module, the institute. Everything else got past it. */
const GUARD_403 = [/^Your role may not do this\.$/, /^You do not have access to \w+\.$/, /^You do not belong to this institute\.$/];
export function guardRefused(res: { statusCode: number; body: string }): boolean {
  if (res.statusCode === 401) return true;
  if (res.statusCode !== 403) return false;
  try {
    const error = (JSON.parse(res.body) as { error?: unknown }).error;
    return typeof error === 'string' && GUARD_403.some((re) => re.test(error));
  } catch {
    return false;
  }
}

// ---- the table --------------------------------------------------------------------------------------------------

export type Allow = 'public' | 'authenticated' | Role[];
/** `module`: MANAGER and STAFF need it (or one of the list) granted; the other roles go by their role alone. */
export interface Entry {
  allow: Allow;
  module?: string | string[];
  note?: string;
}
export type Table = Record<string, Entry>;

/**
 * A caller of a probe: 'anonymous', a role, or MANAGER/STAFF with 'none', 'all' or exactly one module granted
 * ('MANAGER+finance'). The table predicts each.
 */
export type Caller = string;
export const callerOf = (role: Role, grants?: string): Caller => (GRANTED.includes(role) ? `${role}+${grants ?? 'none'}` : role);

export function predicted(e: Entry, caller: Caller): boolean {
  if (e.allow === 'public') return true;
  if (caller === 'anonymous') return false;
  const [role, grants] = caller.split('+') as [Role, string | undefined];
  if (e.allow !== 'authenticated' && !e.allow.includes(role)) return false;
  if (!e.module || grants === undefined) return true;
  const needed = Array.isArray(e.module) ? e.module : [e.module];
  return grants === 'all' || needed.includes(grants);
}

/** The entry the observed answers describe (for UPDATE_ACCESS_MATRIX=1): a draft, to be checked against the spec. */
export function entryFrom(seen: Map<Caller, boolean>, note?: string): Entry {
  const withNote = (e: Entry): Entry => (note ? { ...e, note } : e);
  if (seen.get('anonymous')) return withNote({ allow: 'public' });
  const roles = ROLES.filter((r) => seen.get(GRANTED.includes(r) ? `${r}+all` : r));
  let module: string[] = [];
  for (const r of GRANTED) {
    if (seen.get(`${r}+all`) && !seen.get(`${r}+none`)) module = MODULES.filter((m) => seen.get(`${r}+${m}`));
    if (module.length) break;
  }
  const entry: Entry = { allow: roles.length === ROLES.length && module.length === 0 ? 'authenticated' : roles };
  if (module.length) entry.module = module.length === 1 ? module[0]! : module;
  return withNote(entry);
}

export const readTable = (): Table =>
  existsSync(TABLE_FILE) ? (JSON.parse(readFileSync(TABLE_FILE, 'utf8')) as { routes: Table }).routes : {};

/** One route a line, in the order of the API description, so a regenerated table reviews as a short diff. */
export function writeTable(table: Table): void {
  const value = (v: unknown) => (Array.isArray(v) ? `[${v.map((x) => JSON.stringify(x)).join(', ')}]` : JSON.stringify(v));
  const fields = (e: Entry) =>
    Object.entries(e)
      .filter(([, v]) => v !== undefined)
      .map(([f, v]) => `"${f}": ${value(v)}`);
  const lines = Object.entries(table).map(([k, e]) => `    ${JSON.stringify(k)}: { ${fields(e).join(', ')} }`);
  const about =
    'Who may call each route (tests/access-matrix.int.spec.ts). allow: public | authenticated | roles; ' +
    'module: what MANAGER and STAFF need granted (a list: any of them). ' +
    'Regenerate with UPDATE_ACCESS_MATRIX=1, then review every changed line against the spec.';
  writeFileSync(TABLE_FILE, `{\n  "about": ${JSON.stringify(about)},\n  "routes": {\n${lines.join(',\n')}\n  }\n}\n`);
}

const show = (e: Entry | undefined) => {
  if (!e) return '(none)';
  const who = Array.isArray(e.allow) ? e.allow.join(',') || '(nobody)' : e.allow;
  return e.module ? `${who} [${[e.module].flat().join('|')}]` : who;
};

/** The readable difference between two tables: `+ route`, `- route`, `~ route: old → new`. */
export function diffTables(before: Table, after: Table): string[] {
  const out: string[] = [];
  for (const [k, e] of Object.entries(after)) {
    if (!before[k]) out.push(`+ ${k}: ${show(e)}`);
    else if (show(before[k]) !== show(e)) out.push(`~ ${k}: ${show(before[k])} → ${show(e)}`);
  }
  for (const k of Object.keys(before)) if (!after[k]) out.push(`- ${k}: ${show(before[k])}`);
  return out;
}

/** Sets exactly these module flags (all others off) on the seeded MANAGER and STAFF of a school; the guard sees them. */
export async function grantExactly(t: TestApp, modules: readonly string[], school: 'a' | 'b' = 'a'): Promise<void> {
  const people = school === 'a' ? t.schoolA : t.schoolB;
  for (const role of GRANTED) {
    const path = role === 'MANAGER' ? 'manager/permissions' : 'staff/permissions';
    const payload = Object.fromEntries(MODULES.map((m) => [m, modules.includes(m)]));
    const url = `/api/v1/${path}/${people.users.get(role)}`;
    const r = await t.inject({ method: 'POST', url, headers: await t.as('ADMIN', school), payload });
    if (r.statusCode !== 200) throw new Error(`grant ${role} ${modules.join(',')}: ${r.body}`);
  }
  await t.settle();
}

/** Runs the jobs `size` at a time (the machine is shared: enough to overlap I/O, not to flood it). */
export async function inChunks<T>(jobs: (() => Promise<T>)[], size = 12): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < jobs.length; i += size) out.push(...(await Promise.all(jobs.slice(i, i + size).map((j) => j()))));
  return out;
}
