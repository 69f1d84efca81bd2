import { sql } from 'kysely';
import type { ClassEvent } from '@school/contracts';
import type { Projection } from '../types.js';
import { lectureBatch, lectureMarkBatch } from './batch.js';
import { studentMarkCountProjection } from './class-counts.js';
import { classCountProjection } from './class-day-counts.js';

export { classCountProjection, studentMarkCountProjection };

/**
 * `lecture`: every class (lecture) of the institute, one row each (002 §3 Class). `isHoliday` is not stored: it is read
 * against the `holiday` read model when asked, so a holiday declared later marks its classes at once.
 * `marked_students` is who the register has a mark for (the count on cards and lists).
 */
export const lectureProjection: Projection = {
  name: 'lecture',
  version: 2,
  tables: {
    lecture: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, batch_id text not null, subject_id text not null, teacher_id text not null,
      start_time timestamptz not null, end_time timestamptz not null, class_room text not null, type text not null,
      credit numeric(6, 2) not null, origin text not null, slot_id text,
      cancelled_at timestamptz, cancel_reason text not null default '',
      register_taken_at timestamptz, marked_students text[] not null default '{}',
      created_at timestamptz not null, created_by text not null, position bigint not null)`,
  },
  indexes: {
    // The class lists' order (start_time desc, id; backwards for a deep page), with what their filters read (lecture-page.ts).
    'lecture.institute': (t, i) =>
      sql`create index ${i} on ${t} (institute_id, start_time desc, id) include (end_time, type, cancelled_at)`,
    'lecture.batch': (t, i) => sql`create index ${i} on ${t} (batch_id, start_time)`,
    'lecture.teacher': (t, i) => sql`create index ${i} on ${t} (teacher_id, start_time)`,
  },
  handles: ['ClassScheduled', 'ClassCancelled', 'ClassMoved', 'ClassAttendanceMarked'],
  idsOf: (e) => {
    const d = e.data as { classId: string; batchId: string };
    return [d.classId, d.batchId];
  },
  applyBatch: lectureBatch,
  // Written by its key alone (the class id).
  indexesAfterRebuild: true,
  async apply({ tx, table }, event) {
    const e = event as unknown as ClassEvent;
    const m = event.metadata;
    const t = table('lecture');
    const pos = sql`${event.position.toString()}::bigint`;
    switch (e.type) {
      case 'ClassScheduled': {
        const d = e.data;
        await sql`insert into ${t} (id, institute_id, batch_id, subject_id, teacher_id, start_time, end_time, class_room, type, credit,
            origin, slot_id, created_at, created_by, position)
          values (${d.classId}, ${m.instituteId}, ${d.batchId}, ${d.subjectId}, ${d.teacherId}, ${d.startTime}, ${d.endTime}, ${d.classRoom},
            ${d.type}, ${d.credit}, ${d.origin}, ${d.slotId}, ${m.occurredAt}, ${m.actorId}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'ClassCancelled':
        await sql`update ${t} set cancelled_at = ${m.occurredAt}, cancel_reason = ${e.data.reason}, position = ${pos}
          where id = ${e.data.classId} and position < ${pos}`.execute(tx);
        return;
      case 'ClassMoved': {
        const d = e.data;
        await sql`update ${t} set start_time = ${d.startTime}, end_time = ${d.endTime}, class_room = ${d.classRoom}, position = ${pos}
          where id = ${d.classId} and position < ${pos}`.execute(tx);
        return;
      }
      case 'ClassAttendanceMarked': {
        const ids = e.data.marks.map((x) => x.studentId);
        await sql`update ${t} set register_taken_at = coalesce(register_taken_at, ${m.occurredAt}),
            marked_students = array(select distinct s from unnest(marked_students || ${ids}::text[]) s order by s), position = ${pos}
          where id = ${e.data.classId} and position < ${pos}`.execute(tx);
        return;
      }
    }
  },
};

/**
 * `lecture_mark`: the current register mark of each student in each class (the latest `ClassAttendanceMarked` naming
 * them), with the class's facts copied from the event: a student's attendance, calendar and credit read it alone.
 */
export const lectureMarkProjection: Projection = {
  name: 'lecture_mark',
  version: 1,
  tables: {
    lecture_mark: (t) => sql`create table ${t} (
      class_id text not null, student_id text not null, institute_id text not null, batch_id text not null,
      subject_id text not null, teacher_id text not null, start_time timestamptz not null, end_time timestamptz not null,
      credit numeric(6, 2) not null, status text not null, marked_by text not null, marked_at timestamptz not null,
      position bigint not null, primary key (class_id, student_id))`,
  },
  indexes: {
    'lecture_mark.student': (t, i) => sql`create index ${i} on ${t} (student_id, start_time)`,
    'lecture_mark.teacher': (t, i) => sql`create index ${i} on ${t} (teacher_id, start_time)`,
    'lecture_mark.batch': (t, i) => sql`create index ${i} on ${t} (batch_id, start_time)`,
  },
  handles: ['ClassAttendanceMarked'],
  idsOf: (e) => {
    const d = e.data as { classId: string };
    return [d.classId];
  },
  applyBatch: lectureMarkBatch,
  // Written by its key alone (class, student): a large institute's millions of marks load faster without them.
  indexesAfterRebuild: true,
  /** The class's teacher and the students marked (and, through the push audience, their parents). */
  ownersOf: (e) => {
    const d = e.data as ClassEvent['data'] & { teacherId?: string; marks?: { studentId: string }[] };
    return [...(d.teacherId ? [d.teacherId] : []), ...(d.marks ?? []).map((x) => x.studentId)];
  },
  async apply({ tx, table }, event) {
    if (event.type !== 'ClassAttendanceMarked') return;
    const d = (event as unknown as Extract<ClassEvent, { type: 'ClassAttendanceMarked' }>).data;
    const m = event.metadata;
    if (d.marks.length === 0) return;
    const pos = sql`${event.position.toString()}::bigint`;
    const students = d.marks.map((x) => x.studentId);
    const statuses = d.marks.map((x) => x.status);
    await sql`insert into ${table('lecture_mark')} as lm (class_id, student_id, institute_id, batch_id, subject_id, teacher_id,
        start_time, end_time, credit, status, marked_by, marked_at, position)
      select ${d.classId}, s.student_id, ${m.instituteId}, ${d.batchId}, ${d.subjectId}, ${d.teacherId}, ${d.startTime}, ${d.endTime},
        ${d.credit}, s.status, ${m.actorId}, ${m.occurredAt}, ${pos}
      from unnest(${students}::text[], ${statuses}::text[]) as s(student_id, status)
      on conflict (class_id, student_id) do update set status = excluded.status, marked_by = excluded.marked_by,
        marked_at = excluded.marked_at, position = excluded.position
      where lm.position < excluded.position`.execute(tx);
  },
};

export const classesProjections: readonly Projection[] = [
  lectureProjection,
  lectureMarkProjection,
  studentMarkCountProjection,
  classCountProjection,
];

// ---- live classes (live-read) ----
export { lecturePresenceProjection } from './live-presence.js';
export { lectureLiveProjection } from './live-state.js';
export { classChatMessageProjection } from './live-chat.js';
import { lecturePresenceProjection } from './live-presence.js';
import { lectureLiveProjection } from './live-state.js';
import { classChatMessageProjection } from './live-chat.js';
/** The live classes' read models: presence (the register's times), live state (the cards), the chat. */
export const liveClassProjections: readonly Projection[] = [lecturePresenceProjection, lectureLiveProjection, classChatMessageProjection];
// ---- end live classes ----
