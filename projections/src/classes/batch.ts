import { sql } from 'kysely';
import type { ClassEvent, RecordedEvent } from '@school/contracts';
import { columnList, keysOf, recordset, Rounds } from '../batch.js';
import type { ProjectionContext } from '../types.js';

/**
 * The classes' read models written a batch at a time (a large institute's catch-up and rebuild: one class event holds a
 * whole register). Each leaves the rows their `apply` leaves event by event; see Rounds and the specs.
 */

type Kind = 'schedule' | 'cancel' | 'move' | 'mark';

const SCHEDULED = {
  id: 'text',
  institute_id: 'text',
  batch_id: 'text',
  subject_id: 'text',
  teacher_id: 'text',
  start_time: 'timestamptz',
  end_time: 'timestamptz',
  class_room: 'text',
  type: 'text',
  credit: 'numeric',
  origin: 'text',
  slot_id: 'text',
  created_at: 'timestamptz',
  created_by: 'text',
  position: 'bigint',
};
const CHANGED = {
  id: 'text',
  at: 'timestamptz',
  reason: 'text',
  start_time: 'timestamptz',
  end_time: 'timestamptz',
  class_room: 'text',
  ids: 'text[]',
  position: 'bigint',
};

/** `lecture`: a class's events in rounds; every change is guarded by the row's position, as in `apply`. */
export async function lectureBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const t = ctx.table('lecture');
  const rounds = new Rounds<Kind>();
  for (const event of events) {
    const e = event as unknown as ClassEvent;
    const m = event.metadata;
    const position = event.position.toString();
    const d = e.data as Partial<ClassEvent['data']> & Record<string, unknown>;
    switch (e.type) {
      case 'ClassScheduled':
        rounds.add('schedule', String(e.data.classId), {
          id: e.data.classId,
          institute_id: m.instituteId,
          batch_id: e.data.batchId,
          subject_id: e.data.subjectId,
          teacher_id: e.data.teacherId,
          start_time: e.data.startTime,
          end_time: e.data.endTime,
          class_room: e.data.classRoom,
          type: e.data.type,
          credit: e.data.credit,
          origin: e.data.origin,
          slot_id: e.data.slotId,
          created_at: m.occurredAt,
          created_by: m.actorId,
          position,
        });
        break;
      case 'ClassCancelled':
        rounds.add('cancel', String(d.classId), { id: d.classId, at: m.occurredAt, reason: e.data.reason, position });
        break;
      case 'ClassMoved':
        rounds.add('move', String(d.classId), {
          id: d.classId,
          start_time: e.data.startTime,
          end_time: e.data.endTime,
          class_room: e.data.classRoom,
          position,
        });
        break;
      case 'ClassAttendanceMarked':
        rounds.add('mark', String(d.classId), { id: d.classId, at: m.occurredAt, ids: e.data.marks.map((x) => x.studentId), position });
        break;
    }
  }
  await rounds.flush(async (kind, rows) => {
    const x = recordset(rows, kind === 'schedule' ? SCHEDULED : CHANGED);
    const where = sql`l.id = any(${keysOf(rows)}) and l.id = x.id and l.position < x.position`;
    if (kind === 'schedule') {
      await sql`insert into ${t} (${columnList(SCHEDULED)}) select ${columnList(SCHEDULED)} from ${x}
        on conflict (id) do nothing`.execute(ctx.tx);
    } else if (kind === 'cancel') {
      await sql`update ${t} l set cancelled_at = x.at, cancel_reason = x.reason, position = x.position from ${x} where ${where}`.execute(
        ctx.tx,
      );
    } else if (kind === 'move') {
      await sql`update ${t} l set start_time = x.start_time, end_time = x.end_time, class_room = x.class_room, position = x.position
        from ${x} where ${where}`.execute(ctx.tx);
    } else {
      await sql`update ${t} l set register_taken_at = coalesce(l.register_taken_at, x.at),
          marked_students = array(select distinct s from unnest(l.marked_students || x.ids) s order by s), position = x.position
        from ${x} where ${where}`.execute(ctx.tx);
    }
  });
}

const MARK = {
  class_id: 'text',
  student_id: 'text',
  institute_id: 'text',
  batch_id: 'text',
  subject_id: 'text',
  teacher_id: 'text',
  start_time: 'timestamptz',
  end_time: 'timestamptz',
  credit: 'numeric',
  status: 'text',
  marked_by: 'text',
  marked_at: 'timestamptz',
  position: 'bigint',
};
/** Rows per upsert: a register is tens of marks, a batch of a large institute's events tens of thousands. */
const MARKS_PER_STATEMENT = 5000;

/**
 * `lecture_mark`: the latest mark of each student in each class wins by position, so the batch keeps, per class and
 * student, the mark of its latest event and upserts them all with the same guard as `apply`. A register naming a
 * student twice makes `apply` fail (and the event be skipped): the batch then throws, and the runner applies it event
 * by event.
 */
export async function lectureMarkBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const latest = new Map<string, Record<string, unknown>>();
  for (const event of events) {
    if (event.type !== 'ClassAttendanceMarked') continue;
    const d = (event as unknown as Extract<ClassEvent, { type: 'ClassAttendanceMarked' }>).data;
    const m = event.metadata;
    const seen = new Set<string>();
    for (const mark of d.marks) {
      if (seen.has(mark.studentId)) throw new Error(`register of ${d.classId} names ${mark.studentId} twice`);
      seen.add(mark.studentId);
      latest.set(JSON.stringify([d.classId, mark.studentId]), {
        class_id: d.classId,
        student_id: mark.studentId,
        institute_id: m.instituteId,
        batch_id: d.batchId,
        subject_id: d.subjectId,
        teacher_id: d.teacherId,
        start_time: d.startTime,
        end_time: d.endTime,
        credit: d.credit,
        status: mark.status,
        marked_by: m.actorId,
        marked_at: m.occurredAt,
        position: event.position.toString(),
      });
    }
  }
  const rows = [...latest.values()];
  for (let i = 0; i < rows.length; i += MARKS_PER_STATEMENT) {
    await sql`insert into ${ctx.table('lecture_mark')} as lm (${columnList(MARK)})
      select ${columnList(MARK)} from ${recordset(rows.slice(i, i + MARKS_PER_STATEMENT), MARK)}
      on conflict (class_id, student_id) do update set status = excluded.status, marked_by = excluded.marked_by,
        marked_at = excluded.marked_at, position = excluded.position
      where lm.position < excluded.position`.execute(ctx.tx);
  }
}
