import { sql, type RawBuilder } from 'kysely';
import type { LiveClassEnded, LiveClassEvent, StudentEnteredClass, StudentLeftClass } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `lecture_presence`: each student's time in a live class, as the server saw it (002 §6; issue 16 part 4). One row per
 * class and student: the first entry, the last exit, the seconds inside the intervals closed so far, and `entered_at`, the
 * start of the interval still open (null: not in the room). A rejoin continues the same row; an open interval counts once
 * the exit that closes it is recorded (a leave, or the class ending). Its own table rather than columns on
 * `lecture_mark`: the register's marks stay one event's facts, and the presence rows follow only the live events.
 */
export const lecturePresenceProjection: Projection = {
  name: 'lecture_presence',
  version: 1,
  tables: {
    lecture_presence: (t) => sql`create table ${t} (
      class_id text not null, student_id text not null, institute_id text not null, batch_id text not null,
      time_of_enter timestamptz not null, time_of_exit timestamptz, entered_at timestamptz,
      seconds_attended numeric(12, 3) not null default 0, position bigint not null, primary key (class_id, student_id))`,
  },
  indexes: {
    'lecture_presence.student': (t, i) => sql`create index ${i} on ${t} (student_id, class_id)`,
  },
  handles: ['StudentEnteredClass', 'StudentLeftClass', 'LiveClassEnded'],
  idsOf: (e) => [(e.data as { classId: string }).classId],
  /** The students whose time changed (and, through the push audience, their parents); the class's teacher on ending. */
  ownersOf: (e) => {
    const d = e.data as Partial<StudentEnteredClass['data'] & LiveClassEnded['data']>;
    return [...(d.studentId ? [d.studentId] : []), ...(d.teacherId ? [d.teacherId] : [])];
  },
  async apply({ tx, table }, event) {
    const e = event as unknown as LiveClassEvent;
    const t = table('lecture_presence');
    const pos = sql`${event.position.toString()}::bigint`;
    switch (e.type) {
      case 'StudentEnteredClass': {
        const d = e.data;
        // Already in the room: the open interval goes on (a second tab, a reconnect within the grace period).
        await sql`insert into ${t} as p (class_id, student_id, institute_id, batch_id, time_of_enter, entered_at, position)
          values (${d.classId}, ${d.studentId}, ${event.metadata.instituteId}, ${d.batchId}, ${d.at}, ${d.at}, ${pos})
          on conflict (class_id, student_id) do update set entered_at = coalesce(p.entered_at, excluded.entered_at),
            time_of_enter = least(p.time_of_enter, excluded.time_of_enter), position = excluded.position
          where p.position < excluded.position`.execute(tx);
        return;
      }
      case 'StudentLeftClass': {
        const d: StudentLeftClass['data'] = e.data;
        await closeIntervals(t, pos, d.at, sql`class_id = ${d.classId} and student_id = ${d.studentId}`).execute(tx);
        return;
      }
      case 'LiveClassEnded': {
        // The ending's own leaves come first in its append; any interval still open closes at the end.
        await closeIntervals(t, pos, e.data.at, sql`class_id = ${e.data.classId}`).execute(tx);
        return;
      }
      default:
        return;
    }
  },
};

/** Closes the open intervals of the rows `where` names at `at` (never a negative interval); rows out of the room keep theirs. */
function closeIntervals(t: RawBuilder<unknown>, pos: RawBuilder<unknown>, at: string, where: RawBuilder<unknown>) {
  return sql`update ${t} set seconds_attended = seconds_attended + greatest(0, extract(epoch from (${at}::timestamptz - entered_at))),
      time_of_exit = greatest(${at}::timestamptz, entered_at), entered_at = null, position = ${pos}
    where ${where} and entered_at is not null and position < ${pos}`;
}
