import { sql } from 'kysely';
import type { ClassEvent, RecordedEvent } from '@school/contracts';
import { columnList, Rounds, recordset } from '../batch.js';
import type { Projection, ProjectionContext } from '../types.js';

const SCHEDULED = {
  id: 'text',
  institute_id: 'text',
  batch_id: 'text',
  day: 'text',
  start_time: 'timestamptz',
  end_time: 'timestamptz',
  position: 'bigint',
};
const MARK = {
  class_id: 'text',
  student_id: 'text',
  institute_id: 'text',
  batch_id: 'text',
  subject_id: 'text',
  day: 'text',
  start_time: 'timestamptz',
  end_time: 'timestamptz',
  status: 'text',
  position: 'bigint',
};
type Mark = Record<keyof typeof MARK, string>;

/**
 * `absence_alert` a batch at a time, for the events a large institute has by the thousand: scheduled classes (one
 * insert) and registers. A class's registers go in rounds (see Rounds); in a round each class once, so the marks of a
 * round are one statement to find who moved in or out of ABSENT and one upsert, as `apply` does per register. The days
 * those students changed are upserted at the end: `absence_day` takes the largest position, and a new row the
 * institute and batch of its first change (its mark row's, which never change once written). Any other event
 * (a move, a cancellation, the alerts' own events) first writes what came before it and is applied alone.
 */
export async function absenceBatch(
  ctx: ProjectionContext,
  events: readonly RecordedEvent[],
  projection: Projection,
  dayOfInstant: (iso: string) => string,
): Promise<void> {
  const rounds = new Rounds<'schedule' | 'mark'>();
  const changed: { class_id: string; student_id: string; position: string }[] = [];
  const flush = async () => {
    await rounds.flush(async (kind, rows) => {
      if (kind === 'schedule') {
        await sql`insert into ${ctx.table('absence_class')} (${columnList(SCHEDULED)})
          select ${columnList(SCHEDULED)} from ${recordset(rows, SCHEDULED)} on conflict (id) do nothing`.execute(ctx.tx);
      } else {
        changed.push(
          ...(await registers(
            ctx,
            rows.flatMap((r) => r.marks as Mark[]),
          )),
        );
      }
    });
    await days(ctx, changed.splice(0));
  };
  for (const event of events) {
    if (event.type === 'ClassScheduled') {
      const d = (event as unknown as Extract<ClassEvent, { type: 'ClassScheduled' }>).data;
      const row = {
        id: d.classId,
        institute_id: event.metadata.instituteId,
        batch_id: d.batchId,
        day: dayOfInstant(d.startTime),
        start_time: d.startTime,
        end_time: d.endTime,
        position: event.position.toString(),
      };
      rounds.add('schedule', String(d.classId), row, 'first');
    } else if (event.type === 'ClassAttendanceMarked') {
      const d = (event as unknown as Extract<ClassEvent, { type: 'ClassAttendanceMarked' }>).data;
      if (d.marks.length === 0) continue;
      const day = dayOfInstant(d.startTime);
      const marks: Mark[] = d.marks.map((x) => ({
        class_id: d.classId,
        student_id: x.studentId,
        institute_id: event.metadata.instituteId,
        batch_id: d.batchId,
        subject_id: d.subjectId,
        day,
        start_time: d.startTime,
        end_time: d.endTime,
        status: x.status,
        position: event.position.toString(),
      }));
      rounds.add('mark', String(d.classId), { marks });
    } else {
      await flush();
      await projection.apply(ctx, event);
    }
  }
  await flush();
}

/**
 * One round's registers (each class once): who moved in or out of ABSENT, then the marks kept, as `apply`. The round's
 * classes' mark rows are read first (by the key's first column: a join against the batch was planned as a scan per row
 * on a shadow table without statistics); what `apply` asks of them per register is answered from that.
 */
async function registers(ctx: ProjectionContext, marks: Mark[]) {
  if (marks.length === 0) return [];
  const t = ctx.table('absence_mark');
  const classes = [...new Set(marks.map((m) => m.class_id))];
  const had = await sql<{ class_id: string; student_id: string; status: string; position: string }>`
    select class_id, student_id, status, position::text as position from ${t} where class_id = any(${classes}::text[])`.execute(ctx.tx);
  const rows = new Map(had.rows.map((r) => [JSON.stringify([r.class_id, r.student_id]), r]));
  const changed: { class_id: string; student_id: string; position: string }[] = [];
  const kept: Mark[] = [];
  for (const x of marks) {
    const am = rows.get(JSON.stringify([x.class_id, x.student_id]));
    const absent = x.status === 'ABSENT';
    if ((!am && absent) || (am && BigInt(am.position) < BigInt(x.position) && (am.status === 'ABSENT') !== absent)) {
      changed.push({ class_id: x.class_id, student_id: x.student_id, position: x.position });
    }
    // A row is kept from the first absence on.
    if (absent || am) kept.push(x);
  }
  if (kept.length > 0) {
    await sql`insert into ${t} as am (${columnList(MARK)})
      select ${columnList(MARK)} from ${recordset(kept, MARK)}
      on conflict (class_id, student_id) do update set status = excluded.status, position = excluded.position
      where am.position < excluded.position`.execute(ctx.tx);
  }
  return changed;
}

/** The days whose list of absences changed: the largest position; a new row takes its first change's institute and batch. */
async function days(ctx: ProjectionContext, changed: { class_id: string; student_id: string; position: string }[]) {
  if (changed.length === 0) return;
  const classes = [...new Set(changed.map((c) => c.class_id))];
  await sql`insert into ${ctx.table('absence_day')} as d (student_id, day, institute_id, batch_id, marks_position)
    select distinct on (am.student_id, am.day) am.student_id, am.day, am.institute_id, am.batch_id,
      max(x.position) over (partition by am.student_id, am.day)
    from ${recordset(changed, { class_id: 'text', student_id: 'text', position: 'bigint' })}
    join ${ctx.table('absence_mark')} am on am.class_id = any(${classes}::text[]) and am.class_id = x.class_id
      and am.student_id = x.student_id
    order by am.student_id, am.day, x.position
    on conflict (student_id, day) do update set marks_position = excluded.marks_position
    where d.marks_position < excluded.marks_position`.execute(ctx.tx);
}
