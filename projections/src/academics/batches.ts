import { sql } from 'kysely';
import type { BatchEvent, GradeEvent, HolidayEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/** `batch`: batches with their session, course, branch and H.O.D. ids (titles are joined at read time). */
export const batchProjection: Projection = {
  name: 'batch',
  version: 1,
  tables: {
    batch: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, session_id text not null, course_id text not null, branch_id text not null,
      description text not null, maximum_student integer not null, head_of_department text not null, icon_file_id text,
      is_completed boolean not null default false, completed_at timestamptz,
      created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz,
      last_position bigint not null default 0)`,
  },
  indexes: {
    'batch.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at)`,
    'batch.placement': (t, i) => sql`create index ${i} on ${t} (institute_id, session_id, course_id)`,
  },
  handles: ['BatchCreated', 'BatchUpdated', 'BatchCompleted', 'BatchDeleted'],
  async apply({ tx, table }, event) {
    const e = event as unknown as BatchEvent;
    const at = event.metadata.occurredAt;
    // Guards every update: an event re-applied after later ones must not bring back an older state.
    const pos = sql`${event.position.toString()}::bigint`;
    switch (e.type) {
      case 'BatchCreated': {
        const d = e.data;
        await sql`insert into ${table('batch')} (id, institute_id, session_id, course_id, branch_id, description, maximum_student,
            head_of_department, icon_file_id, created_at, updated_at, last_position)
          values (${d.batchId}, ${event.metadata.instituteId}, ${d.sessionId}, ${d.courseId}, ${d.branchId}, ${d.description},
            ${d.maximumStudent}, ${d.headOfDepartment}, ${d.iconFileId}, ${at}, ${at}, ${pos}) on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'BatchUpdated': {
        const d = e.data;
        await sql`update ${table('batch')} set description = ${d.description}, maximum_student = ${d.maximumStudent},
          head_of_department = ${d.headOfDepartment}, icon_file_id = ${d.iconFileId}, updated_at = ${at}, last_position = ${pos}
          where id = ${d.batchId} and last_position < ${pos} and deleted_at is null`.execute(tx);
        return;
      }
      case 'BatchCompleted':
        await sql`update ${table('batch')} set is_completed = true, completed_at = ${at}, updated_at = ${at}, last_position = ${pos}
          where id = ${e.data.batchId} and last_position < ${pos} and not is_completed`.execute(tx);
        return;
      case 'BatchDeleted':
        await sql`update ${table('batch')} set deleted_at = ${at}, updated_at = ${at}, last_position = ${pos} where id = ${e.data.batchId} and last_position < ${pos} and deleted_at is null`.execute(
          tx,
        );
        return;
    }
  },
};

/** `grade`: the bands of each institute's grade scale (one stream per institute, a row per band). */
export const gradeProjection: Projection = {
  name: 'grade',
  version: 1,
  tables: {
    grade: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, low_percent numeric(5,2) not null, high_percent numeric(5,2) not null,
      grade text not null, created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz,
      last_position bigint not null default 0)`,
  },
  indexes: { 'grade.institute': (t, i) => sql`create index ${i} on ${t} (institute_id)` },
  handles: ['GradeAdded', 'GradeChanged', 'GradeRemoved'],
  idsOf: (e) => [String((e.data as { gradeId: string }).gradeId)],
  async apply({ tx, table }, event) {
    const e = event as unknown as GradeEvent;
    const at = event.metadata.occurredAt;
    // Guards every update: an event re-applied after later ones must not bring back an older state.
    const pos = sql`${event.position.toString()}::bigint`;
    switch (e.type) {
      case 'GradeAdded':
        await sql`insert into ${table('grade')} (id, institute_id, low_percent, high_percent, grade, created_at, updated_at, last_position)
          values (${e.data.gradeId}, ${event.metadata.instituteId}, ${e.data.lowPercent}, ${e.data.highPercent}, ${e.data.grade}, ${at}, ${at}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      case 'GradeChanged':
        await sql`update ${table('grade')} set low_percent = ${e.data.lowPercent}, high_percent = ${e.data.highPercent}, grade = ${e.data.grade},
          updated_at = ${at}, last_position = ${pos} where id = ${e.data.gradeId} and last_position < ${pos} and deleted_at is null`.execute(
          tx,
        );
        return;
      case 'GradeRemoved':
        await sql`update ${table('grade')} set deleted_at = ${at}, updated_at = ${at}, last_position = ${pos} where id = ${e.data.gradeId} and last_position < ${pos} and deleted_at is null`.execute(
          tx,
        );
        return;
    }
  },
};

/** `holiday`: declared holidays, days of the institute. */
export const holidayProjection: Projection = {
  name: 'holiday',
  version: 1,
  tables: {
    holiday: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, start_date date not null, end_date date not null,
      created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz,
      last_position bigint not null default 0)`,
  },
  indexes: { 'holiday.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, start_date)` },
  handles: ['HolidayDeclared', 'HolidayCancelled'],
  async apply({ tx, table }, event) {
    const e = event as unknown as HolidayEvent;
    const at = event.metadata.occurredAt;
    // Guards every update: an event re-applied after later ones must not bring back an older state.
    const pos = sql`${event.position.toString()}::bigint`;
    switch (e.type) {
      case 'HolidayDeclared':
        await sql`insert into ${table('holiday')} (id, institute_id, title, start_date, end_date, created_at, updated_at, last_position)
          values (${e.data.holidayId}, ${event.metadata.instituteId}, ${e.data.title}, ${e.data.startDate}, ${e.data.endDate}, ${at}, ${at}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      case 'HolidayCancelled':
        await sql`update ${table('holiday')} set deleted_at = ${at}, updated_at = ${at}, last_position = ${pos} where id = ${e.data.holidayId} and last_position < ${pos} and deleted_at is null`.execute(
          tx,
        );
        return;
    }
  },
};

/** `batch_teacher`: who teaches which subject in a batch (the Assign Teacher tab). */
export const batchTeachersProjection: Projection = {
  name: 'batch_teacher',
  version: 1,
  tables: {
    batch_teacher: (t) => sql`create table ${t} (
      batch_id text not null, subject_id text not null, teacher_id text not null, institute_id text not null,
      assigned_at timestamptz not null, primary key (batch_id, subject_id))`,
  },
  handles: ['BatchTeacherAssigned', 'BatchDeleted'],
  async apply({ tx, table }, e) {
    const d = e.data as { batchId: string; subjectId?: string; teacherId?: string };
    if (e.type === 'BatchDeleted') {
      await sql`delete from ${table('batch_teacher')} where batch_id = ${d.batchId}`.execute(tx);
      return;
    }
    await sql`insert into ${table('batch_teacher')} (batch_id, subject_id, teacher_id, institute_id, assigned_at)
      values (${d.batchId}, ${d.subjectId}, ${d.teacherId}, ${e.metadata.instituteId}, ${e.metadata.occurredAt})
      on conflict (batch_id, subject_id) do update set teacher_id = excluded.teacher_id, assigned_at = excluded.assigned_at`.execute(tx);
  },
};
