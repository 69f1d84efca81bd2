import { sql } from 'kysely';
import type { DepartmentEvent, DepartmentMembershipEvent } from '@school/contracts';
import type { RecordedEvent } from '@school/contracts';
import { Rounds, recordset } from '../batch.js';
import { streamIdOf, type Projection, type ProjectionContext } from '../types.js';

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
  async apply(ctx, event) {
    const { tx, table } = ctx;
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
      default: {
        const w = writeOf(event);
        if (w) await WRITERS[w.kind](ctx, [w.row]);
      }
    }
  },
};

type Write =
  | {
      kind: 'create';
      row: { id: string; institute_id: string; title: string; description: string; icon_file_id: string | null; at: string };
    }
  | { kind: 'update'; row: { id: string; title: string; description: string; icon_file_id: string | null; at: string } }
  | { kind: 'delete'; row: { id: string; at: string } };

/** What a department's own event writes to its row (membership events change two tables and are applied alone). */
function writeOf(event: RecordedEvent): Write | null {
  const e = event as unknown as DepartmentEvent;
  const at = event.metadata.occurredAt;
  switch (e.type) {
    case 'DepartmentCreated':
      return {
        kind: 'create',
        row: {
          id: e.data.departmentId,
          institute_id: event.metadata.instituteId,
          title: e.data.title,
          description: e.data.description,
          icon_file_id: e.data.iconFileId,
          at,
        },
      };
    case 'DepartmentUpdated':
      return {
        kind: 'update',
        row: { id: e.data.departmentId, title: e.data.title, description: e.data.description, icon_file_id: e.data.iconFileId, at },
      };
    case 'DepartmentDeleted':
      return { kind: 'delete', row: { id: e.data.departmentId, at } };
  }
  return null;
}

const COLUMNS = { id: 'text', institute_id: 'text', title: 'text', description: 'text', icon_file_id: 'text', at: 'timestamptz' };

const WRITERS: Record<Write['kind'], (ctx: ProjectionContext, rows: Record<string, unknown>[]) => Promise<unknown>> = {
  create: ({ tx, table }, rows) =>
    sql`insert into ${table('department')} (id, institute_id, title, description, icon_file_id, created_at, updated_at)
      select id, institute_id, title, description, icon_file_id, at, at from ${recordset(rows, COLUMNS)}
      on conflict (id) do nothing`.execute(tx),
  update: ({ tx, table }, rows) =>
    sql`update ${table('department')} d set title = x.title, description = x.description, icon_file_id = x.icon_file_id,
      updated_at = x.at from ${recordset(rows, COLUMNS)} where d.id = x.id`.execute(tx),
  delete: ({ tx, table }, rows) =>
    sql`update ${table('department')} d set deleted_at = x.at, updated_at = x.at from ${recordset(rows, { id: 'text', at: 'timestamptz' })}
      where d.id = x.id and d.deleted_at is null`.execute(tx),
};

/**
 * The same rows in a few statements: a department's own events in rounds (see Rounds). A membership event recounts
 * from the member table, so what came before it is written first and it is applied alone.
 */
departmentsProjection.applyBatch = async (ctx, events) => {
  const rounds = new Rounds<Write['kind']>();
  const flush = () => rounds.flush((kind, rows) => WRITERS[kind](ctx, rows).then(() => {}));
  for (const event of events) {
    const w = writeOf(event);
    if (w) rounds.add(w.kind, w.row.id, w.row);
    else {
      await flush();
      await departmentsProjection.apply(ctx, event);
    }
  }
  await flush();
};
