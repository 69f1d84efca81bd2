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

/** A register's facts once, with the students whose latest mark of the batch it holds (and their statuses). */
const REGISTER = {
  class_id: 'text',
  institute_id: 'text',
  batch_id: 'text',
  subject_id: 'text',
  teacher_id: 'text',
  start_time: 'timestamptz',
  end_time: 'timestamptz',
  credit: 'numeric',
  marked_by: 'text',
  marked_at: 'timestamptz',
  position: 'bigint',
  students: 'text[]',
  statuses: 'text[]',
};
/** Marks per upsert: a register is tens of marks, a batch of a large institute's events tens of thousands. */
const MARKS_PER_STATEMENT = 10_000;

/**
 * `lecture_mark`: the latest mark of each student in each class wins by position, so the batch keeps, per class and
 * student, the mark of its latest event and upserts them all with the same guard as `apply` (each register's facts sent
 * once with its students). A register naming a student twice makes `apply` fail (and the event be skipped): the batch
 * then throws, and the runner applies it event by event.
 */
export async function lectureMarkBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const latest = new Map<string, { event: RecordedEvent; status: string }>();
  for (const event of events) {
    if (event.type !== 'ClassAttendanceMarked') continue;
    const d = (event as unknown as Extract<ClassEvent, { type: 'ClassAttendanceMarked' }>).data;
    const seen = new Set<string>();
    for (const mark of d.marks) {
      if (seen.has(mark.studentId)) throw new Error(`register of ${d.classId} names ${mark.studentId} twice`);
      seen.add(mark.studentId);
      latest.set(JSON.stringify([d.classId, mark.studentId]), { event, status: mark.status });
    }
  }
  // Back to one row per register, holding the students it still has the latest mark of.
  const registers = new Map<RecordedEvent, { students: string[]; statuses: string[] }>();
  for (const [key, { event, status }] of latest) {
    let r = registers.get(event);
    if (!r) registers.set(event, (r = { students: [], statuses: [] }));
    r.students.push(JSON.parse(key)[1]);
    r.statuses.push(status);
  }
  let rows: Record<string, unknown>[] = [];
  let marks = 0;
  const write = async () => {
    if (rows.length === 0) return;
    await sql`insert into ${ctx.table('lecture_mark')} as lm (class_id, student_id, institute_id, batch_id, subject_id, teacher_id,
        start_time, end_time, credit, status, marked_by, marked_at, position)
      select x.class_id, u.student_id, x.institute_id, x.batch_id, x.subject_id, x.teacher_id, x.start_time, x.end_time, x.credit,
        u.status, x.marked_by, x.marked_at, x.position
      from ${recordset(rows, REGISTER)} cross join lateral unnest(x.students, x.statuses) as u(student_id, status)
      on conflict (class_id, student_id) do update set status = excluded.status, marked_by = excluded.marked_by,
        marked_at = excluded.marked_at, position = excluded.position
      where lm.position < excluded.position`.execute(ctx.tx);
    rows = [];
    marks = 0;
  };
  for (const [event, r] of registers) {
    const d = (event as unknown as Extract<ClassEvent, { type: 'ClassAttendanceMarked' }>).data;
    const m = event.metadata;
    rows.push({
      class_id: d.classId,
      institute_id: m.instituteId,
      batch_id: d.batchId,
      subject_id: d.subjectId,
      teacher_id: d.teacherId,
      start_time: d.startTime,
      end_time: d.endTime,
      credit: d.credit,
      marked_by: m.actorId,
      marked_at: m.occurredAt,
      position: event.position.toString(),
      ...r,
    });
    marks += r.students.length;
    if (marks >= MARKS_PER_STATEMENT) await write();
  }
  await write();
}
