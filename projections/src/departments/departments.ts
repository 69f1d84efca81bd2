import { sql } from 'kysely';
import type { DepartmentEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/** `department`: the department cards, report and statistics. Deleted departments keep their row, marked. */
export const departmentsProjection: Projection = {
  name: 'department',
  version: 1,
  tables: {
    department: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, description text not null,
      icon_file_id text, total_user integer not null default 0,
      created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz)`,
  },
  indexes: {
    'department.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at)`,
  },
  handles: ['DepartmentCreated', 'DepartmentUpdated', 'DepartmentDeleted'],
  async apply({ tx, table }, event) {
    const e = event as unknown as DepartmentEvent;
    const at = event.metadata.occurredAt;
    switch (e.type) {
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
