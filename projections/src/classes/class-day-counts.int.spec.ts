import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@school/contracts';
import { openDatabase, type Database } from '@school/server';
import { holidayProjection } from '../academics/index.js';
import { classCountProjection, lectureMarkProjection, lectureProjection } from './index.js';

const projections = [lectureProjection, lectureMarkProjection, holidayProjection, classCountProjection];
const ZONE = 'Asia/Kolkata';
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  for (const p of projections) for (const [t, ddl] of Object.entries(p.tables)) await ddl(sql.table(t)).execute(database.db);
});
afterAll(async () => database?.close());

let position = 0n;
const event = (type: string, data: object, instituteId = 'i1'): RecordedEvent => {
  position += 1n;
  return {
    type,
    data,
    eventId: `e${position}`,
    streamId: `x-${position}`,
    streamVersion: 0,
    position,
    recordedAt: '2026-01-01T00:00:00.000Z',
    metadata: {
      actorId: 'a1',
      actorRole: 'ADMIN',
      instituteId,
      occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Number(position))).toISOString(),
      correlationId: 'c',
      causationId: 'c',
    },
  };
};
const facts = (classId: string, startTime: string, teacherId = 't1', batchId = 'b1') => ({
  classId,
  batchId,
  subjectId: 's1',
  teacherId,
  startTime,
  endTime: startTime,
});
const scheduled = (classId: string, startTime: string, type = 'OFFLINE', teacherId = 't1', batchId = 'b1', inst = 'i1') =>
  event(
    'ClassScheduled',
    { ...facts(classId, startTime, teacherId, batchId), classRoom: 'r', type, credit: 1, origin: 'MANUAL', slotId: null },
    inst,
  );
const marked = (classId: string, startTime: string, marks: [string, string][] = [['st1', 'PRESENT']]) =>
  event('ClassAttendanceMarked', {
    ...facts(classId, startTime),
    credit: 1,
    marks: marks.map(([studentId, status]) => ({ studentId, status })),
  });
const moved = (classId: string, startTime: string) =>
  event('ClassMoved', { classId, batchId: 'b1', startTime, endTime: startTime, classRoom: 'r', reason: 'x' });
const cancelled = (classId: string) => event('ClassCancelled', { classId, batchId: 'b1', reason: 'x' });
const declared = (holidayId: string, startDate: string, endDate: string) =>
  event('HolidayDeclared', { holidayId, title: 'H', startDate, endDate });

const apply = async (events: RecordedEvent[]) => {
  for (const e of events)
    for (const p of projections) if (p.handles.includes(e.type)) await p.apply({ tx: database.db, table: (t) => sql.table(t) }, e);
};
const clear = async () => {
  for (const p of projections) for (const t of Object.keys(p.tables)) await sql`delete from ${sql.table(t)}`.execute(database.db);
};
type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(database.db)).rows;

/** Every table of the projection, in a stable order. */
const snapshot = async () => ({
  classes: await rows(
    sql`select id, day::text, start_time::text, online, taken, cancelled, position::text from class_count_class order by id`,
  ),
  days: await rows(
    sql`select institute_id, teacher_id, batch_id, subject_id, day::text as day, total, online, taken from class_count_day
      order by institute_id, teacher_id, batch_id, subject_id, day`,
  ),
  holidays: await rows(sql`select id, start_date::text, end_date::text, cancelled from class_count_holiday order by id`),
  off: await rows(sql`select institute_id, day::text as day from class_count_off order by 1, 2`),
  totals: await rows(sql`select * from class_count_total order by institute_id, teacher_id, batch_id, subject_id`),
  marks: await rows(sql`select class_id, student_id, status, position::text from class_count_mark order by 1, 2`),
  studentDays: await rows(sql`select institute_id, student_id, batch_id, day::text as day, present, absent, leave
    from class_count_student_day order by 1, 2, 3, 4`),
  studentTotals: await rows(sql`select * from class_count_student_total order by 1, 2, 3`),
});

/** The same figures counted the way the dashboards counted them, over `lecture` and `holiday`. */
const local = sql`to_char(l.start_time at time zone ${ZONE}, 'YYYY-MM-DD')`;
const isHoliday = sql`exists (select 1 from holiday h where h.institute_id = l.institute_id and h.deleted_at is null
  and ${local}::date between h.start_date and h.end_date)`;
