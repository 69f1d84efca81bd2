import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { projectionSpec } from '../testing/projection-spec.js';
import type { ProjectionContext } from '../types.js';
import { assignmentDashboardProjection } from './assignment-dashboard.js';

const spec = projectionSpec(assignmentDashboardProjection);
const { event } = spec;
const fields = (type: string, dateOfAssignment: string, dueDate: string) => ({
  title: `Assignment ${type}`,
  type,
  creationType: 'NEW',
  introduction: '',
  chapter: 'Ch 1',
  subjectId: 'sub1',
  dateOfAssignment,
  dueDate,
  fullMark: 10,
});
const created = (id: string, batchId: string, teacher: string, type: string, from: string, due: string) =>
  event(
    'AssignmentCreated',
    { assignmentId: id, batchId, createdBy: teacher, ...fields(type, from, due) },
    { streamId: `assignment-${id}` },
  );
const updated = (id: string, batchId: string, type: string, from: string, due: string) =>
  event('AssignmentUpdated', { assignmentId: id, batchId, ...fields(type, from, due) }, { streamId: `assignment-${id}` });
const deleted = (id: string, batchId: string) =>
  event('AssignmentDeleted', { assignmentId: id, batchId }, { streamId: `assignment-${id}` });
const saved = (id: string, studentId: string, batchId: string) =>
  event(
    'AssignmentAnswerSaved',
    { assignmentId: id, studentId, batchId, questionId: 'q1', answer: 'x', attachmentId: null, lateDays: 0 },
    { streamId: `assignment-sheet-${id}~${studentId}` },
  );
const submitted = (id: string, studentId: string, batchId: string) =>
  event(
    'AssignmentSubmitted',
    { assignmentId: id, studentId, batchId, answers: [], marks: [], needsGrading: true, lateDays: 0, penaltyPercent: 0 },
    { streamId: `assignment-sheet-${id}~${studentId}` },
  );
const profile = (userId: string, p: Record<string, unknown>) =>
  event('UserProfileUpdated', { userId, profile: p }, { streamId: `user-${userId}` });

