import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@school/contracts';
import { startTestApp } from './support/harness.js';
import {
  GRANTED,
  MODULES,
  UPDATE,
  callerOf,
  diffTables,
  endsSession,
  entryFrom,
  grantExactly,
  guardRefused,
  inChunks,
  predicted,
  probeRequest,
  readRoutes,
  readTable,
  urlOf,
  withSessions,
  writeTable,
  type Caller,
  type Route,
  type Table,
} from './support/access-matrix.js';
import { bodyFor, buildWorld, idSets, type World } from './support/access-world.js';

/**
 * The role × route × institute matrix (ARCHITECTURE, Security: "every route declares who may call it; tests cover the
 * role-by-route matrix"). Every route of the API's own OpenAPI description is called by no one, by each of the seven
 * roles of institute A, and by MANAGER and STAFF with no module, every module and each single module granted; a
 * 401/403 from the guard is a refusal, any other answer (a 400 or 404 from the handler too) means the guard let the
 * caller through. tests/access-matrix.expected.json says who may: an allow it does not list fails, and so does a
 * route missing from it. Then B's users call every route that takes ids with A's objects: no 2xx, nothing written.
 *
 * After a deliberate change of access: UPDATE_ACCESS_MATRIX=1 npx vitest run tests/access-matrix.int.spec.ts
 * rewrites the table from what the server does and prints the difference, to be reviewed against the spec.
 */

let t: ReturnType<typeof withSessions>;
let routes: Route[] = [];
let table: Table = {};
/** route key → caller → the status it got. */
const seen = new Map<string, Map<Caller, number>>();
const HINT = 'If the change is intended: UPDATE_ACCESS_MATRIX=1 npx vitest run tests/access-matrix.int.spec.ts, then review the diff.';

beforeAll(async () => {
  t = withSessions(await startTestApp());
  routes = await readRoutes(t);
  table = readTable();
});
afterAll(async () => t?.close());

/**
 * Calls each route as `caller` (`role` undefined: no token) and records the status (negative: the guard refused).
 * A call that may end the session goes alone, after the others, and the next call signs in again.
 */
async function probe(rs: Route[], caller: Caller, role?: Role) {
  const record = (r: Route, res: { statusCode: number; body: string }) => {
    if (!seen.has(r.key)) seen.set(r.key, new Map());
    seen.get(r.key)!.set(caller, guardRefused(res) ? -res.statusCode : res.statusCode);
  };
  const headers = role ? await t.as(role) : {};
  await inChunks(rs.filter((r) => !endsSession(r)).map((r) => async () => record(r, await t.inject(probeRequest(r, headers)))));
  for (const r of rs.filter(endsSession)) {
    record(r, await t.inject(probeRequest(r, role ? await t.as(role) : {})));
    if (role) t.forget(role);
  }
}
const allowed = (key: string, caller: Caller) => (seen.get(key)?.get(caller) ?? -1) > 0;

describe('the role × route matrix of institute A', () => {
  beforeAll(async () => {
    await grantExactly(t, []);
    await probe(routes, 'anonymous');
    for (const role of ROLES) await probe(routes, callerOf(role, 'none'), role);
    await grantExactly(t, MODULES);
    for (const role of GRANTED) await probe(routes, callerOf(role, 'all'), role);
    // Granting more never takes access away: each module alone is tried only where "all" lets in and "none" does not.
    const gated = (role: Role) => routes.filter((r) => allowed(r.key, `${role}+all`) && !allowed(r.key, `${role}+none`));
    for (const m of MODULES) {
      await grantExactly(t, [m]);
      for (const role of GRANTED) await probe(gated(role), callerOf(role, m), role);
    }
    await grantExactly(t, []);
    if (UPDATE) {
      const letIn = (key: string) => new Map([...seen.get(key)!].map(([c, s]) => [c, s > 0]));
      const next: Table = Object.fromEntries(routes.map((r) => [r.key, entryFrom(letIn(r.key), table[r.key]?.note)]));
      const diff = diffTables(table, next);
      writeTable(next);
      console.log(`access matrix rewritten (${diff.length} changes):\n${diff.join('\n') || '(no change)'}`);
      table = next;
    }
  }, 240_000);

  it('has a table entry for every route the API describes, and none for routes that are gone', () => {
    const keys = routes.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(100);
    const missing = keys.filter((k) => !table[k]).map((k) => `${k}: not in tests/access-matrix.expected.json. ${HINT}`);
    const stale = Object.keys(table)
      .filter((k) => !keys.includes(k))
      .map((k) => `${k}: in the table but not served`);
    expect([...missing, ...stale]).toEqual([]);
  });

  /** `allow`: the callers the guard let through that the table does not list (true), or the other way round. */
  const mismatches = (wantAllowed: boolean) => {
    const out: string[] = [];
    for (const r of routes) {
      const entry = table[r.key];
      if (!entry) continue;
      for (const [caller, status] of seen.get(r.key) ?? []) {
        if (status > 0 === wantAllowed && predicted(entry, caller) !== wantAllowed) out.push(`${r.key} as ${caller}: ${Math.abs(status)}`);
      }
    }
    return out;
  };

  it('lets no caller through that the table does not allow (no token, each role, each module grant)', () => {
    const unexpected = mismatches(true);
    if (unexpected.length) console.log(`unexpected allows (status the handler gave):\n${unexpected.join('\n')}\n${HINT}`);
    expect(unexpected).toEqual([]);
  });

  it('lets through every caller the table allows', () => {
    const refused = mismatches(false);
    if (refused.length) console.log(`refused although the table allows (status):\n${refused.join('\n')}\n${HINT}`);
    expect(refused).toEqual([]);
  });

  it('refuses MANAGER and STAFF every module route while no module is granted', () => {
    const leaks = routes
      .filter((r) => table[r.key]?.module)
      .flatMap((r) => GRANTED.filter((role) => allowed(r.key, callerOf(role, 'none'))).map((role) => `${r.key} as ${role} with no module`));
    expect(leaks).toEqual([]);
  });
});

