import { sql } from 'kysely';
import type { BranchEvent, CourseEvent, SessionEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/** `course`: courses of an institute. Deleted courses keep their row, marked. */
export const courseProjection: Projection = {
  name: 'course',
  version: 1,
  tables: {
    course: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, duration integer not null, description text not null,
      icon_file_id text, created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz,
      last_position bigint not null default 0)`,
  },
  indexes: { 'course.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at)` },
  handles: ['CourseCreated', 'CourseUpdated', 'CourseDeleted'],
  async apply({ tx, table }, event) {
    const e = event as unknown as CourseEvent;
    const at = event.metadata.occurredAt;
    // Guards every update: an event re-applied after later ones must not bring back an older state.
    const pos = sql`${event.position.toString()}::bigint`;
    switch (e.type) {
      case 'CourseCreated':
        await sql`insert into ${table('course')} (id, institute_id, title, duration, description, icon_file_id, created_at, updated_at, last_position)
          values (${e.data.courseId}, ${event.metadata.instituteId}, ${e.data.title}, ${e.data.duration}, ${e.data.description},
            ${e.data.iconFileId}, ${at}, ${at}, ${pos}) on conflict (id) do nothing`.execute(tx);
        return;
      case 'CourseUpdated':
        await sql`update ${table('course')} set title = ${e.data.title}, duration = ${e.data.duration}, description = ${e.data.description},
          icon_file_id = ${e.data.iconFileId}, updated_at = ${at}, last_position = ${pos} where id = ${e.data.courseId} and last_position < ${pos} and deleted_at is null`.execute(
          tx,
        );
        return;
      case 'CourseDeleted':
        await sql`update ${table('course')} set deleted_at = ${at}, updated_at = ${at}, last_position = ${pos} where id = ${e.data.courseId} and last_position < ${pos} and deleted_at is null`.execute(
          tx,
        );
        return;
    }
  },
};

/** `branch`: branches of a course. */
export const branchProjection: Projection = {
  name: 'branch',
  version: 1,
  tables: {
    branch: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, course_id text not null, title text not null, description text not null,
      duration integer not null, icon_file_id text,
      created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz,
      last_position bigint not null default 0)`,
  },
  indexes: {
    'branch.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at)`,
    'branch.course': (t, i) => sql`create index ${i} on ${t} (course_id)`,
  },
  handles: ['BranchCreated', 'BranchUpdated', 'BranchDeleted'],
  async apply({ tx, table }, event) {
    const e = event as unknown as BranchEvent;
    const at = event.metadata.occurredAt;
    // Guards every update: an event re-applied after later ones must not bring back an older state.
    const pos = sql`${event.position.toString()}::bigint`;
    switch (e.type) {
      case 'BranchCreated':
        await sql`insert into ${table('branch')} (id, institute_id, course_id, title, description, duration, icon_file_id, created_at, updated_at, last_position)
          values (${e.data.branchId}, ${event.metadata.instituteId}, ${e.data.courseId}, ${e.data.title}, ${e.data.description},
            ${e.data.duration}, ${e.data.iconFileId}, ${at}, ${at}, ${pos}) on conflict (id) do nothing`.execute(tx);
        return;
      case 'BranchUpdated':
        await sql`update ${table('branch')} set title = ${e.data.title}, description = ${e.data.description}, duration = ${e.data.duration},
          icon_file_id = ${e.data.iconFileId}, updated_at = ${at}, last_position = ${pos} where id = ${e.data.branchId} and last_position < ${pos} and deleted_at is null`.execute(
          tx,
        );
        return;
      case 'BranchDeleted':
        await sql`update ${table('branch')} set deleted_at = ${at}, updated_at = ${at}, last_position = ${pos} where id = ${e.data.branchId} and last_position < ${pos} and deleted_at is null`.execute(
          tx,
        );
        return;
    }
  },
};

/** `academic_session`: sessions such as 2025-2026 (`session` is a word PostgreSQL and the web both use). */
export const sessionProjection: Projection = {
  name: 'academic_session',
  version: 1,
  tables: {
    academic_session: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, start_year integer not null, end_year integer not null,
      created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz,
      last_position bigint not null default 0)`,
  },
  indexes: { 'academic_session.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, start_year)` },
  handles: ['SessionCreated', 'SessionUpdated', 'SessionDeleted'],
  async apply({ tx, table }, event) {
    const e = event as unknown as SessionEvent;
    const at = event.metadata.occurredAt;
    // Guards every update: an event re-applied after later ones must not bring back an older state.
    const pos = sql`${event.position.toString()}::bigint`;
    switch (e.type) {
      case 'SessionCreated':
        await sql`insert into ${table('academic_session')} (id, institute_id, title, start_year, end_year, created_at, updated_at, last_position)
          values (${e.data.sessionId}, ${event.metadata.instituteId}, ${e.data.title}, ${e.data.startYear}, ${e.data.endYear}, ${at}, ${at}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      case 'SessionUpdated':
        await sql`update ${table('academic_session')} set title = ${e.data.title}, start_year = ${e.data.startYear}, end_year = ${e.data.endYear},
          updated_at = ${at}, last_position = ${pos} where id = ${e.data.sessionId} and last_position < ${pos} and deleted_at is null`.execute(
          tx,
        );
        return;
      case 'SessionDeleted':
        await sql`update ${table('academic_session')} set deleted_at = ${at}, updated_at = ${at}, last_position = ${pos} where id = ${e.data.sessionId} and last_position < ${pos} and deleted_at is null`.execute(
          tx,
        );
        return;
    }
  },
};