const counted = async () => ({
  days: await rows(sql`select l.institute_id, l.teacher_id, l.batch_id, l.subject_id, ${local} as day, count(*)::int as total,
      count(*) filter (where l.type = 'ONLINE')::int as online, count(*) filter (where l.register_taken_at is not null)::int as taken
    from lecture l where l.cancelled_at is null group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`),
  totals: await rows(sql`select l.institute_id, l.teacher_id, l.batch_id, l.subject_id, count(*)::int as total,
      count(*) filter (where l.type = 'ONLINE')::int as online, count(*) filter (where l.register_taken_at is not null)::int as taken
    from lecture l where l.cancelled_at is null and not ${isHoliday} group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  // The student's dashboard: their marks in the classes of the timetable (lecture joined to lecture_mark).
  studentDays: await rows(sql`select * from (select l.institute_id, m.student_id, l.batch_id, ${local} as day,
      count(*) filter (where m.status = 'PRESENT')::int as present, count(*) filter (where m.status = 'ABSENT')::int as absent,
      count(*) filter (where m.status = 'LEAVE')::int as leave
    from lecture l join lecture_mark m on m.class_id = l.id where l.cancelled_at is null group by 1, 2, 3, 4) x
    where present + absent + leave > 0 order by 1, 2, 3, 4`),
  studentTotals: await rows(sql`select * from (select l.institute_id, m.student_id, l.batch_id,
      count(*) filter (where m.status = 'PRESENT')::int as present, count(*) filter (where m.status = 'ABSENT')::int as absent,
      count(*) filter (where m.status = 'LEAVE')::int as leave
    from lecture l join lecture_mark m on m.class_id = l.id where l.cancelled_at is null and not ${isHoliday} group by 1, 2, 3) x
    where present + absent + leave > 0 order by 1, 2, 3`),
});
const keptAsCounted = async () => {
  const s = await snapshot();
  return {
    days: s.days.map(({ institute_id, teacher_id, batch_id, subject_id, day, total, online, taken }) => ({
      institute_id,
      teacher_id,
      batch_id,
      subject_id,
      day,
      total,
      online,
      taken,
    })),
    totals: s.totals,
    studentDays: s.studentDays,
    studentTotals: s.studentTotals,
  };
};

describe('class_count', () => {
  it('counts what lecture and holiday count, through moves, cancellations, registers and holidays; idempotent; a rebuild gives the same rows', async () => {
    const events = [
      // 2026-03-02 09:30 in the institute; 2026-03-02 23:00 in the institute is still the 2nd (17:30Z).
      scheduled('c1', '2026-03-02T04:00:00.000Z'),
      scheduled('c2', '2026-03-02T17:30:00.000Z', 'ONLINE'),
      // 2026-03-02T19:00Z is the 3rd in the institute.
      scheduled('c3', '2026-03-02T19:00:00.000Z'),
      scheduled('c4', '2026-03-04T04:00:00.000Z', 'ONLINE', 't2', 'b2'),
      scheduled('c9', '2026-03-02T04:00:00.000Z', 'OFFLINE', 't1', 'b1', 'i2'),
      marked('c1', '2026-03-02T04:00:00.000Z'),
      marked('c2', '2026-03-02T17:30:00.000Z', [
        ['st1', 'ABSENT'],
        ['st2', 'LEAVE'],
      ]),
      // A correction: st1 from absent to present.
      marked('c2', '2026-03-02T17:30:00.000Z', [['st1', 'PRESENT']]),
      marked('c3', '2026-03-02T19:00:00.000Z', [
        ['st2', 'PRESENT'],
        ['st3', 'LATE'],
      ]),
      // Scheduled twice (a week produced again): counted once.
      scheduled('c1', '2026-03-02T04:00:00.000Z'),
      declared('h1', '2026-03-03', '2026-03-04'),
      declared('h2', '2026-03-04', '2026-03-05'),
      // c3 moves off the holiday onto the 2nd, c2 moves onto the holiday.
      moved('c3', '2026-03-02T06:00:00.000Z'),
      moved('c2', '2026-03-03T06:00:00.000Z'),
      cancelled('c1'),
      event('HolidayCancelled', { holidayId: 'h1' }),
      // Cancelled again, and a class never scheduled: nothing moves.
      cancelled('c1'),
      moved('c404', '2026-03-02T06:00:00.000Z'),
    ];
    await apply(events);
    const first = await snapshot();
    expect(await keptAsCounted()).toEqual(await counted());
    // The 3rd is no longer off (h1 cancelled); the 4th and 5th still are (h2).
    expect(first.off).toEqual([
      { institute_id: 'i1', day: '2026-03-04' },
      { institute_id: 'i1', day: '2026-03-05' },
    ]);
    // c1 cancelled (its bucket emptied and deleted), c3 moved onto the 2nd, c2 onto the 3rd; c4 on a holiday (no total).
    // st1's mark in c1 went with its cancellation; st3's LATE counts nowhere.
    expect(first.studentTotals).toEqual([
      { institute_id: 'i1', student_id: 'st1', batch_id: 'b1', present: 1, absent: 0, leave: 0 },
      { institute_id: 'i1', student_id: 'st2', batch_id: 'b1', present: 1, absent: 0, leave: 1 },
    ]);
    expect(first.totals).toEqual([
      { institute_id: 'i1', teacher_id: 't1', batch_id: 'b1', subject_id: 's1', total: 2, online: 1, taken: 2 },
      { institute_id: 'i2', teacher_id: 't1', batch_id: 'b1', subject_id: 's1', total: 1, online: 0, taken: 0 },
    ]);
    // A redelivery changes nothing; an older event applied after newer ones is ignored.
    await apply(events);
    await apply([{ ...events[9]!, position: 0n }]);
    expect(await snapshot()).toEqual(first);
    // A rebuild from empty tables gives the same rows.
    await clear();
    await apply(events);
    expect(await snapshot()).toEqual(first);
  });

  it('a class taken, moved and cancelled moves its counts from the old bucket to the new one', async () => {
    await clear();
    const day = async () =>
      rows(sql`select day::text as day, total, online, taken from class_count_day where institute_id = 'i1' order by day`);
    const total = async () => rows(sql`select total, online, taken from class_count_total where institute_id = 'i1'`);
    await apply([scheduled('m1', '2026-04-06T04:00:00.000Z', 'ONLINE'), scheduled('m2', '2026-04-06T05:00:00.000Z')]);
    expect(await day()).toEqual([{ day: '2026-04-06', total: 2, online: 1, taken: 0 }]);
    await apply([marked('m1', '2026-04-06T04:00:00.000Z')]);
    expect(await day()).toEqual([{ day: '2026-04-06', total: 2, online: 1, taken: 1 }]);
    await apply([moved('m1', '2026-04-07T04:00:00.000Z')]);
    expect(await day()).toEqual([
      { day: '2026-04-06', total: 1, online: 0, taken: 0 },
      { day: '2026-04-07', total: 1, online: 1, taken: 1 },
    ]);
    expect(await total()).toEqual([{ total: 2, online: 1, taken: 1 }]);
    await apply([declared('h9', '2026-04-07', '2026-04-07')]);
    expect(await total()).toEqual([{ total: 1, online: 0, taken: 0 }]);
    await apply([cancelled('m2')]);
    expect(await day()).toEqual([{ day: '2026-04-07', total: 1, online: 1, taken: 1 }]);
    expect(await total()).toEqual([]);
    expect(await keptAsCounted()).toEqual(await counted());
  });

  it("a corrected mark moves the student's counts from the old status to the new one, on the class's day", async () => {
    await clear();
    const student = async () =>
      rows(sql`select day::text as day, present, absent, leave from class_count_student_day where student_id = 'st1' order by day`);
    const total = async () => rows(sql`select present, absent, leave from class_count_student_total where student_id = 'st1'`);
    await apply([scheduled('k1', '2026-05-04T04:00:00.000Z'), scheduled('k2', '2026-05-05T04:00:00.000Z')]);
    await apply([marked('k1', '2026-05-04T04:00:00.000Z'), marked('k2', '2026-05-05T04:00:00.000Z', [['st1', 'LEAVE']])]);
    expect(await student()).toEqual([
      { day: '2026-05-04', present: 1, absent: 0, leave: 0 },
      { day: '2026-05-05', present: 0, absent: 0, leave: 1 },
    ]);
    await apply([marked('k1', '2026-05-04T04:00:00.000Z', [['st1', 'ABSENT']])]);
    expect(await student()).toEqual([
      { day: '2026-05-04', present: 0, absent: 1, leave: 0 },
      { day: '2026-05-05', present: 0, absent: 0, leave: 1 },
    ]);
    expect(await total()).toEqual([{ present: 0, absent: 1, leave: 1 }]);
    // The 5th declared a holiday: its mark leaves the total, not its day.
    await apply([declared('h5', '2026-05-05', '2026-05-05')]);
    expect(await total()).toEqual([{ present: 0, absent: 1, leave: 0 }]);
    expect(await keptAsCounted()).toEqual(await counted());
  });
});