describe("institute B's users on institute A's objects", () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(t);
    await grantExactly(t, MODULES, 'b');
  }, 120_000);

  it('get no 2xx from any route that takes ids, and write nothing', async () => {
    const failures: string[] = [];
    const outcome = new Map<string, Set<number>>();
    // B's users in B (the default), and B's users asking for A by header. A SUPER_ADMIN may enter any institute (by design),
    // so theirs are only the calls that act in B: not institute records, not files (which a SUPER_ADMIN may read anywhere).
    const superAdminMay = (r: Route) => /\/(institute|files)\//.test(r.path);
    /** 2xx answers that are exactly the answer for ids nobody has (a filter that finds nothing): not a leak, listed. */
    const sameAsUnknown: string[] = [];
    const callers: [string, Record<string, string>][] = [];
    for (const role of ROLES) {
      const h = await t.as(role, 'b');
      callers.push([`B ${role}`, h]);
      if (role !== 'SUPER_ADMIN') callers.push([`B ${role} in A`, { ...h, 'x-institute-id': t.schoolA.instituteId }]);
    }
    // Destructive calls last, so that a hole in one does not hide the others.
    const rank = (r: Route) => (r.method === 'DELETE' || /\/(block|delete|complete|reverse)/.test(r.path) ? 1 : 0);
    const withIds = routes.filter((r) => r.params.length > 0 && !endsSession(r)).sort((x, y) => rank(x) - rank(y));
    for (const r of withIds) {
      const sets = idSets(r, w);
      const jobs = sets.flatMap((ids) =>
        callers
          .filter(([who]) => !(who === 'B SUPER_ADMIN' && superAdminMay(r)))
          .map(([who, headers]) => async () => {
            const payload = bodyFor(r, w);
            const opts: InjectOptions = { method: r.method as 'GET', url: urlOf(r, ids), headers, ...(payload ? { payload } : {}) };
            const res = await t.inject(opts);
            if (!outcome.has(r.key)) outcome.set(r.key, new Set());
            if (who === 'B ADMIN') outcome.get(r.key)!.add(res.statusCode);
            if (res.statusCode >= 300) return;
            const ghost = await t.inject({ ...opts, url: urlOf(r) });
            if (r.method === 'GET' && ghost.statusCode === res.statusCode && ghost.body === res.body) sameAsUnknown.push(`${who} ${r.key}`);
            else failures.push(`${who} ${r.method} ${opts.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          }),
      );
      const before = await t.rt.store.head();
      await inChunks(jobs);
      const after = await t.rt.store.head();
      if (after !== before) failures.push(`${r.key}: B's calls on A's ids wrote events (${before} → ${after})`);
    }
    const only400 = [...outcome].filter(([, s]) => [...s].every((c) => c === 400)).map(([k]) => k);
    const filters = [...new Set(sameAsUnknown.map((s) => s.replace(/^B \w+ /, '')))];
    console.log(
      `institute dimension: ${withIds.length} routes; B ADMIN stopped by validation only: ${only400.join(', ') || 'none'}` +
        `\n2xx the same as for unknown ids (filters): ${filters.join(', ') || 'none'}`,
    );
    expect(failures).toEqual([]);
  }, 180_000);
});