describe('assignment_dashboard counters', () => {
  it('counts live assignments per batch and author (by type), and the days they start and are due; applied twice the same', async () => {
    const teacher = await spec
      .given()
      .when(
        created('a1', 'b1', 't1', 'MCQTYPE', '2026-03-02', '2026-03-06'),
        created('a2', 'b1', 't1', 'LONGTYPE', '2026-03-02', '2026-03-02'),
        created('a3', 'b2', 't2', 'ATTACHMENT', '2026-04-01', '2026-04-03'),
      )
      .then('assignment_dashboard_teacher', 'teacher_id');
    expect(teacher).toMatchObject([
      { teacher_id: 't1', total: 2, mcq: 1, long: 1, attachment: 0 },
      { teacher_id: 't2', total: 1, mcq: 0, long: 0, attachment: 1 },
    ]);
    expect(await spec.rows('assignment_dashboard_batch', 'batch_id')).toMatchObject([
      { batch_id: 'b1', total: 2 },
      { batch_id: 'b2', total: 1 },
    ]);
    const days = await spec.rows('assignment_dashboard_batch_day', 'batch_id, day');
    expect(days.map((d) => [d.batch_id, d.day, d.starts, d.dues])).toEqual([
      ['b1', '2026-03-02', 2, 1],
      ['b1', '2026-03-06', 0, 1],
      ['b2', '2026-04-01', 1, 0],
      ['b2', '2026-04-03', 0, 1],
    ]);
    const tdays = await spec.rows('assignment_dashboard_teacher_day', 'teacher_id, day');
    expect(tdays.map((d) => [d.teacher_id, d.day, d.starts, d.dues])).toEqual([
      ['t1', '2026-03-02', 2, 1],
      ['t1', '2026-03-06', 0, 1],
      ['t2', '2026-04-01', 1, 0],
      ['t2', '2026-04-03', 0, 1],
    ]);
  });

  it('counts a sheet started and submitted per student and due day, and submissions per assignment by gender', async () => {
    const rows = await spec
      .given(
        profile('s1', { gender: 'MALE', batch: 'b1' }),
        profile('s2', { gender: 'FEMALE', batch: 'b1' }),
        profile('s3', { batch: 'b1' }),
        created('a1', 'b1', 't1', 'MCQTYPE', '2026-03-02', '2026-03-06'),
      )
      .when(
        saved('a1', 's1', 'b1'),
        submitted('a1', 's1', 'b1'),
        submitted('a1', 's2', 'b1'),
        submitted('a1', 's3', 'b1'),
        saved('a1', 's1', 'b1'), // a save after the submission changes nothing counted
      )
      .then('assignment_dashboard_assignment', 'assignment_id');
    expect(rows).toMatchObject([{ assignment_id: 'a1', submitted: 3, boys: 1, girls: 1, others: 1 }]);
    expect(await spec.rows('assignment_dashboard_student', 'student_id')).toMatchObject([
      { student_id: 's1', started: 1, submitted: 1 },
      { student_id: 's2', started: 1, submitted: 1 },
      { student_id: 's3', started: 1, submitted: 1 },
    ]);
    const days = await spec.rows('assignment_dashboard_student_day', 'student_id, day');
    expect(days.map((d) => [d.student_id, d.day, d.started, d.submitted])).toEqual([
      ['s1', '2026-03-06', 1, 1],
      ['s2', '2026-03-06', 1, 1],
      ['s3', '2026-03-06', 1, 1],
    ]);
  });

  it('moves the counters by the difference when an assignment changes type or dates, and takes a deleted one out with its sheets', async () => {
    const given = [
      profile('s1', { gender: 'MALE', batch: 'b1' }),
      created('a1', 'b1', 't1', 'MCQTYPE', '2026-03-02', '2026-03-06'),
      saved('a1', 's1', 'b1'),
    ];
    const teacher = await spec
      .given(...given)
      .when(updated('a1', 'b1', 'LONGTYPE', '2026-03-03', '2026-03-09'))
      .then('assignment_dashboard_teacher', 'teacher_id');
    expect(teacher).toMatchObject([{ teacher_id: 't1', total: 1, mcq: 0, long: 1 }]);
    const days = await spec.rows('assignment_dashboard_batch_day', 'day');
    expect(days.map((d) => [d.day, d.starts, d.dues])).toEqual([
      ['2026-03-02', 0, 0],
      ['2026-03-03', 1, 0],
      ['2026-03-06', 0, 0],
      ['2026-03-09', 0, 1],
    ]);
    const sdays = await spec.rows('assignment_dashboard_student_day', 'day');
    expect(sdays.map((d) => [d.day, d.started, d.submitted])).toEqual([
      ['2026-03-06', 0, 0],
      ['2026-03-09', 1, 0],
    ]);

    const after = await spec
      .given(...given, submitted('a1', 's1', 'b1'))
      .when(deleted('a1', 'b1'), submitted('a1', 's1', 'b1'), updated('a1', 'b1', 'MCQTYPE', '2026-03-02', '2026-03-06'))
      .then('assignment_dashboard_teacher', 'teacher_id');
    expect(after).toMatchObject([{ teacher_id: 't1', total: 0, mcq: 0, long: 0 }]);
    expect(await spec.rows('assignment_dashboard_batch', 'batch_id')).toMatchObject([{ batch_id: 'b1', total: 0 }]);
    expect(await spec.rows('assignment_dashboard_student', 'student_id')).toMatchObject([{ student_id: 's1', started: 0, submitted: 0 }]);
    expect(await spec.rows('assignment_dashboard_assignment', 'assignment_id')).toMatchObject([
      { assignment_id: 'a1', live: false, submitted: 0, boys: 0 },
    ]);
  });

  it("moves a student's submissions to their new gender, and keeps a batch's students to tell", async () => {
    const rows = await spec
      .given(
        profile('s1', { gender: 'MALE', batch: 'b1' }),
        created('a1', 'b1', 't1', 'MCQTYPE', '2026-03-02', '2026-03-06'),
        created('a2', 'b1', 't1', 'MCQTYPE', '2026-03-02', '2026-03-07'),
        submitted('a1', 's1', 'b1'),
        submitted('a2', 's1', 'b1'),
      )
      .when(profile('s1', { gender: 'OTHER' }), profile('s1', { displayName: 'S One' }))
      .then('assignment_dashboard_assignment', 'assignment_id');
    expect(rows).toMatchObject([
      { assignment_id: 'a1', submitted: 1, boys: 0, others: 1 },
      { assignment_id: 'a2', submitted: 1, boys: 0, others: 1 },
    ]);
    expect(await spec.rows('assignment_dashboard_person', 'user_id')).toMatchObject([{ user_id: 's1', gender: 'OTHER', batch_id: 'b1' }]);
  });

  it('names the author and the batch’s students as owners of an assignment’s change, the student and the author of a sheet’s', async () => {
    const ctxOf = (db: unknown): ProjectionContext => ({ tx: db as ProjectionContext['tx'], table: (t) => sql.table(t) });
    await spec
      .given(
        profile('s1', { gender: 'MALE', batch: 'b1' }),
        profile('s2', { batch: 'b2' }),
        created('a1', 'b1', 't1', 'MCQTYPE', '2026-03-02', '2026-03-06'),
        submitted('a1', 's1', 'b1'),
      )
      .when()
      .then('assignment_dashboard_person', 'user_id');
    const db = spec.db();
    const owners = assignmentDashboardProjection.ownersOf!;
    expect(await owners(updated('a1', 'b1', 'MCQTYPE', '2026-03-02', '2026-03-06'), ctxOf(db))).toEqual(['t1', 's1']);
    expect(await owners(submitted('a1', 's9', 'b1'), ctxOf(db))).toEqual(['s9', 't1']);
    expect(await owners(profile('s2', { gender: 'FEMALE' }), ctxOf(db))).toEqual(['s2']);
    expect(await owners(profile('s1', { gender: 'FEMALE' }), ctxOf(db))).toEqual(['s1', 't1']);
    expect(await owners(profile('s1', { displayName: 'S One' }), ctxOf(db))).toEqual(['s1']);
  });
});
