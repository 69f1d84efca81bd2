import { sql } from 'kysely';
import type { PermissionModule } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { DB } from '../../platform/db/database.js';
import type { AuthContext, ModuleGate } from '../../platform/http/access.js';

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

/** The guard's check; with `X-Min-Position` it first waits for the model (read-your-writes for a fresh grant). */
export function createModuleGate(rt: Runtime): ModuleGate {
  return async (auth: AuthContext, module: PermissionModule, minPosition: bigint | null) => {
    if (minPosition !== null) await rt.runner.waitFor(['permission'], minPosition, 2000);
    return (await grantedModules(rt.database.db, auth, [module])).has(module);
  };
}
