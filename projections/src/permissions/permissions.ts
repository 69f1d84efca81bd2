import { sql } from 'kysely';
import type { DepartmentEvent, DepartmentMembershipEvent, PermissionEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `permission`: the module flags of departments and users, and who is in which department — what the guard needs
 * to decide a MANAGER's or STAFF member's access in one query. Managers and staff are both kept as subject 'user'.
 * Upserts and deletes only, so applying an event again changes nothing.
 */
export const permissionsProjection: Projection = {
  name: 'permission',
  version: 1,
  tables: {
    permission_flag: (t) => sql`create table ${t} (
      institute_id text not null, subject_kind text not null, subject_id text not null, module text not null,
      granted boolean not null, primary key (institute_id, subject_kind, subject_id, module))`,
    permission_member: (t) => sql`create table ${t} (
      institute_id text not null, user_id text not null, department_id text not null, primary key (institute_id, user_id))`,
  },
  handles: ['ModulePermissionsSet', 'StaffAssignedToDepartment', 'StaffRemovedFromDepartment', 'DepartmentDeleted'],
  async apply({ tx, table }, event) {
    const e = event as unknown as PermissionEvent | DepartmentMembershipEvent | DepartmentEvent;
    const inst = event.metadata.instituteId;
    switch (e.type) {
      case 'ModulePermissionsSet': {
        const kind = e.data.subjectKind === 'department' ? 'department' : 'user';
        for (const [module, granted] of Object.entries(e.data.modules ?? {})) {
          if (typeof granted !== 'boolean') continue;
          await sql`insert into ${table('permission_flag')} (institute_id, subject_kind, subject_id, module, granted)
            values (${inst}, ${kind}, ${e.data.subjectId}, ${module}, ${granted})
            on conflict (institute_id, subject_kind, subject_id, module) do update set granted = excluded.granted`.execute(tx);
        }
        return;
      }
      case 'StaffAssignedToDepartment':
        await sql`insert into ${table('permission_member')} (institute_id, user_id, department_id)
          values (${inst}, ${e.data.userId}, ${e.data.departmentId})
          on conflict (institute_id, user_id) do update set department_id = excluded.department_id`.execute(tx);
        return;
      case 'StaffRemovedFromDepartment':
        await sql`delete from ${table('permission_member')} where institute_id = ${inst} and user_id = ${e.data.userId}
          and department_id = ${e.data.departmentId}`.execute(tx);
        return;
      case 'DepartmentDeleted':
        // A deleted department grants nothing any more.
        await sql`delete from ${table('permission_flag')} where institute_id = ${inst} and subject_kind = 'department'
          and subject_id = ${e.data.departmentId}`.execute(tx);
        return;
      default:
        return;
    }
  },
};
