import { sql } from 'kysely';
import type { DepartmentEvent, DepartmentMembershipEvent } from '@school/contracts';
import { streamIdOf, type Projection } from '../types.js';

/**
 * `department`: the department cards, report and statistics. Deleted departments keep their row, marked.
 * `department_member`: who is in which department (one per user and institute); `total_user` is recounted from it,
 * so applying a membership event again changes nothing.
 */
export const departmentsProjection: Projection = {
  name: 'department',
  version: 2,
  tables: {
    department: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, description text not null,
      icon_file_id text, total_user integer not null default 0,
      created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz)`,
    department_member: (t) => sql`create table ${t} (
      institute_id text not null, user_id text not null, department_id text not null, joined_at timestamptz not null,
      primary key (institute_id, user_id))`,
  },
  indexes: {
    'department.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at)`,
    'department_member.department': (t, i) => sql`create index ${i} on ${t} (department_id)`,
  },
  handles: ['DepartmentCreated', 'DepartmentUpdated', 'DepartmentDeleted', 'StaffAssignedToDepartment', 'StaffRemovedFromDepartment'],
  // A membership event changes the counts of the departments it names, not of its stream.
  idsOf(event) {
    const d = event.data as { departmentId?: string; previousDepartmentId?: string | null };
    if (event.type.startsWith('Staff')) return [d.departmentId, d.previousDepartmentId].filter((x): x is string => !!x);
    return [streamIdOf(event)];
  },
  async apply({ tx, table }, event) {
    const e = event as unknown as DepartmentEvent | DepartmentMembershipEvent;
    const at = event.metadata.occurredAt;
    const inst = event.metadata.instituteId;
    const recount = async (ids: (string | null)[]) => {
      for (const id of ids) {
        if (!id) continue;
        await sql`update ${table('department')} set total_user =
          (select count(*) from ${table('department_member')} where department_id = ${id}) where id = ${id}`.execute(tx);
      }
    };
    switch (e.type) {
      case 'StaffAssignedToDepartment':
        await sql`insert into ${table('department_member')} (institute_id, user_id, department_id, joined_at)
          values (${inst}, ${e.data.userId}, ${e.data.departmentId}, ${at})
          on conflict (institute_id, user_id) do update set department_id = excluded.department_id, joined_at = excluded.joined_at`.execute(
          tx,
        );
        await recount([e.data.departmentId, e.data.previousDepartmentId]);
        return;
      case 'StaffRemovedFromDepartment':
        await sql`delete from ${table('department_member')} where institute_id = ${inst} and user_id = ${e.data.userId}
          and department_id = ${e.data.departmentId}`.execute(tx);
        await recount([e.data.departmentId]);
        return;
      case 'DepartmentCreated':
        await sql`insert into ${table('department')} (id, institute_id, title, description, icon_file_id, created_at, updated_at)
          values (${e.data.departmentId}, ${event.metadata.instituteId}, ${e.data.title}, ${e.data.description},
            ${e.data.iconFileId}, ${at}, ${at}) on conflict (id) do nothing`.execute(tx);
        return;
      case 'DepartmentUpdated':
        await sql`update ${table('department')} set title = ${e.data.title}, description = ${e.data.description},
          icon_file_id = ${e.data.iconFileId}, updated_at = ${at} where id = ${e.data.departmentId}`.execute(tx);
        return;
      case 'DepartmentDeleted':
        await sql`update ${table('department')} set deleted_at = ${at}, updated_at = ${at}
          where id = ${e.data.departmentId} and deleted_at is null`.execute(tx);
        return;
    }
  },
};
