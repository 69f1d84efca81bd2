import { sql } from 'kysely';
import { PERMISSION_MODULES, type PermissionModule } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { DB } from '../../platform/db/database.js';
import type { AuthContext, ModuleGate } from '../../platform/http/access.js';
import { LruCache } from '../../platform/http/lru.js';

/**
 * Which of `modules` a MANAGER or STAFF member holds in their active institute: their own flag when set (a
 * direct `false` overrides the department), else their department's flag, else no. One query on the
 * `permission` read model.
 */
export async function grantedModules(
  db: DB,
  auth: Pick<AuthContext, 'instituteId' | 'userId'>,
  modules: readonly string[],
): Promise<Set<string>> {
  const r = await sql<{ module: string; direct: boolean | null; via: boolean | null }>`
    select m.module,
      (select granted from permission_flag where institute_id = ${auth.instituteId} and subject_kind = 'user'
        and subject_id = ${auth.userId} and module = m.module) as direct,
      (select f.granted from permission_member pm join permission_flag f on f.institute_id = pm.institute_id
        and f.subject_kind = 'department' and f.subject_id = pm.department_id and f.module = m.module
        where pm.institute_id = ${auth.instituteId} and pm.user_id = ${auth.userId}) as via
    from unnest(${[...modules]}::text[]) as m(module)`.execute(db);
  return new Set(r.rows.filter((x) => (x.direct ?? x.via ?? false) === true).map((x) => x.module));
}

export type Grants = (auth: Pick<AuthContext, 'instituteId' | 'userId'>, minPosition?: bigint | null) => Promise<ReadonlySet<string>>;

/** The safety net should a change signal be lost: no grant is trusted longer than this. */
const TTL_MS = 30_000;
const byRuntime = new WeakMap<Runtime, Grants>();

/**
 * Every module a member holds, kept per (institute, user) until the `permission` read model changes in that institute
 * (a flag set on the user or a department, a member moved, a department deleted: rt.epochs, decision 0024). With
 * `X-Min-Position` the caller waits for the read model and reads it afresh, so a grant just given is seen. One per runtime.
 */
export function grantsOf(rt: Runtime): Grants {
  const known = byRuntime.get(rt);
  if (known) return known;
  const cache = new LruCache<string, { modules: ReadonlySet<string>; stamp: number }>(10_000, TTL_MS);
  const grants: Grants = async (auth, minPosition = null) => {
    const key = `${auth.instituteId}\u0000${auth.userId}`;
    if (minPosition !== null) await rt.runner.waitFor(['permission'], minPosition, 2000);
    const stamp = rt.epochs.stamp(['permission'], auth.instituteId);
    const hit = cache.get(key);
    if (minPosition === null && hit && hit.stamp === stamp) return hit.modules;
    const modules = await grantedModules(rt.database.db, auth, PERMISSION_MODULES);
    // Read while a change was signalled: it may predate the change, so it answers this request only.
    if (rt.epochs.stamp(['permission'], auth.instituteId) === stamp) cache.set(key, { modules, stamp });
    return modules;
  };
  byRuntime.set(rt, grants);
  return grants;
}

/** The guard's check; with `X-Min-Position` it first waits for the model (read-your-writes for a fresh grant). */
export function createModuleGate(rt: Runtime): ModuleGate {
  const grants = grantsOf(rt);
  return async (auth: AuthContext, module: PermissionModule, minPosition: bigint | null) => (await grants(auth, minPosition)).has(module);
}
