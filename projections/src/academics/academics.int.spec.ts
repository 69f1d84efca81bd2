import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@school/contracts';
import { openDatabase, type Database } from '@school/server';
import type { Projection } from '../types.js';
import { academicsProjections } from './index.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  for (const p of academicsProjections) for (const [t, ddl] of Object.entries(p.tables)) await ddl(sql.table(t)).execute(database.db);
});
afterAll(async () => database?.close());

let position = 0n;
const event = (type: string, data: object, instituteId = 'i1'): RecordedEvent => {
  position += 1n;
  return {
    type,
    data,
    eventId: `e${position}`,
    streamId: 'x-1',
    streamVersion: 0,
    position,
    recordedAt: '2026-01-01T00:00:00.000Z',
    metadata: {
      actorId: 'u1',
      actorRole: 'ADMIN',
      instituteId,
      occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Number(position))).toISOString(),
      correlationId: 'c',
      causationId: 'c',
    },
  };
};
const byName = (name: string) => academicsProjections.find((p) => p.name === name)!;
const apply = async (p: Projection, events: RecordedEvent[]) => {
  for (const e of events) if (p.handles.includes(e.type)) await p.apply({ tx: database.db, table: (t) => sql.table(t) }, e);
};
const rows = async (table: string) =>
  (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by id`.execute(database.db)).rows;

/** Applies the events, then all of them again: the second pass must change nothing. */
async function idempotent(name: string, events: RecordedEvent[]) {
  const p = byName(name);
  await apply(p, events);
  const once = await rows(name);
  await apply(p, events);
  expect(await rows(name)).toEqual(once);
  return once;
}

describe('academics projections', () => {
  it('course: created, updated, deleted; re-applying changes nothing', async () => {
    const got = await idempotent('course', [
      event('CourseCreated', { courseId: 'c1', title: 'BSc', duration: 3, description: 'd', iconFileId: null }),
      event('CourseUpdated', { courseId: 'c1', title: 'BSc Hons', duration: 4, description: 'd', iconFileId: 'f1' }),
      event('CourseCreated', { courseId: 'c2', title: 'BA', duration: 3, description: 'd', iconFileId: null }),
      event('CourseDeleted', { courseId: 'c2' }),
    ]);
    expect(got).toMatchObject([
      { id: 'c1', institute_id: 'i1', title: 'BSc Hons', duration: 4, icon_file_id: 'f1', deleted_at: null },
      { id: 'c2', deleted_at: expect.any(Date) },
    ]);
  });

  it('batch: completion and deletion are kept once, with their first time', async () => {
    const got = await idempotent('batch', [
      event('BatchCreated', {
        batchId: 'b1',
        sessionId: 's1',
        courseId: 'c1',
        branchId: 'br1',
        description: 'm',
        maximumStudent: 60,
        headOfDepartment: 't1',
        iconFileId: null,
      }),
      event('BatchUpdated', { batchId: 'b1', description: 'Morning', maximumStudent: 50, headOfDepartment: 't2', iconFileId: null }),
      event('BatchCompleted', { batchId: 'b1' }),
    ]);
    expect(got[0]).toMatchObject({
      id: 'b1',
      description: 'Morning',
      maximum_student: 50,
      head_of_department: 't2',
      is_completed: true,
      deleted_at: null,
    });
  });

  it('grade, session, holiday and the master tables', async () => {
    const grades = await idempotent('grade', [
      event('GradeAdded', { gradeId: 'g1', lowPercent: 60, highPercent: 75, grade: 'B' }),
      event('GradeChanged', { gradeId: 'g1', lowPercent: 55.5, highPercent: 75, grade: 'B+' }),
    ]);
    expect(grades).toMatchObject([{ id: 'g1', grade: 'B+' }]);
    expect(Number(grades[0]!.low_percent)).toBe(55.5);
    expect(
      await idempotent('academic_session', [
        event('SessionCreated', { sessionId: 's1', title: '2025-2026', startYear: 2025, endYear: 2026 }),
      ]),
    ).toMatchObject([{ id: 's1', title: '2025-2026', start_year: 2025 }]);
    expect(
      await idempotent('holiday', [
        event('HolidayDeclared', { holidayId: 'h1', title: 'Holi', startDate: '2026-03-10', endDate: '2026-03-11' }),
        event('HolidayCancelled', { holidayId: 'h1' }),
      ]),
    ).toMatchObject([{ id: 'h1', deleted_at: expect.any(Date) }]);
    const fees = await idempotent('fee', [
      event('FeeCreated', { feeId: 'f1', title: 'Tuition', amount: 100.5 }),
      event('FeeUpdated', { feeId: 'f1', title: 'Tuition', amount: 120 }),
    ]);
    expect(Number(fees[0]!.amount)).toBe(120);
    expect(await idempotent('subject', [event('SubjectCreated', { subjectId: 's1', title: 'Maths', subjectCode: 'MA1' })])).toMatchObject([
      { id: 's1', subject_code: 'MA1' },
    ]);
  });

  it('an older update re-applied after a newer one does not win', async () => {
    const first = event('SubjectUpdated', { subjectId: 's9', title: 'Old', subjectCode: 'X1' });
    const created = event('SubjectCreated', { subjectId: 's9', title: 'New', subjectCode: 'X2' });
    const p = byName('subject');
    await apply(p, [created, event('SubjectUpdated', { subjectId: 's9', title: 'Newest', subjectCode: 'X3' }), first]);
    expect((await rows('subject')).find((r) => r.id === 's9')).toMatchObject({ title: 'Newest', subject_code: 'X3' });
  });

  it('an update after a delete does not bring the row back to life', async () => {
    const got = await idempotent('designation', [
      event('DesignationCreated', { designationId: 'd1', title: 'Professor' }),
      event('DesignationDeleted', { designationId: 'd1' }),
      event('DesignationUpdated', { designationId: 'd1', title: 'Zombie' }),
    ]);
    expect(got).toMatchObject([{ id: 'd1', title: 'Professor', deleted_at: expect.any(Date) }]);
  });
});
