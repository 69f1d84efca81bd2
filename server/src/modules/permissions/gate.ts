import { sql } from 'kysely';
import type { PermissionModule } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { AuthContext, ModuleGate } from '../../platform/http/access.js';

/**
 * Whether a MANAGER or STAFF member holds a module in their active institute: their own flag when set (a direct
 * `false` overrides the department), else their department's flag, else no. One query on the `permission` read
 * model; with `X-Min-Position` it first waits for that model to reach it (read-your-writes for a fresh grant).
 */
export function createModuleGate(rt: Runtime): ModuleGate {
  return async (auth: AuthContext, module: PermissionModule, minPosition: bigint | null) => {
    if (minPosition !== null) await rt.runner.waitFor(['permission'], minPosition, 2000);
    const r = await sql<{ direct: boolean | null; via: boolean | null }>`select
      (select granted from permission_flag where institute_id = ${auth.instituteId} and subject_kind = 'user'
        and subject_id = ${auth.userId} and module = ${module}) as direct,
      (select f.granted from permission_member m join permission_flag f on f.institute_id = m.institute_id
        and f.subject_kind = 'department' and f.subject_id = m.department_id and f.module = ${module}
        where m.institute_id = ${auth.instituteId} and m.user_id = ${auth.userId}) as via`.execute(rt.database.db);
    const row = r.rows[0];
    return row?.direct ?? row?.via ?? false;
  };
}
